// swift-tools-version:6.0
import PackageDescription

// Custom gestures and reordering: a layout of our own whose spread distance a
// pinch changes, with interactive movement in it. Depends on Mosaic by path; scripts/examples
// also builds a copy of it that depends on Mosaic by version.
let package = Package(
    name: "SpreadLayout",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "SpreadLayoutExample",
            dependencies: [
                .product(name: "MosaicCore", package: "Mosaic"),
                .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicInteraction", package: "Mosaic"),
                .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicSDL", package: "Mosaic"),
            ]
        ),
    ]
)
