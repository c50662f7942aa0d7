// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "pagetty",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pagetty", targets: ["pagetty"]),
        .executable(name: "pagetty-mock", targets: ["pagetty-mock"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "Paging", targets: ["Paging"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "TerminalText", targets: ["TerminalText"]),
        .library(name: "Browser", targets: ["Browser"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "MockAPI", targets: ["MockAPI"]),
        .library(name: "Images", targets: ["Images"]),
        // For the fuzz package only (Fuzz/Package.swift): the pipe writer and the cache's name check.
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "HTTPCache", targets: ["HTTPCache"]),
        // Test doubles (loopback server, stub transport), shared with the benchmarks package.
        .library(name: "TestSupport", targets: ["TestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    ],
    targets: [
        // C layer
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("curl")]),
        .target(name: "CDigest", linkerSettings: [.linkedLibrary("crypto")]),
        // The git commit, written into a release binary after linking (`make dist`).
        .target(name: "CBuildStamp"),
        .target(
            name: "CImage",
            linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg"), .linkedLibrary("gif")]),
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncursesw5-dev"])]),

        // Swift layers, bottom up
        .target(name: "Storage", dependencies: ["CDigest"]),
        .target(name: "Diagnostics", dependencies: ["Networking"]),
        .target(name: "Networking", dependencies: ["CCurl", "CBuildStamp"]),
        .target(name: "HTTPCache", dependencies: ["Networking", "Storage"]),
        .target(name: "Paging", dependencies: ["Networking", "CDigest"]),
        .target(name: "Catalog", dependencies: ["Networking", "Paging"]),
        .target(name: "CTextWidth"),
        .target(name: "CTerminal", linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "Images", dependencies: ["Networking", "Storage", "CImage"]),
        .target(name: "TerminalText", dependencies: ["CTextWidth"]),
        .target(name: "Theming", dependencies: ["Images", "TerminalText"]),
        .target(name: "Browser", dependencies: ["Networking", "Paging", "Catalog", "Images", "TerminalText", "Theming"]),
        .target(
            name: "TerminalUI",
            dependencies: ["Browser", "Images", "TerminalText", "Theming", "Diagnostics", "CNcursesw", "CTerminal"]),
        .target(
            name: "MockAPI",
            dependencies: [
                "CImage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),

        // The command line's testable logic: settings, pipe output, remembered position.
        .target(
            name: "Shell",
            dependencies: [
                "Networking", "Paging", "Catalog", "Storage", "Theming", "HTTPCache",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),

        // Executables
        .executableTarget(
            name: "pagetty",
            dependencies: [
                "Networking", "Paging", "Catalog", "Browser", "TerminalUI", "MockAPI", "Shell", "Images",
                "HTTPCache", "Diagnostics", "Storage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The man page from the parser's dump of each command (`make man`, `make install`).
        .target(
            name: "Manual",
            dependencies: ["Browser", "Catalog", "Shell", "Storage",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "pagetty-manual",
            dependencies: ["Manual", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "pagetty-mock",
            dependencies: [
                "MockAPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // Tests
        .target(
            name: "TestSupport",
            dependencies: ["Networking", "Paging", .product(name: "Clocks", package: "swift-clocks")],
            path: "Tests/TestSupport"),
        // Test helpers that need the mock server (Hummingbird): kept out of TestSupport, which the
        // sanitizer and benchmark packages build.
        .target(name: "MockSupport", dependencies: ["MockAPI"], path: "Tests/MockSupport"),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"]),
        .testTarget(
            name: "PagingTests",
            dependencies: ["Paging", "Catalog", "Networking", "TestSupport",
                           .product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Paging", "Networking", "TestSupport"]),
        .testTarget(
            name: "BrowserTests",
            dependencies: ["Browser", "Paging", "Catalog", "Networking", "Images", "TerminalText", "Theming", "TestSupport",
                           .product(name: "Clocks", package: "swift-clocks")],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "Browser", "Images", "CNcursesw", "Catalog", "Paging",
                                                            "TestSupport", .product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(name: "MockAPITests", dependencies: ["MockAPI", "MockSupport", "Networking", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "MockAPI"]),
        // Fault matrix and soak: the real Paginator and CurlTransport against the in-process mock.
        .testTarget(
            name: "HardeningTests",
            dependencies: ["Browser", "Catalog", "Paging", "Networking", "MockAPI", "Shell", "HTTPCache", "TestSupport",
                           .product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(
            name: "ImagesTests",
            dependencies: ["Images", "TestSupport", "MockAPI", "Networking"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GenericTests",
            dependencies: ["Catalog", "Shell", "Paging", "Networking", "MockAPI", "MockSupport", "TestSupport",
                           .product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(
            name: "ShellTests",
            dependencies: ["Shell", "Storage", "Theming", "TestSupport", "MockAPI", "Networking", "Catalog", "Paging",
                           "Browser", "Images", "HTTPCache", .product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(name: "ManualTests", dependencies: ["Manual", "Browser", "Catalog", "Shell", "TestSupport"]),
        .testTarget(name: "HTTPCacheTests", dependencies: ["HTTPCache", "Storage", "Networking", "TestSupport"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        // Run by StorageTests: hashes from an exit handler, after libcrypto's own would have run.
        .executableTarget(name: "digest-exit-probe", dependencies: ["CDigest"], path: "Tests/DigestExitProbe"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
    ]
)
