import Catalog
import Foundation
import Storage

extension Settings {
    /// Resolves a run's settings. `stdoutIsTerminal` is `isatty(1)`: pipe mode is the default
    /// when it is false. `demoBase` (the in-process mock) replaces every source's base.
    public static func resolve(flags: CommandFlags, environment: [String: String], stdoutIsTerminal: Bool,
                               demoBase: String? = nil) throws(SettingsError) -> Settings {
        let paths = Paths(environment: environment)
        var loaded = (ConfigFile(), [String]())
        if let path = flags.configFile ?? paths.configFile { loaded = try loadConfig(path, required: flags.configFile != nil) }
        let (config, warnings) = loaded
        var settings = Settings(paths: paths)
        settings.warnings = warnings
        settings.source = flags.source ?? config.source ?? .github
        do {
            settings.endpoints = try Endpoint.resolve(chosen: settings.source, baseURL: flags.baseURL,
                                                      demoBase: demoBase, environment: environment, config: config)
        } catch {
            throw .endpoint(error.description)
        }
        try settings.resolvePerPage(flag: flags.perPage, config: config)
        settings.query = flags.query ?? config.sources[.qiita]?.query
        settings.print = flags.print ?? (stdoutIsTerminal ? nil : .jsonl)
        // no-color.org: set and not empty; an empty NO_COLOR is as good as unset.
        settings.colors = (environment["NO_COLOR"] ?? "").isEmpty && (config.color ?? true)
        settings.theme = config.theme
        settings.profiles = config.profiles
        settings.keys = config.keys
        settings.osc52 = flags.osc52 || (config.osc52 ?? false)
        if let screens = config.prefetchScreens { settings.paging.prefetch.maxScreens = screens }
        if let items = config.maxItems { settings.paging.maxItems = items }
        if let retries = config.retries { settings.paging.retry.maxRetries = retries }
        if let megabytes = config.maxPageMB { settings.maxPageBytes = megabytes * 1024 * 1024 }
        if let parallel = flags.parallel ?? config.parallel { settings.paging.parallel = parallel }
        // The demo mock listens on a new port each run: its pages would only litter the cache.
        let cacheOn = !flags.noCache && (config.cacheEnabled ?? true) && demoBase == nil
        settings.cacheDirectory = cacheOn ? flags.cacheDirectory ?? config.cacheDirectory ?? paths.cacheDirectory : nil
        // Another user's directory, or one anyone may write to, could hold planted entries.
        if let directory = settings.cacheDirectory, let problem = AtomicFile.directoryProblem(directory) {
            settings.warnings.append("pagetty: not using the cache directory \(directory): it \(problem); running without a disk cache")
            settings.cacheDirectory = nil
        }
        if let file = settings.positionsFile, settings.print == nil,
           let problem = AtomicFile.directoryProblem((file as NSString).deletingLastPathComponent) {
            settings.warnings.append("pagetty: not remembering positions in \((file as NSString).deletingLastPathComponent): it \(problem)")
            settings.positionsFile = nil
        }
        if let megabytes = config.cacheMaxMB { settings.cacheCapBytes = megabytes * 1024 * 1024 }
        settings.fresh = flags.fresh || settings.print != nil
        return settings
    }

    /// The config at `path`; a missing default file is no config, a missing `--config` file an error.
    static func loadConfig(_ path: String, required: Bool) throws(SettingsError) -> (ConfigFile, [String]) {
        guard FileManager.default.fileExists(atPath: path) else {
            if required { throw .config(ConfigError.unreadable(path: path, reason: "no such file").description) }
            return (ConfigFile(), [])
        }
        // Which of the two went wrong is said: "cannot read config" alone left the user guessing.
        guard let bytes = AtomicFile.read(path) else {
            let reason = FileManager.default.isReadableFile(atPath: path) ? "it is not a regular file" : "permission denied"
            throw .config(ConfigError.unreadable(path: path, reason: reason).description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .config(ConfigError.unreadable(path: path, reason: "it is not UTF-8 text").description)
        }
        do {
            let (config, warnings) = try ConfigParser.parse(text, path: path)
            return (config, warnings)
        } catch {
            throw .config(error.description)
        }
    }
}
