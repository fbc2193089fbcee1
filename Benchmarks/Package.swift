// swift-tools-version:6.0
import PackageDescription

/// The benchmark (`scripts/bench [--json]`, or `scripts/bin mosaic-bench`): the library's
/// engine, layouts and renderer and the apps' store, measured with their floors in the same
/// run. Depends on the library (the repository's root package) and on the apps' package (for
/// MosaicStore) by path.
let package = Package(
    name: "MosaicBenchmarks",
    products: [
        .executable(name: "mosaic-bench", targets: ["mosaic-bench"]),
    ],
    dependencies: [
        .package(name: "Mosaic", path: ".."),
        .package(name: "MosaicApps", path: "../Apps"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "mosaic-bench",
            dependencies: [
                .product(name: "MosaicCore", package: "Mosaic"), .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"), .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicSDL", package: "Mosaic"), .product(name: "MosaicReplay", package: "Mosaic"),
                .product(name: "MosaicStore", package: "MosaicApps"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
