import ArgumentParser
import Shell

extension PipeFormat: ExpressibleByArgument {}
