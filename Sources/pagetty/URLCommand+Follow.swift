import ArgumentParser
import Paging
import Shell

extension URLCommand {
    /// Where a followed list grows: `--follow-direction`, else the profile's `follow_direction`,
    /// else nil (picked from the strategy and the first items). A bad profile value is a bad
    /// setting (status 2).
    func followDirection(profile options: GenericOptions) throws -> FollowDirection? {
        if let given = shared.followDirection { return given }
        guard let text = options.values["follow_direction"] else { return nil }
        guard let named = FollowDirection(rawValue: text) else {
            throw Failure(.badSettings, "profile key follow_direction takes head or tail, not '\(text.prefix(40))'")
        }
        return named
    }
}
