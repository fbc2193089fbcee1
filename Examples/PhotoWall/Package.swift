// swift-tools-version:6.0
import PackageDescription

// A waterfall of photos: photos of different aspect ratios (generated here, no
// downloads) in a waterfall; reordering keeps each photo's size. Cells show the photos through
// MosaicSDL's content configuration and image cache. Depends on Mosaic by path.
let package = Package(
    name: "PhotoWall",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "PhotoWallExample",
            dependencies: [
                .product(name: "MosaicCore", package: "Mosaic"),
                .product(name: "MosaicAnimation", package: "Mosaic"),
                .product(name: "MosaicView", package: "Mosaic"),
                .product(name: "MosaicSDL", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
            ]
        ),
    ]
)
