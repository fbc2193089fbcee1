// swift-tools-version:6.0
import PackageDescription

// Custom gestures: a double tap of our own with priority over the collection view's
// selection, driven with MosaicTesting. Depends on Mosaic by path.
let package = Package(
    name: "DoubleTap",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "DoubleTapExample",
            dependencies: [
                .product(name: "Mosaic", package: "Mosaic"),          // Core, Animation, Interaction, View
                .product(name: "MosaicTesting", package: "Mosaic"),   // CollectionViewDriver
            ]
        ),
    ]
)
