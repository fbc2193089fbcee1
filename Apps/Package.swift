// swift-tools-version:6.0
import PackageDescription

/// Mosaic's apps and tools, a package apart from the library so that a client of the library
/// resolves none of their dependencies: HelloContacts and Lineup (SDL windows over an SQLite
/// store), their store (GRDB), and the `mosaic` command line (ArgumentParser). Depends on the
/// library (the repository's root package) by path.
let package = Package(
    name: "MosaicApps",
    products: [
        .executable(name: "hello-contacts", targets: ["HelloContacts"]),
        .executable(name: "lineup", targets: ["Lineup"]),
        .executable(name: "mosaic", targets: ["mosaic"]),
        // The store is a library product so that the benchmark package (Benchmarks/) measures it.
        .library(name: "MosaicStore", targets: ["MosaicStore"]),
    ],
    dependencies: [
        .package(name: "Mosaic", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // HelloContacts' CardDAV client: HTTP on SwiftNIO (URLSession on Linux spends processor
        // time while it waits, which a local server on the same cores needs).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "MosaicStore",
            // MosaicTesting: the seeded generator of the sample data and the store's benchmark.
            dependencies: [.product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicTesting", package: "Mosaic"),
                           .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // GTK 4 and libadwaita for the apps' windows, through pkg-config (the library's own GTK
        // declarations are not exported), and what both apps' GTK windows share.
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // libsecret (the Secret Service) for HelloContacts' account passwords.
        .systemLibrary(name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),
        .target(
            name: "AppGTK",
            dependencies: ["CAdwaita", .product(name: "MosaicGTK", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic")]
        ),
        // The apps' own chrome, drawn through MosaicSDL's public drawing API (not a library product).
        .target(
            name: "AppChrome",
            dependencies: [.product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicSDL", package: "Mosaic")]
        ),
        .executableTarget(
            name: "HelloContacts",
            dependencies: [
                .product(name: "MosaicView", package: "Mosaic"), .product(name: "MosaicSDL", package: "Mosaic"),
                .product(name: "MosaicReplay", package: "Mosaic"), "MosaicStore", "AppChrome", "CSecret",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                // The GTK window (the default backend): libadwaita through CAdwaita, the
                // library's CollectionWidget, what both apps' GTK windows share (AppGTK).
                .product(name: "MosaicGTK", package: "Mosaic"), "AppGTK", "CAdwaita",
            ]
        ),
        // Lineup (issue 10): a dragon boat lineup editor on Mosaic's public library modules only.
        .target(
            name: "LineupKit",
            dependencies: [
                .product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicSDL", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"),
                .product(name: "MosaicCairo", package: "Mosaic"), "MosaicStore", "AppChrome", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "Lineup",
            dependencies: [
                "LineupKit", .product(name: "MosaicCore", package: "Mosaic"),
                .product(name: "MosaicAnimation", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicSDL", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"),
                "MosaicStore", "AppChrome", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The GTK window (the default backend): libadwaita chrome around MosaicGTK's widgets.
                "CAdwaita", "AppGTK", .product(name: "MosaicGTK", package: "Mosaic"), .product(name: "MosaicCairo", package: "Mosaic"),
            ]
        ),
        .executableTarget(
            name: "mosaic",
            dependencies: [
                .product(name: "MosaicView", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "MosaicStoreTests",
            dependencies: ["MosaicStore", .product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicTesting", package: "Mosaic")],
            exclude: ["Fixtures"]
        ),
        // HelloContacts' controller, without a window (SwiftPM tests executable targets).
        .testTarget(
            name: "HelloContactsTests",
            dependencies: [
                "HelloContacts", "MosaicStore", .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicAnimation", package: "Mosaic"), .product(name: "MosaicCore", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"), .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "AppChromeTests",
            dependencies: [
                "AppChrome", .product(name: "MosaicSDL", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicInteraction", package: "Mosaic"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "LineupTests",
            dependencies: [
                "LineupKit", "MosaicStore", .product(name: "MosaicCairo", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"), .product(name: "MosaicTesting", package: "Mosaic"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
