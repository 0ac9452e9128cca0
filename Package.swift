// swift-tools-version:6.0
// cartlua: Core Animation's model, headless, driven by Lua scripts on a virtual clock.
// Module layout and import rules: docs/ARCHITECTURE.md and README.md "How it works" (held to
// by ImportRulesTests).
import PackageDescription

/// The program's own modules import neither Concurrency nor StringProcessing (Swift adds both
/// implicitly): without them `cartlua` does not load libswift_Concurrency, libdispatch,
/// libswift_StringProcessing and libswift_RegexParser at every start (~1.5 ms of ~10).
/// A release build also optimises across modules (`-cross-module-optimization`): a binding in
/// CartLua inlines the core's small functions (CartAnimation, CartRun) as it would its own
/// (calling thread −1 % of its instructions; docs/PERFORMANCE-LOG.md, "The binary linked for
/// speed").
let lean: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import",
                                          "-Xfrontend", "-disable-implicit-concurrency-module-import"]),
                            .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

/// The modules on a run's hot path check exclusive access at compile time, and at run time in
/// debug builds (every test run) but not in release: the run-time check on each read of a class
/// property was ~40% of evaluating a layer (callgrind, Benchmarks/stress_coins.lua) and 3.8% of
/// the coin benchmark's calling thread in the Lua host and the run loop.
let hot: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "cartlua",
    products: [
        .executable(name: "cartlua", targets: ["cartlua"]),
    ],
    targets: [
        // Lua 5.4 from Debian's liblua5.4-dev, plus shim.h: inline stand-ins for Lua's macros and
        // the trampoline that raises Lua errors only after a Swift frame has returned.
        // Linked from its static archive (module.modulemap): calls into Lua, and Lua's own calls
        // to its API, go straight to the function, not through the PLT (a coin's calling thread
        // −0.8 %), and profiles name Lua's functions. So no pkg-config: its flags link the
        // shared library, and shim.h finds the headers by their folder. Without pkg-config
        // SwiftPM names no package to install when they are missing: tools/setup.sh (`make`)
        // installs liblua5.4-dev.
        .systemLibrary(name: "CLua"),
        // The pure core: geometry, paths, timing, animations, layers, evaluation. No Foundation, no Lua.
        .target(name: "CartAnimation", swiftSettings: lean + hot),
        // The virtual clock, event queue and sampling plan.
        .target(name: "CartRun", dependencies: ["CartAnimation"], swiftSettings: lean + hot),
        // The Lua host: the only importer of CLua. Its own Lua chunks are files (Prelude/*.lua),
        // embedded at build time.
        .target(name: "CartLua", dependencies: ["CLua", "CartAnimation", "CartRun"], swiftSettings: lean + hot,
                plugins: ["EmbedFiles"]),
        // Trace writers, all behind TraceSink: JSON Lines, text table, SVG motion sheet, HTML player,
        // Lottie; the tee that feeds several, and the golden comparison (`--check`). One number format.
        // The HTML player's page is files of its own (Pictures/Player: HTML, CSS, JavaScript),
        // embedded at build time.
        .target(name: "CartOutput", dependencies: ["CartAnimation", "CAtomics"], swiftSettings: lean + hot,
                plugins: ["EmbedFiles"]),
        // `cartlua export`: records what a script did (around each callback) and writes it as Swift.
        .target(name: "CartExport", dependencies: ["CartAnimation", "CartRun"], swiftSettings: lean),
        // What `explain` and `watch` say about a run, as text for a terminal described to it: the
        // recorder that keeps a run's animations, layers and log lines, explain's Timeline,
        // watch's RunSummary and Motion, params' listing, test's lines, lint's rules and findings.
        // Pure: no files, no libc, no Lua.
        .target(name: "CartReport", dependencies: ["CartAnimation", "CartRun", "CartOutput"], swiftSettings: lean),
        // The command-line tool: options (one table per command), commands, exit codes. Its files
        // and terminals are Platform's.
        // Linked with mimalloc from Debian (libmimalloc-dev), which takes over malloc and free for
        // the whole process: a run makes and frees small Swift objects and Lua tables by the
        // million, and glibc's allocator was 7 % of the calling thread (docs/PERFORMANCE-LOG.md).
        // A release build links Swift's runtime into the binary (`-static-stdlib`): its calls
        // (a coin's thousands of retains and releases) go straight to it, not through the PLT,
        // and start-up binds none of its symbols (docs/PERFORMANCE-LOG.md, "The binary linked
        // for speed"). The test bundles that link this target get the flag too, so tests build
        // in debug only (as their `@testable` imports need anyway).
        .executableTarget(name: "cartlua", dependencies: ["CartAnimation", "CartRun", "CartLua", "CartOutput", "CartRaster", "CartExport", "CartReport", "Platform", "CartServer"], swiftSettings: lean,
                          linkerSettings: [.linkedLibrary("mimalloc"),
                                           .unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // All of the C library's I/O, in one place with one typed error (PlatformError): files,
        // directories, descriptors, inotify, signals, the environment. A port to another system
        // is this folder.
        .target(name: "Platform", swiftSettings: lean),
        // The C11 atomics of the sample hand-over (CAtomics.h): Swift's own are a shared
        // library every run would load at start.
        .target(name: "CAtomics", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Pictures that need C libraries: cairo (drawing, PNG) and giflib, from Debian
        // (libcairo2-dev, libgif-dev). Not linked: loaded with dlopen when a picture is drawn, so
        // a run without pictures does not load their twenty-odd libraries (CRaster.h).
        .target(name: "CRaster", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // PNG frames, contact sheets and animated GIFs, drawn from the same sample stream.
        .target(name: "CartRaster", dependencies: ["CRaster", "CartAnimation", "CartOutput"], swiftSettings: lean),
        // `cartlua preview`'s local HTTP server: GNU libmicrohttpd from Debian (libmicrohttpd-dev),
        // loaded with dlopen when a preview starts (CHTTP.h), and its Swift face.
        // DWARF 4, as CRaster: valgrind 3.19 (Debian's; `make valgrind`, callgrind) cannot read
        // the DWARF 5 clang writes for C by default once two C files are linked in.
        .target(name: "CHTTP", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "CartServer", dependencies: ["CHTTP"], swiftSettings: lean),
        // Build time only: a module's .lua, .html, .css and .js files become `Embedded.swift`, one
        // StaticString each, so the binary reads nothing from disk at run time (Plugins/EmbedFiles).
        .executableTarget(name: "EmbedFilesTool", path: "Plugins/EmbedFilesTool"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["EmbedFilesTool"]),
        // Test helpers: approximate matchers, a fake script host, a recording sink, and the harness
        // that runs the built `cartlua` (CLIProcess).
        .target(name: "CartTestSupport", dependencies: ["CartAnimation", "CartRun", "CartOutput"]),
        // Tests only: UIKit and Core Animation names over CartAnimation, so Swift from `cartlua export`
        // compiles unchanged (`import UIKit`) and runs on the virtual clock (ExportRoundTripTests).
        .target(name: "UIKit", dependencies: ["CartAnimation", "CartRun"], path: "Tests/UIKitShim"),

        .testTarget(name: "CartAnimationTests", dependencies: ["CartAnimation", "CartTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "CartRunTests", dependencies: ["CartRun", "CartAnimation", "CartTestSupport"]),
        .testTarget(name: "CartLuaTests", dependencies: ["CartLua", "CartRun", "CartAnimation", "CartTestSupport"]),
        .testTarget(name: "CartOutputTests", dependencies: ["CartOutput", "CartAnimation", "CartTestSupport"]),
        .testTarget(name: "CartRasterTests", dependencies: ["CartRaster", "CRaster", "CartOutput", "CartAnimation"]),
        // A real Lottie player for the Lottie writer's tests: rlottie's C API (Debian's librlottie-dev).
        .systemLibrary(name: "CRLottie", path: "Tests/CRLottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
        .testTarget(name: "CartLottieTests", dependencies: ["CartOutput", "CartAnimation", "CartRun", "CartLua", "CRLottie", "CartTestSupport"]),
        // explain's, watch's, params' and test's words, from runs made in Swift (no subprocess).
        .testTarget(name: "CartReportTests", dependencies: ["CartReport", "CartAnimation", "CartOutput", "CartRun", "CartTestSupport"]),
        // End to end: runs the built `cartlua` on the scripts and compares with golden traces.
        .testTarget(name: "CartluaCLITests", dependencies: ["cartlua", "CartReport", "CartTestSupport", "CRaster", "Platform"],
                    exclude: ["Goldens", "Preview"]),
        .testTarget(name: "CartServerTests", dependencies: ["CartServer", "CartTestSupport"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "CartExportTests", dependencies: ["CartExport", "CartAnimation", "CartRun"]),
        // Exported Swift of every script, compiled against the UIKit shim: it must still be what
        // `cartlua export` writes, and its trace must be the script's, byte for byte.
        .testTarget(name: "ExportRoundTripTests", dependencies: ["UIKit", "cartlua", "CartAnimation", "CartRun", "CartOutput", "CartTestSupport"],
                    exclude: ["Fixtures", "Parity"]),
        // The `--xctest` parity cases of those scripts, run by XCTest against the UIKit shim: a
        // target of their own, since each file holds its own parity export of the script's type.
        .testTarget(name: "ParityTests", dependencies: ["UIKit"], path: "Tests/ExportRoundTripTests/Parity"),
    ],
    swiftLanguageModes: [.v6]
)
