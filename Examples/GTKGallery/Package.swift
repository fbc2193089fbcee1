// swift-tools-version:6.0
import PackageDescription

// The smallest complete "Mosaic in a GNOME app": an AdwApplicationWindow with a header bar and
// a grid of colour tiles in a custom layout, reorderable by mouse and keyboard, hosted by
// MosaicGTK's CollectionWidget. Depends on Mosaic by path. The window is built with the app's
// own GTK bindings (CGalleryGTK, through pkg-config); MosaicGTK exports none, and its widget
// handles are `OpaquePointer`s converted in one place (Gallery.swift's `gtkWidget(_:)`).
let package = Package(
    name: "GTKGallery",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        // The app's GTK 4 and libadwaita. SwiftPM notes the -pthread / -msse flags it drops from
        // this pkg-config in the example's build; a client of the library sees no such note.
        .systemLibrary(name: "CGalleryGTK", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .executableTarget(
            name: "GTKGalleryExample",
            dependencies: [
                "CGalleryGTK",
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicCairo", package: "Mosaic"),
                .product(name: "MosaicGTK", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
            ]
        ),
    ]
)
