// swift-tools-version: 6.1
import PackageDescription

/// What each sample client in examples/ is built on.
let sampleClient: [Target.Dependency] = [
    "ExampleSupport", "SampleApps", "KeyboardClient", "KeyboardTrackers",
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
]

let package = Package(
    name: "keyboardd",
    // iOS for KeyboardFixtures, which an iOS test target depends on; everything else is for Linux and macOS.
    platforms: [.macOS(.v15), .iOS(.v15)],
    products: [
        .library(name: "DBus", targets: ["DBus"]),
        .library(name: "KeyboardModel", targets: ["KeyboardModel"]),
        .library(name: "KeyboardServer", targets: ["KeyboardServer"]),
        .library(name: "KeyboardClient", targets: ["KeyboardClient"]),
        .library(name: "KeyboardTrackers", targets: ["KeyboardTrackers"]),
        .library(name: "KeyboardTesting", targets: ["KeyboardTesting"]),
        .library(name: "KeyboardFixtures", targets: ["KeyboardFixtures"]),
        .library(name: "UIKitNames", targets: ["UIKitNames"]),
        .library(name: "CompatibilityTable", targets: ["CompatibilityTable"]),
        .executable(name: "keyboardd", targets: ["keyboardd"]),
        .executable(name: "keyboardctl", targets: ["keyboardctl"]),
        .executable(name: "keyboardd-compat", targets: ["keyboardd-compat"]),
        .executable(name: "keyboardd-playground", targets: ["keyboardd-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` (scripts/docs): the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The playground's HTTP and WebSocket server (docs/PLAYGROUND.md says why this one).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // libdbus-1 through pkg-config; shim.h re-exports the DBUS_TYPE_* values Swift cannot import.
        .systemLibrary(
            name: "CDBus", path: "Sources/Bus/CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),
        .target(
            name: "DBus",
            dependencies: ["CDBus", .product(name: "HeapModule", package: "swift-collections")],
            path: "Sources/Bus/DBus"
        ),
        // Pure core: no Foundation, no I/O. libm for rounding in release and debug alike.
        .target(name: "KeyboardModel", path: "Sources/Core/KeyboardModel", linkerSettings: [.linkedLibrary("m")]),
        // Child processes and private dbus-daemons, for the embedded bus and for tests.
        .target(name: "ProcessSupport", path: "Sources/Support/ProcessSupport"),
        // Quoting strings into generated source (the contract's, the model catalog's, the corpus index).
        .target(name: "SourceLiterals", path: "Sources/Support/SourceLiterals"),
        // Tagged log lines ([keyboard][server] ...) for the daemon, clients and trackers.
        .target(
            name: "KeyboardLogging",
            dependencies: ["ProcessSupport", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Support/KeyboardLogging"
        ),
        // The contract, generated from dbus/*.xml at build time (ContractPlugin runs
        // keyboardd-contract-gen): names, errors, wire types, member descriptions, the typed calls,
        // replies and signals (with their JSON form, in ProcessSupport's JSONValue), the server's
        // protocols and tables, typed proxies. Shared by server, clients and CLI.
        .target(
            name: "KeyboardContract", dependencies: ["DBus", "ProcessSupport"], path: "Sources/Bus/KeyboardContract",
            plugins: ["ContractPlugin"]
        ),
        // The generator: dbus/*.xml to Swift (for the plugin) and to docs/CONTRACT.md (scripts/generate).
        .target(name: "ContractGenerator", dependencies: ["SourceLiterals"], path: "Sources/Bus/ContractGenerator"),
        .executableTarget(name: "keyboardd-contract-gen", dependencies: ["ContractGenerator"], path: "Sources/Bus/keyboardd-contract-gen"),
        .plugin(name: "ContractPlugin", capability: .buildTool(), dependencies: ["keyboardd-contract-gen"], path: "Plugins/ContractPlugin"),
        // The contract's decoded calls as the model's events (and App1's replies): the one mapping,
        // shared by keyboardd's server and the in-process runner, which may not link each other's
        // shell; apart from both because the model knows no contract and the contract no model.
        .target(name: "CallEvents", dependencies: ["DBus", "KeyboardContract", "KeyboardModel"], path: "Sources/Server/CallEvents"),
        .target(
            name: "KeyboardServer",
            dependencies: [
                "DBus", "KeyboardContract", "KeyboardModel", "CallEvents", "ProcessSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Server/KeyboardServer"
        ),
        // mallopt for keyboardd's main: malloc.h is not in Swift's Glibc module.
        .target(name: "CMallocArena", path: "Sources/Server/CMallocArena"),
        .executableTarget(
            name: "keyboardd",
            dependencies: [
                "KeyboardServer", "KeyboardContract", "KeyboardModel", "DBus", "KeyboardLogging", "ProcessSupport",
                "CMallocArena",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Server/keyboardd"
        ),
        .executableTarget(name: "model-benchmark", dependencies: ["KeyboardModel"], path: "Sources/Benchmarks/model-benchmark"),
        // Client side (issue 5): an app process's connection, UIKit-shaped notifications, typed events.
        .target(
            name: "KeyboardClient",
            dependencies: [
                "DBus", "KeyboardContract", "UIKitNames",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Client/KeyboardClient"
        ),
        // UIKit's notification names and userInfo keys where UIKit is not (empty where it is):
        // re-exported by KeyboardClient and by KeyboardFixtures, so they never clash. Foundation only.
        .target(name: "UIKitNames", path: "Sources/Client/UIKitNames"),
        // The names of the trackers and fixes a sample app takes: shared by the trackers and by the
        // tools that check scenario files, which do not link the trackers.
        .target(name: "TrackerOptions", path: "Sources/Client/TrackerOptions"),
        // The articles' trackers over a headless view model, the fixes and the watchdog.
        .target(
            name: "KeyboardTrackers",
            dependencies: ["KeyboardClient", "TrackerOptions", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Client/KeyboardTrackers"
        ),
        // For iOS and macOS test targets (issue 30): the replay format, the player, typed devices
        // and eras, and the generated corpus of every scenario's stories as resources. Foundation
        // only (UIKit where it can be imported): no libdbus, no processes, nothing iOS lacks.
        .target(name: "KeyboardFixtures", dependencies: ["UIKitNames"], path: "Sources/Client/KeyboardFixtures",
                resources: [.copy("Corpus")]),
        // For other packages' tests: a private bus and keyboardd (virtual clock) as children,
        // apps on their own connections, what they received, truth against belief; the Swift
        // Testing trait and the XCTest base class; KeyboardFixtures' typed names.
        .target(
            name: "KeyboardTesting",
            dependencies: [
                "DBus", "KeyboardContract", "KeyboardClient", "KeyboardFixtures", "ProcessSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Client/KeyboardTesting"
        ),
        // The sample apps apart from their process: each example's screen, tracker wiring, commands
        // and belief, over any app connection; the sample clients and the in-process runner share it.
        .target(
            name: "SampleApps",
            dependencies: ["KeyboardClient", "KeyboardTrackers", "TrackerOptions", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Client/SampleApps"
        ),
        // What every sample client shares: options, stdin commands, one line per event, SIGTERM.
        .target(
            name: "ExampleSupport",
            dependencies: [
                "SampleApps", "KeyboardClient", "KeyboardTrackers", "KeyboardLogging", "ProcessSupport", "TrackerOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Client/ExampleSupport"
        ),
        .executableTarget(name: "ike", dependencies: sampleClient, path: "examples/ike"),
        .executableTarget(name: "notes", dependencies: sampleClient, path: "examples/notes"),
        .executableTarget(name: "form", dependencies: sampleClient, path: "examples/form"),
        .executableTarget(name: "chat", dependencies: sampleClient, path: "examples/chat"),
        .executableTarget(name: "ipad", dependencies: sampleClient, path: "examples/ipad"),
        // The main job's story: keyboardd, Ike and Notes, with and without the fixes.
        .executableTarget(
            name: "keyboardd-demo",
            dependencies: [
                "StrategyMatrix", "DBus", "KeyboardContract", "ProcessSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "examples/demo"
        ),
        // The articles' stories over the bus with real sample clients, and the tracker × story matrix.
        .target(name: "StrategyMatrix", dependencies: ["DBus", "KeyboardContract", "ProcessSupport"], path: "Sources/Tools/StrategyMatrix"),
        // The compatibility table (issue 29): the strategy matrix's stories played in one process, on
        // keyboardd's model (no bus, no daemon, no sample client processes) with the sample apps'
        // screens and every tracker, for every era and device, and the documents made of it. A tool,
        // like the benchmarks: the one target that links the model and the client side together
        // (docs/ARCHITECTURE.md says why that is allowed).
        .target(
            name: "CompatibilityTable",
            dependencies: [
                "KeyboardModel", "KeyboardClient", "KeyboardTrackers", "SampleApps", "TrackerOptions", "StrategyMatrix",
                "ScenarioFiles", "DBus", "KeyboardContract", "KeyboardFixtures", "CallEvents", "ProcessSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Tools/CompatibilityTable"
        ),
        .executableTarget(
            name: "keyboardd-compat",
            dependencies: ["CompatibilityTable", "StrategyMatrix", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/keyboardd-compat"
        ),
        // Scenario files (issue 6): YAML through Yams into StrategyMatrix's scripts, errors with line numbers.
        .target(
            name: "ScenarioFiles",
            dependencies: ["KeyboardContract", "StrategyMatrix", "TrackerOptions", .product(name: "Yams", package: "Yams")],
            path: "Sources/Tools/ScenarioFiles"
        ),
        // Conformance logs (issue 28): real devices' published notification sequences as YAML, the
        // reader (errors with line and field), the comparison with what keyboardd sent, and the
        // player that registers each log's apps over the bus; keyboardctl conform and its tests share it.
        .target(
            name: "Conformance",
            dependencies: ["DBus", "KeyboardContract", "ScenarioFiles", .product(name: "Yams", package: "Yams")],
            path: "Sources/Tools/Conformance"
        ),
        // Files made from the model's declarations (docs/PROFILES.md's quirks, HEIGHTS.md, DEVICES.md,
        // the contract side's ModelCatalog), and the program scripts/generate runs to write them.
        .target(name: "ModelDocuments", dependencies: ["KeyboardModel", "SourceLiterals"], path: "Sources/Tools/ModelDocuments"),
        .executableTarget(name: "keyboardd-generate", dependencies: ["ModelDocuments"], path: "Sources/Tools/keyboardd-generate"),
        // The CLI (issue 6). KeyboardModel for its device table (the storyboard's screens),
        // KeyboardClient for UIKit's lifecycle states (the replay export).
        .executableTarget(
            name: "keyboardctl",
            dependencies: [
                "DBus", "KeyboardContract", "ProcessSupport", "StrategyMatrix", "ScenarioFiles", "Conformance",
                "SourceLiterals", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/keyboardctl"
        ),
        // The playground (issue 41, docs/PLAYGROUND.md): a local web page that drives and watches a
        // keyboardd live, over a WebSocket, and exports what it saw as a scenario file and replay
        // files. A client like keyboardctl (the contract, the sample clients, scenario files), with
        // the HTTP server of its own: keyboardctl playground execs keyboardd-playground, built beside
        // it, so keyboardctl's other commands do not link the server.
        .target(
            name: "Playground",
            dependencies: [
                "DBus", "KeyboardContract", "ProcessSupport", "StrategyMatrix", "ScenarioFiles", "KeyboardTesting",
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Sources/Tools/Playground",
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "keyboardd-playground",
            dependencies: ["Playground", "ProcessSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/keyboardd-playground"
        ),
        // An app process for integration tests (killed with SIGKILL, disconnects, re-registers).
        .executableTarget(name: "keyboard-test-app", dependencies: ["DBus", "KeyboardContract"], path: "Sources/Tools/keyboard-test-app"),

        // Fuzzing (issue 8): the targets as a library (ReliabilityTests replays the corpus through
        // it), libFuzzer's driver declaration, and the runner scripts/fuzz builds with -sanitize=fuzzer.
        .target(name: "FuzzTargets", dependencies: ["DBus", "KeyboardModel", "AnimationRules"], path: "fuzz/FuzzTargets"),
        .target(name: "CFuzzing", path: "fuzz/CFuzzing"),
        .executableTarget(name: "keyboardd-fuzz", dependencies: ["FuzzTargets", "CFuzzing"], path: "fuzz/keyboardd-fuzz"),

        // Test support: a private dbus-daemon per suite, stopped by PID, and keyboardd's server on a
        // bus inside the test process (InProcessKeyboardd).
        .target(
            name: "BusTestSupport",
            dependencies: [
                "DBus", "KeyboardContract", "ProcessSupport", "AnimationRules", "KeyboardServer", "KeyboardModel",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/BusTestSupport"
        ),
        // N1's rule (one userInfo per animation), for the model's checker and the bus tests alike
        // (generic over the rect; the model's conformance in it, the contract's in BusTestSupport).
        .target(name: "AnimationRules", dependencies: ["KeyboardModel"], path: "Tests/AnimationRules"),
        // Test support: every line a logger writes, for the client's and the trackers' log tests.
        .target(name: "LogRecording", dependencies: [.product(name: "Logging", package: "swift-log")], path: "Tests/LogRecording"),
        .testTarget(name: "DBusTests", dependencies: ["DBus", "BusTestSupport"]),
        .testTarget(
            name: "KeyboardModelTests",
            dependencies: [
                "KeyboardModel", "AnimationRules",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The server's pieces, and the server over an in-process bus: handlers, access checks, signals.
        .testTarget(
            name: "KeyboardServerTests",
            dependencies: ["KeyboardServer", "KeyboardContract", "KeyboardModel", "DBus", "BusTestSupport", "AnimationRules"]
        ),
        // Every generated file is what the model's declarations make (scripts/generate).
        .testTarget(name: "GeneratedFilesTests", dependencies: ["ModelDocuments", "KeyboardModel", "KeyboardContract"]),
        .testTarget(name: "ProcessSupportTests", dependencies: ["ProcessSupport"]),
        // The generator and what it generates: docs/CONTRACT.md up to date, wire types, names, the
        // typed calls and their mapping onto the model (CallEvents); the model's spellings of the
        // contract's names and value lists held to the contract.
        .testTarget(
            name: "ContractTests", dependencies: ["ContractGenerator", "KeyboardContract", "DBus", "KeyboardModel", "CallEvents"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "KeyboardClientTests",
            dependencies: [
                "KeyboardClient", "KeyboardContract", "DBus", "BusTestSupport", "LogRecording", "keyboardd",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KeyboardTrackersTests",
            dependencies: [
                "KeyboardTrackers", "KeyboardClient", "TrackerOptions", "LogRecording",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "KeyboardctlTests",
            dependencies: [
                "BusTestSupport", "ScenarioFiles", "StrategyMatrix", "Conformance", "keyboardctl", "keyboardd", "KeyboardModel",
                "ike", "notes", "form", "chat", "ipad", "keyboardd-compat",
            ],
            // A stand-in sample client, a shell script (RunTimeoutTests).
            exclude: ["SilentClient"]
        ),
        // examples/replay/KeyboardReplay.swift, KeyboardFixtures' player as one file for a target that
        // copies it (generated), built alone so that it stays self-contained (Foundation only).
        .target(name: "KeyboardReplay", path: "examples/replay", exclude: ["README.md"]),
        // The main job's table: a row is wrong only with the keyboard at rest.
        .testTarget(name: "DemoTests", dependencies: ["keyboardd-demo"]),
        .testTarget(
            name: "KeyboardFixturesTests",
            dependencies: [
                "KeyboardFixtures", "KeyboardTrackers", "KeyboardClient", "BusTestSupport", "ProcessSupport",
                "keyboardctl", "keyboardd", "ike", "notes", "form", "chat", "ipad", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The in-process runner alone (fast), and against the bus runner on every curated cell.
        .testTarget(
            name: "CompatibilityTableTests",
            dependencies: [
                "CompatibilityTable", "StrategyMatrix", "BusTestSupport", "SampleApps", "KeyboardModel", "KeyboardClient",
                "KeyboardTrackers", "TrackerOptions", "KeyboardFixtures", "ProcessSupport", "keyboardd", "ike", "notes", "form", "chat",
                "ipad", "keyboardd-compat", "HeadlessBrowser",
            ]
        ),
        // Real client processes against the real daemon: the strategy matrix.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["BusTestSupport", "StrategyMatrix", "keyboardd", "ike", "notes", "form", "chat", "ipad"]
        ),
        // keyboardd as a process, for what only processes show: its command line and start, app
        // processes killed, signals, the embedded bus, the Python client, state across restarts.
        // The server's handlers, access checks and signals are KeyboardServerTests', in process.
        .testTarget(
            name: "KeyboarddTests",
            dependencies: ["DBus", "BusTestSupport", "KeyboardContract", "keyboardd", "keyboard-test-app", "CMallocArena"]
        ),

        // Debian's chromium driven over the DevTools protocol (a pipe): tabs, clicks, the page's
        // values, screenshots; for the browser tests (the playground's, the compatibility page's)
        // and the playground's latency benchmark.
        .target(name: "HeadlessBrowser", path: "Tests/HeadlessBrowser"),
        // The playground in a real browser, and its pieces (docs/PLAYGROUND.md).
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "HeadlessBrowser", "BusTestSupport", "StrategyMatrix", "DBus", "KeyboardContract", "ProcessSupport",
                "keyboardctl", "keyboardd-playground", "keyboardd", "ike", "notes",
            ]
        ),

        // Performance (issue 7, BENCHMARKS.md): the bus's own limit in C on libdbus, and the benchmark
        // that runs keyboardd and it side by side on private buses. Programs that print figures.
        .executableTarget(name: "bus-baseline", dependencies: ["CDBus"], path: "Sources/Benchmarks/bus-baseline"),
        .executableTarget(
            name: "keyboardd-benchmark",
            dependencies: [
                "CDBus", "KeyboardContract", "ProcessSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Benchmarks/keyboardd-benchmark"
        ),
        // The cost of a typical test on a shared KeyboardTesting bench (BENCHMARKS.md).
        .executableTarget(
            name: "keyboardtesting-benchmark", dependencies: ["KeyboardTesting"],
            path: "Sources/Benchmarks/keyboardtesting-benchmark"
        ),
        // The playground's figures: notification → page latency with several tabs, the keyboard's
        // frames, the idle cost (BENCHMARKS.md). Drives chromium (HeadlessBrowser).
        .executableTarget(
            name: "playground-benchmark", dependencies: ["HeadlessBrowser", "DBus", "KeyboardContract", "ProcessSupport"],
            path: "Sources/Benchmarks/playground-benchmark"
        ),
        .testTarget(
            name: "KeyboardTestingTests",
            dependencies: ["KeyboardTesting", "KeyboardTrackers", "ProcessSupport", "keyboardd", "BusTestSupport"]
        ),
        // Bad input, fuzz corpus, dying and slow clients, floods, restarts, limits (issue 8).
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "BusTestSupport", "DBus", "KeyboardContract", "KeyboardServer", "KeyboardClient", "FuzzTargets", "ProcessSupport",
                "keyboardd", "keyboard-test-app", "KeyboardModel", "AnimationRules",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
