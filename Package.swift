// swift-tools-version:6.0
import PackageDescription

/// Mosaic: a headless engine for interactive collection views, with thin backends.
/// Dependencies point one way: Core ← Animation/Interaction ← View ← SDL/Store ← App.
let package = Package(
    name: "Mosaic",
    products: [
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
        .library(name: "MosaicAnimation", targets: ["MosaicAnimation"]),
        .library(name: "MosaicInteraction", targets: ["MosaicInteraction"]),
        .library(name: "MosaicView", targets: ["MosaicView"]),
        .executable(name: "mosaic", targets: ["mosaic"]),
        .executable(name: "mosaic-bench", targets: ["mosaic-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "MosaicCore"),
        .target(name: "MosaicAnimation", dependencies: ["MosaicCore"]),
        .target(name: "MosaicInteraction", dependencies: ["MosaicCore"]),
        .target(name: "MosaicView", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction"]),
        .executableTarget(
            name: "mosaic",
            dependencies: [
                "MosaicView",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mosaic-bench",
            dependencies: [
                "MosaicCore", "MosaicView",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/mosaic-bench"
        ),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
        .testTarget(name: "MosaicAnimationTests", dependencies: ["MosaicAnimation"]),
        .testTarget(name: "MosaicInteractionTests", dependencies: ["MosaicInteraction"]),
        .testTarget(name: "MosaicViewTests", dependencies: ["MosaicView"]),
    ],
    swiftLanguageModes: [.v6]
)
