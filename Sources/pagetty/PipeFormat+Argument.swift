import ArgumentParser
import PagettyCLI

extension PipeFormat: ExpressibleByArgument {}
