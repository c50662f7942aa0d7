import ArgumentParser
import Paging

extension FollowDirection: ExpressibleByArgument {}
