// swift-tools-version:6.0
import PackageDescription

// A kanban board in one libadwaita window: columns of cards, each column its own CollectionView
// hosted by MosaicGTK's CollectionWidget; cards reordered by pointer and keyboard, moved to the
// next column by ctrl+arrow or a card's menu; the order of columns and cards kept in SQLite with
// fractional order keys (the SQLite C API through a system module, no package dependency).
// Depends on Mosaic by path; the window is built with the example's own GTK bindings
// (CBoardGTK, through pkg-config, like Examples/GTKGallery).
let package = Package(
    name: "Board",
    dependencies: [
        .package(name: "Mosaic", path: "../.."),
    ],
    targets: [
        // The app's GTK 4 and libadwaita. SwiftPM notes the -pthread / -msse flags it drops from
        // this pkg-config in the example's build; a client of the library sees no such note.
        .systemLibrary(name: "CBoardGTK", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // SQLite 3 (sqlite3.h from libsqlite3-dev; no pkg-config needed).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(
            name: "BoardExample",
            dependencies: [
                "CBoardGTK",
                "CSQLite",
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicCairo", package: "Mosaic"),
                .product(name: "MosaicGTK", package: "Mosaic"),
                .product(name: "MosaicTesting", package: "Mosaic"),
            ]
        ),
    ]
)
