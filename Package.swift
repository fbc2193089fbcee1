// swift-tools-version:6.0
import PackageDescription

/// Mosaic: a headless engine for interactive collection views, with thin backends.
/// Dependencies point one way: Core ← Animation/Interaction ← View ← SDL/Store ← App.
/// No target of a library product uses unsafe flags, so other packages can depend on Mosaic
/// by version; hot generic paths are `@inlinable` instead of relying on cross-module
/// optimisation.

let package = Package(
    name: "Mosaic",
    products: [
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
        .library(name: "MosaicAnimation", targets: ["MosaicAnimation"]),
        .library(name: "MosaicInteraction", targets: ["MosaicInteraction"]),
        .library(name: "MosaicView", targets: ["MosaicView"]),
        .library(name: "MosaicSDL", targets: ["MosaicSDL"]),
        .library(name: "MosaicReplay", targets: ["MosaicReplay"]),
        .executable(name: "mosaic", targets: ["mosaic"]),
        .executable(name: "mosaic-bench", targets: ["mosaic-bench"]),
        .executable(name: "hello-contacts", targets: ["HelloContacts"]),
        .executable(name: "lineup", targets: ["Lineup"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "MosaicCore"),
        .target(name: "MosaicAnimation", dependencies: ["MosaicCore"]),
        .target(name: "MosaicInteraction", dependencies: ["MosaicCore"]),
        .target(
            name: "MosaicView", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction"],
        ),
        .target(name: "MosaicReplay", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction", "MosaicView"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "MosaicSDL", dependencies: ["CSDL2", "MosaicView"]),
        .target(
            name: "MosaicStore",
            dependencies: ["MosaicCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "HelloContacts",
            dependencies: [
                "MosaicView", "MosaicSDL", "MosaicStore", "MosaicReplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Lineup (issue 10): a dragon boat lineup editor on Mosaic's public library modules only.
        .target(
            name: "LineupKit",
            dependencies: [
                "MosaicCore", "MosaicAnimation", "MosaicInteraction", "MosaicView", "MosaicSDL", "MosaicReplay",
                "MosaicStore", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "Lineup",
            dependencies: [
                "LineupKit", "MosaicCore", "MosaicAnimation", "MosaicView", "MosaicSDL", "MosaicReplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mosaic",
            dependencies: [
                "MosaicView", "MosaicReplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mosaic-bench",
            dependencies: [
                "MosaicCore", "MosaicView", "MosaicSDL", "MosaicStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/mosaic-bench"
        ),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
        .testTarget(name: "MosaicAnimationTests", dependencies: ["MosaicAnimation"]),
        .testTarget(name: "MosaicInteractionTests", dependencies: ["MosaicInteraction"]),
        .testTarget(name: "MosaicViewTests", dependencies: ["MosaicView", "MosaicReplay"]),
        .testTarget(name: "MosaicReplayTests", dependencies: ["MosaicReplay", "MosaicView"]),
        .testTarget(name: "MosaicSDLTests", dependencies: ["MosaicSDL"], exclude: ["Golden"]),
        .testTarget(name: "MosaicStoreTests", dependencies: ["MosaicStore", "MosaicCore"], exclude: ["Fixtures"]),
        // HelloContacts' controller, without a window (SwiftPM tests executable targets).
        .testTarget(name: "HelloContactsTests", dependencies: ["HelloContacts", "MosaicStore", "MosaicView", "MosaicAnimation", "MosaicCore", "MosaicInteraction", "MosaicReplay"]),
        .testTarget(name: "LineupTests", dependencies: ["LineupKit", "MosaicReplay", "MosaicView", "MosaicCore", "MosaicAnimation",
                                                  .product(name: "GRDB", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
