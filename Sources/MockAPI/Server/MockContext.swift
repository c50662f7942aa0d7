import Hummingbird
import NIOCore

/// The request context: Hummingbird's core storage plus the channel, which the connection-reset fault needs.
struct MockContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
