// swift-tools-version:6.0
import PackageDescription

/// Mosaic: a headless engine for interactive collection views, with thin backends.
/// Dependencies point one way: Core ← Animation/Interaction ← View ← Testing ← Replay; View ← SDL/GTK ←
/// the apps (Apps/). `Mosaic` re-exports Core, Animation, Interaction and View.
/// No target of a library product uses unsafe flags, so other packages can depend on Mosaic
/// by version; hot generic paths are `@inlinable` instead of relying on cross-module
/// optimisation.

/// `-lm` where the C math library is separate from libc.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd]))]

let package = Package(
    name: "Mosaic",
    products: [
        .library(name: "MosaicCore", targets: ["MosaicCore"]),
        .library(name: "MosaicAnimation", targets: ["MosaicAnimation"]),
        .library(name: "MosaicInteraction", targets: ["MosaicInteraction"]),
        .library(name: "MosaicView", targets: ["MosaicView"]),
        .library(name: "MosaicCairo", targets: ["MosaicCairo"]),
        .library(name: "MosaicSDL", targets: ["MosaicSDL"]),
        .library(name: "MosaicGTK", targets: ["MosaicGTK"]),
        .library(name: "MosaicReplay", targets: ["MosaicReplay"]),
        .library(name: "MosaicTesting", targets: ["MosaicTesting"]),
        // One line for an app: Core, Animation, Interaction and View, re-exported (no backend).
        .library(name: "Mosaic", targets: ["Mosaic"]),
    ],
    // No package dependency: a client of any product resolves Mosaic and nothing else. The apps,
    // the store, the `mosaic` CLI (Apps/) and the benchmark (Benchmarks/) are packages of their
    // own that depend on this one by path.
    targets: [
        // The library modules call the C math library (`sqrt`, `floor`, `round`, …, which
        // floating-point methods lower to); each links it itself, so a client that imports
        // nothing but MosaicCore links and runs.
        .target(name: "MosaicCore", linkerSettings: libm),
        .target(name: "MosaicAnimation", dependencies: ["MosaicCore"], linkerSettings: libm),
        .target(name: "MosaicInteraction", dependencies: ["MosaicCore"], linkerSettings: libm),
        .target(
            name: "MosaicView", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction"],
            linkerSettings: libm
        ),
        // A test driver for a CollectionView on a manual clock; the replay runner steps frames
        // with it too.
        .target(
            name: "MosaicTesting", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction", "MosaicView"]
        ),
        .target(
            name: "MosaicReplay",
            dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction", "MosaicView", "MosaicTesting"]
        ),
        // The umbrella: `import Mosaic` re-exports the headless modules. Not the backends (a
        // backend pulls in a system library such as SDL2) and not Replay or Testing.
        .target(name: "Mosaic", dependencies: ["MosaicCore", "MosaicAnimation", "MosaicInteraction", "MosaicView"]),
        // Cairo and Pango (HarfBuzz shaping, fribidi, fontconfig fallback), and gdk-pixbuf to
        // decode PNG and JPEG: the one drawing path of every backend. No system library of the
        // library uses pkg-config — SwiftPM asks pkg-config about every `pkgConfig:` in a
        // package graph and prints "prohibited flag(s)" warnings in every client's build — so
        // each module's header is self-contained: the declarations its Swift code uses, generated
        // from the system headers by scripts/c-headers, with `link` lines in its module map.
        .systemLibrary(name: "CPangoCairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .target(name: "MosaicCairo", dependencies: ["CPangoCairo", "CGdkPixbuf", "MosaicView"], linkerSettings: libm),
        // SDL2, SDL2_image and X11 from the system's include and library paths (see
        // module.modulemap): no pkg-config, whose SDL2 cflags (-D_REENTRANT) SwiftPM drops with a
        // warning in every client's build.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "MosaicSDL", dependencies: ["CSDL2", "CPangoCairo", "MosaicCairo", "MosaicView"]),
        // GTK 4 and libadwaita (generated declarations, as above), with helpers for macros and
        // variadic functions: the GTK widget backend, drawing with MosaicCairo. MosaicGTK does not
        // export it: an app brings its own GTK bindings.
        .systemLibrary(name: "CGTK", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .target(name: "MosaicGTK", dependencies: ["CGTK", "MosaicCairo", "MosaicView"]),
        .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore", "MosaicTesting"]),
        .testTarget(name: "MosaicAnimationTests", dependencies: ["MosaicAnimation", "MosaicTesting"]),
        .testTarget(name: "MosaicInteractionTests", dependencies: ["MosaicInteraction", "MosaicTesting"]),
        .testTarget(name: "MosaicViewTests", dependencies: ["MosaicView", "MosaicReplay", "MosaicTesting"]),
        .testTarget(name: "MosaicTestingTests", dependencies: ["Mosaic", "MosaicTesting"]),
        .testTarget(name: "MosaicReplayTests", dependencies: ["MosaicReplay", "MosaicView", "MosaicTesting"]),
        .testTarget(name: "MosaicCairoTests", dependencies: ["MosaicCairo", "MosaicView", "MosaicTesting"], exclude: ["Golden"]),
        .testTarget(name: "MosaicSDLTests", dependencies: ["MosaicSDL"], exclude: ["Golden"]),
        .testTarget(name: "MosaicGTKTests", dependencies: ["MosaicGTK", "CGTK"]),
    ],
    swiftLanguageModes: [.v6]
)
