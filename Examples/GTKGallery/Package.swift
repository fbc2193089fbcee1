// swift-tools-version:6.0
import PackageDescription

// The smallest complete "Mosaic in a GNOME app": an AdwApplicationWindow with a header bar and
// a grid of colour tiles in a custom layout, reorderable by mouse and keyboard, hosted by
// MosaicGTK's CollectionWidget. Depends on Mosaic by path.
let package = Package(
    name: "GTKGallery",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "GTKGalleryExample",
            dependencies: [
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicCairo", package: "Mosaic"),
                .product(name: "MosaicGTK", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
            ]
        ),
    ]
)
