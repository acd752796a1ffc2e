// swift-tools-version:6.2
import PackageDescription

/// Module layout (dependencies point inward; Docs/architecture.md has the graph):
///
///   XUIKit (facade apps import: re-exports, UIApplicationMain)
///     └──► XUIKitX11 (the X11 backend) ──► X11Client (XDisplay) ──► CX11, CXShim
///            ├──► CXUIKitRuntime (runtime SPI)
///            └──► XUIKitControls (drawn widgets: UILabel, UIButton, ...)
///                   └──► XUIKitGraphics (Cairo, pixman, Pango, libjpeg) ──► XUIKitCore (pure Swift; CXUIKitRuntime's vtable lookup)
///   CoreGraphics (the CG names), QuartzCore (the CA layer names), XUIKitTesting (test kit) ──► XUIKitCore
///   TouchServer (headless Xorg, scripts) ◄── TouchServerX11 ──► X11Client
///   TouchLab (the inspector app) ──► XUIKit; xuitouch (tool: runs it on XUIKitX11), Benchmarks/ (make bench), Tests/PortingFixtures (client modes)
/// Every target builds in Swift 6 language mode; UIKit's classes are `@MainActor` per class.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Tests drive main-actor views, so their code is main-actor isolated by default.
let tests: [SwiftSetting] = swift6 + [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "XUIKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "XUIKit", targets: ["XUIKit", "CoreGraphics", "QuartzCore", "UIKit"]),
        // iOS sources compiled unchanged: `#selector`, `@objc`, `@IBOutlet`, ... rewritten (README, Porting).
        .plugin(name: "XUIKitPort", targets: ["XUIKitPort"]),
        .plugin(name: "XUIKitPortInPlace", targets: ["XUIKitPortInPlace"]),
        .library(name: "XUIKitTesting", targets: ["XUIKitTesting"]),
        .library(name: "TouchServer", targets: ["TouchServer"]),
        .executable(name: "xuitouch", targets: ["xuitouch"]),
        .executable(name: "TouchDemo", targets: ["TouchDemo"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // Pure core: no C library, builds and tests with no X server (CXUIKitRuntime: the Swift
        // runtime's vtable lookup, for hit-testing's override check).
        .target(name: "XUIKitCore", dependencies: ["CXUIKitRuntime"], swiftSettings: swift6),
        // Drawing with Cairo: CGContext, UIBezierPath, view-tree rendering, PNG. No X11.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Text: Pango shapes (HarfBuzz) and lays out, pangocairo draws, fontconfig finds fonts.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // JPEG: libjpeg-turbo decodes and encodes; the shim longjmps out of its errors (Swift cannot).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        // pixman (Cairo's rasteriser): images composited through a projective transform, for layers in perspective.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .target(name: "XUIKitGraphics", dependencies: ["XUIKitCore", "CCairo", "CPango", "CJPEGShim", "CPixman"], swiftSettings: swift6),
        // Drawn widgets: UILabel, UIButton, UISwitch, ... (their event logic lives in the core).
        .target(name: "XUIKitControls", dependencies: ["XUIKitCore", "XUIKitGraphics", "CXUIKitRuntime"], swiftSettings: swift6),
        // The X11 backend: connection, window hosts, the poll loop, X input to core input. No X type leaves it.
        .target(
            name: "XUIKitX11", dependencies: ["XUIKitCore", "XUIKitGraphics", "X11Client", "CCairo", "CX11", "CXShim", "CXUIKitRuntime"],
            swiftSettings: swift6
        ),
        // The module apps import: the core and graphics re-exported, UIApplicationMain on the X11 backend.
        .target(name: "XUIKit", dependencies: ["XUIKitCore", "XUIKitGraphics", "XUIKitControls", "XUIKitX11"], swiftSettings: swift6),

        // Public test kit for app developers: InputSimulator, trace views, a clean application per test.
        .target(name: "XUIKitTesting", dependencies: ["XUIKitCore"], swiftSettings: swift6),
        // `import CoreGraphics`: the CG types alone, re-exported from the core and graphics.
        .target(name: "CoreGraphics", dependencies: ["XUIKitCore", "XUIKitGraphics"], swiftSettings: swift6),
        // `import QuartzCore`: the layer types (and the CG names), re-exported from the core.
        .target(name: "QuartzCore", dependencies: ["XUIKitCore", "CoreGraphics"], swiftSettings: swift6),
        // `import UIKit`: all of `import XUIKit` (with CoreGraphics and QuartzCore), so iOS files need no edit.
        .target(name: "UIKit", dependencies: ["XUIKit", "CoreGraphics", "QuartzCore"], swiftSettings: swift6),

        // The porting rewrite (swift-syntax): `#selector`, `@objc`, `@IB...`, `@UIApplicationMain` to XUIKit,
        // with `#sourceLocation` back to the iOS lines and each class's `ObjCClassTable`.
        .target(
            name: "XUIKitPortRewriter",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")],
            swiftSettings: swift6
        ),
        .executableTarget(name: "xuikit-port", dependencies: ["XUIKitPortRewriter"], swiftSettings: swift6),
        // Build-tool plugin: compiles the iOS sources a target excludes, rewritten into the build folder.
        .plugin(name: "XUIKitPort", capability: .buildTool(), dependencies: ["xuikit-port"]),
        // `swift package port-ios [--target T] [paths]`: the same rewrite in place, a one-way port.
        .plugin(
            name: "XUIKitPortInPlace",
            capability: .command(
                intent: .custom(verb: "port-ios", description: "Rewrite iOS sources in place to build on XUIKit (one-way)"),
                permissions: [.writeToPackageDirectory(reason: "Rewrites the iOS sources in place")]
            ),
            dependencies: ["xuikit-port"]
        ),

        // Xlib + XInput2 (+ XRandR for the refresh rate) through pkg-config, and the C shim for their macros.
        .systemLibrary(
            name: "CX11", pkgConfig: "x11 xi xrandr cairo-xlib",
            providers: [.apt(["libx11-dev", "libxi-dev", "libxrandr-dev", "libcairo2-dev"])]
        ),
        .target(name: "CXShim", dependencies: ["CX11"]),
        // The DAMAGE extension, for `make bench` only (waiting for pixels on screen without polling).
        .systemLibrary(name: "CXDamage", pkgConfig: "xdamage xfixes", providers: [.apt(["libxdamage-dev", "libxfixes-dev"])]),
        // The one X client layer of the backend, the touch tools and tests: opening a display, the XI 2.2 check.
        .target(name: "X11Client", dependencies: ["CX11", "CXShim"], swiftSettings: swift6),
        // Runtime SPI Swift cannot call: libdispatch's main-queue port, CF's next timer, NSObject's vtable init,
        // the vtable lookups that tell which view classes override hit-testing.
        .target(name: "CXUIKitRuntime"),

        // Headless Xorg with inputtest devices, its wire protocol and gesture scripts.
        .target(name: "TouchServer", dependencies: ["CTouchServerShim", "CXKBCommon"], swiftSettings: swift6),
        // libxkbcommon: a script's key names are keysym names, and the server's layout (evdev, pc105, us) says which key
        // and modifiers type each (`KeyboardLayout`), as the X server compiles the same rules.
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        // pipe2/POSIX_SPAWN_SETSID for TouchServer's Xorg watchdog (GNU-only, no X11).
        .target(name: "CTouchServerShim"),
        // The X client side of the touch tools: XI2 observer, raw-touch recorder, device list.
        .target(name: "TouchServerX11", dependencies: ["TouchServer", "X11Client", "CX11", "CXShim"], swiftSettings: swift6),
        // `xuitouch inspect`: the touchscreen inspector's views, contact log and report, an app on XUIKit (no X types).
        .target(name: "TouchLab", dependencies: ["XUIKit"], swiftSettings: swift6),
        .executableTarget(
            name: "xuitouch",
            dependencies: [
                "TouchServer", "TouchServerX11", "X11Client", "CX11", "CXShim", "TouchLab", "XUIKitX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swift6
        ),

        // The demo app (`make demo`), written as an iOS app is.
        .executableTarget(name: "TouchDemo", dependencies: ["XUIKit"], path: "Demos/TouchDemo", exclude: ["session.touch"], swiftSettings: swift6),
        // The demo gallery (`make demo`): the seeds' examples as pages of one app.
        .executableTarget(name: "Gallery", dependencies: ["XUIKit"], path: "Demos/Gallery", swiftSettings: swift6),
        // A scene-based app as Xcode's template makes it (scene delegate, Info.plist manifest); the scene end-to-end tests run it.
        .executableTarget(name: "SceneDemo", dependencies: ["XUIKit"], path: "Demos/SceneDemo", exclude: ["Info.plist"], swiftSettings: swift6),

        // `make monkey`: random input over the demo gallery on a headless server, with the app's touch audit.
        .executableTarget(
            name: "xuikit-monkey",
            dependencies: ["TouchServer", "TouchServerX11", "X11Client", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Tools/xuikit-monkey", swiftSettings: swift6
        ),

        // `make bench`: touch-to-handler latency of an XUIKit app against a raw Xlib+XI2 client.
        .executableTarget(name: "raw-xi2-client", dependencies: ["CX11"], path: "Benchmarks/raw-xi2-client"),
        // The Swift runtime and Foundation linked in (`-static-stdlib`): the
        // startup row measures an app as shipped, and some 15 fewer shared
        // libraries for the dynamic loader to map and resolve (README, Benchmarks).
        .executableTarget(name: "xuikit-bench-client", dependencies: ["XUIKit"], path: "Benchmarks/xuikit-bench-client", swiftSettings: swift6,
                          linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections"])]),
        .executableTarget(
            name: "xuikit-bench", dependencies: ["TouchServer", "TouchServerX11", "X11Client", "CTouchServerShim", "XUIKitCore", "XUIKitGraphics", "XUIKitControls", "CCairo", "CPango", "CX11", "CXDamage"], path: "Benchmarks/xuikit-bench",
            swiftSettings: swift6
        ),
        // `make bench`, text: 200 labels and typing into a 100,000-character text view against raw pangocairo.
        .executableTarget(
            name: "xuikit-text-bench", dependencies: ["XUIKitControls", "XUIKitGraphics", "XUIKitCore", "CCairo", "CPango"],
            path: "Benchmarks/xuikit-text-bench", swiftSettings: swift6
        ),
        // `make bench`, layout: the Cassowary solver against kiwi's C++ (scripts/kiwi-bench.sh).
        .executableTarget(name: "xuikit-layout-bench", dependencies: ["XUIKitCore"], path: "Benchmarks/xuikit-layout-bench", swiftSettings: swift6),

        .testTarget(name: "XUIKitCoreTests", dependencies: ["XUIKitCore", "XUIKitTesting"], swiftSettings: tests),
        .testTarget(name: "XUIKitGraphicsTests", dependencies: ["XUIKitGraphics", "XUIKitCore", "XUIKitTesting", "CCairo"], swiftSettings: tests),
        .testTarget(name: "XUIKitControlsTests", dependencies: ["XUIKitControls", "XUIKitGraphics", "XUIKitCore", "XUIKitTesting"], swiftSettings: tests),
        // Runs the runtime SPI in a process whose main queue is not driven by dispatch_main.
        .executableTarget(name: "runtime-spi-probe", dependencies: ["CXUIKitRuntime"], path: "Tests/RuntimeSPIProbe", swiftSettings: swift6),
        .testTarget(
            name: "XUIKitX11Tests",
            dependencies: ["XUIKit", "XUIKitX11", "XUIKitTesting", "TouchServer", "TouchServerX11", "CX11", "CXShim", "CCairo", "CXUIKitRuntime"],
            swiftSettings: tests
        ),
        // Client code as porters write it, compiled in every language mode a client app can use.
        .target(name: "PortingFixture5", dependencies: ["XUIKit", "XUIKitTesting", "CoreGraphics", "QuartzCore"], path: "Tests/PortingFixtures/Swift5",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "PortingFixture6", dependencies: ["XUIKit", "XUIKitTesting", "CoreGraphics", "QuartzCore"], path: "Tests/PortingFixtures/Swift6",
                swiftSettings: swift6),
        .target(name: "PortingFixtureMainActor", dependencies: ["XUIKit", "XUIKitTesting", "CoreGraphics", "QuartzCore"], path: "Tests/PortingFixtures/Swift6MainActor",
                swiftSettings: swift6 + [.defaultIsolation(MainActor.self)]),
        .testTarget(
            name: "PortingTests", dependencies: ["PortingFixture5", "PortingFixture6", "PortingFixtureMainActor", "XUIKit", "XUIKitTesting"],
            swiftSettings: tests
        ),
        // The demo gallery's own checks (its pages are freed when replaced).
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "XUIKit", "XUIKitTesting"], swiftSettings: tests),
        .testTarget(name: "XUIKitPortRewriterTests", dependencies: ["XUIKitPortRewriter"], swiftSettings: swift6),
        // An iOS app's folder (Tests/PortedApp/iOS, excluded) built through the plugin, and its test (no X server).
        .executableTarget(name: "PortedApp", dependencies: ["UIKit"], path: "Tests/PortedApp", exclude: ["iOS"], plugins: ["XUIKitPort"]),
        .testTarget(name: "PortedAppTests", dependencies: ["PortedApp", "XUIKit", "XUIKitTesting"], swiftSettings: tests),
        .testTarget(name: "TouchServerTests", dependencies: ["TouchServer", "TouchServerX11", "CX11", "CXShim", "xuikit-monkey"], swiftSettings: swift6),
        .testTarget(name: "TouchLabTests", dependencies: ["TouchLab", "XUIKitTesting", "TouchServer", "TouchServerX11", "CX11"], swiftSettings: tests),

        // Fuzz targets (`make fuzz`: libFuzzer, -sanitize=fuzzer -DFUZZING); a plain build replays a corpus (`make test`).
        .executableTarget(name: "fuzz-touch-script", dependencies: ["TouchServer"], path: "Fuzz/TouchScriptFuzz", swiftSettings: swift6),
        .executableTarget(name: "fuzz-control-request", dependencies: ["TouchServer"], path: "Fuzz/ControlRequestFuzz", swiftSettings: swift6),
        .executableTarget(name: "fuzz-xi2-translator", dependencies: ["XUIKitX11", "XUIKitCore"], path: "Fuzz/XI2TranslatorFuzz",
                          swiftSettings: swift6),
        .executableTarget(name: "fuzz-selection-reply", dependencies: ["XUIKitX11"], path: "Fuzz/SelectionReplyFuzz", swiftSettings: swift6),
    ]
)
