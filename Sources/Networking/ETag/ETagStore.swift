import Synchronization

/// The ETags a list's answers came with, by `RequestKey` (the URL and the credentials sent), in
/// one place: its paginator records its pages here, its follower asks its polls with them and
/// records their answers, and the `ETagRecorder` both send through records every other answer.
/// So a poll asks with the tag of the page the list (or the last refresh) read, never with a
/// copy kept aside.
///
/// Thread-safe: behind a mutex. Bounded, so that details read meanwhile, however many, never
/// push a page's tag out: the first page's tag is kept apart; of the other pages, the latest
/// `pageCapacity`; of everything else, the latest `otherCapacity`.
public final class ETagStore: Sendable {
    private struct Tags {
        var first: (key: RequestKey, tag: String)?
        var pages: RecentTags
        var others: RecentTags
    }

    private let tags: Mutex<Tags>

    /// A store keeping the first page's tag, `pageCapacity` other pages' and `otherCapacity` others'.
    public init(pageCapacity: Int = 32, otherCapacity: Int = 64) {
        tags = Mutex(Tags(pages: RecentTags(capacity: max(pageCapacity, 1)),
                          others: RecentTags(capacity: max(otherCapacity, 1))))
    }

    /// The ETag last answered to a request like `request` (same URL, same credentials), if kept.
    public func tag(for request: HTTPRequest) -> String? {
        let key = RequestKey(request)
        return tags.withLock { tags in
            if let first = tags.first, first.key == key { return first.tag }
            return tags.pages.tag(for: key) ?? tags.others.tag(for: key)
        }
    }

    /// `tag(for:)` when it was kept as a page's (`firstPage` or `page`).
    public func pageTag(for request: HTTPRequest) -> String? {
        let key = RequestKey(request)
        return tags.withLock { tags in
            if let first = tags.first, first.key == key { return first.tag }
            return tags.pages.tag(for: key)
        }
    }

    /// Takes what `response` says of the tag of `request`, a `kind`: see `recordAnswer`; a 304
    /// keeps the tag (taking the one it brings, if any); any other status changes nothing.
    public func record(_ response: HTTPResponse, for request: HTTPRequest, as kind: ETagKind = .other) {
        if response.isSuccess { return recordAnswer(response.headers, for: request, as: kind) }
        guard response.status == 304, let tag = response.headers["ETag"] else { return }
        let key = RequestKey(request)
        tags.withLock { tags in
            if let first = tags.first, first.key == key { return tags.first = (key, tag) }
            if !tags.pages.update(tag, for: key) { _ = tags.others.update(tag, for: key) }
        }
    }

    /// Takes the headers of a successful answer to `request`: its ETag replaces the one kept (an
    /// answer without one forgets it). A page's tag goes among the pages' (a `firstPage`'s apart),
    /// anything else's among the others', unless its request is kept as a page already.
    public func recordAnswer(_ headers: HTTPHeaders, for request: HTTPRequest, as kind: ETagKind) {
        let key = RequestKey(request)
        let tag = headers["ETag"]
        tags.withLock { tags in
            if let first = tags.first, first.key == key {
                tags.first = tag.map { (key, $0) }
                return
            }
            guard let tag else {
                tags.pages.remove(key)
                tags.others.remove(key)
                return
            }
            switch kind {
            case .firstPage:
                tags.first = (key, tag)
                tags.pages.remove(key)
                tags.others.remove(key)
            case .page:
                tags.others.remove(key)
                tags.pages.set(tag, for: key)
            case .other:
                if !tags.pages.update(tag, for: key) { tags.others.set(tag, for: key) }
            }
        }
    }
}
