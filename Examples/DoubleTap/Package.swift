// swift-tools-version:6.0
import PackageDescription

// Custom gestures: a double tap of our own with priority over the collection view's
// selection. Depends on Mosaic by path.
let package = Package(
    name: "DoubleTap",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "DoubleTapExample",
            dependencies: [
                .product(name: "MosaicCore", package: "Mosaic"),
                .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"),
                .product(name: "MosaicView", package: "Mosaic"),
            ]
        ),
    ]
)
