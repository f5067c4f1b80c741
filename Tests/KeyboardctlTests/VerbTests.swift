import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import ScenarioFiles
import Testing

/// Every Control1 verb through the keyboardctl binary, its effect checked through keyboardd's
/// properties on the test's own connection.
@Suite struct VerbTests {
    @Test func launchHomeAndTerminate() async throws {
        let bench = try await CtlBench()
        let ike = try await bench.app("com.example.ike", launch: false)
        _ = try await bench.control.settle()
        #expect(try await bench.server("Frontmost") == .string(""))

        let launch = try await bench.ctl("launch", ike.id)
        #expect(launch.status == 0 && launch.lines.isEmpty, "\(launch)")
        let settled = try await bench.ctl("settle")
        #expect(settled.status == 0)
        #expect(try await bench.server("Now") == .uint64(try #require(UInt64(settled.output))))
        #expect(try await bench.server("Frontmost") == .string(ike.id))
        #expect(try await bench.app(ike.id, "State") == .string("active"))

        #expect(try await bench.ctl("home").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.server("Frontmost") == .string(""))
        #expect(try await bench.app(ike.id, "State") == .string("suspended"))

        #expect(try await bench.ctl("terminate", ike.id).status == 0)
        #expect(try await bench.app(ike.id, "State") == .string("notRunning"))
    }

    /// K9: on ios13 the home indicator leaves a second keyboard window, the old one hidden.
    @Test func swipeHomeIndicatorDuplicatesTheKeyboardWindowOnIOS13() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let ike = try await bench.app("com.example.ike")
        _ = try await bench.control.settle()
        #expect(try await ike.focus("tummy"))
        _ = try await bench.control.settle()
        func keyboardWindows() async throws -> [Bool] {
            try await App1.Proxy(bench.connection, bundleId: ike.id).windows().filter { $0.kind == .keyboard }.map(\.hidden)
        }
        #expect(try await keyboardWindows() == [false])
        let swipe = try await bench.ctl("swipe-home-indicator")
        #expect(swipe.status == 0, "\(swipe)")
        #expect(try await keyboardWindows() == [true, false])
    }

    @Test func alertAndDismissAlert() async throws {
        let bench = try await CtlBench()
        let ike = try await bench.app("com.example.ike")
        _ = try await bench.control.settle()
        #expect(try await bench.ctl("alert", "microphone-permission").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.app(ike.id, "State") == .string("inactive"))
        #expect(try await bench.server("Frontmost") == .string(ike.id))
        #expect(try await bench.ctl("dismiss-alert").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.app(ike.id, "State") == .string("active"))
        // Without KIND: a generic alert.
        #expect(try await bench.ctl("alert").status == 0)
        let records = try await bench.trace()
        let kinds = records.compactMap { record -> DBusValue? in
            guard record.event == "ShowAlert" else { return nil }
            return record.data["Kind"]
        }
        #expect(kinds == [.string("microphone-permission"), .string("generic")])
    }

    @Test func inputModeAndHardwareKeyboard() async throws {
        let bench = try await CtlBench()
        #expect(try await bench.ctl("input-mode", "emoji").status == 0)
        #expect(try await bench.keyboard("InputMode") == .string("emoji"))
        #expect(try await bench.ctl("input-mode").output == "emoji")

        #expect(try await bench.ctl("hardware-keyboard", "on").status == 0)
        #expect(try await bench.keyboard("HardwareKeyboard") == .boolean(true))
        #expect(try await bench.ctl("hardware-keyboard").output == "on")
        #expect(try await bench.ctl("hardware-keyboard", "off").status == 0)
        #expect(try await bench.keyboard("HardwareKeyboard") == .boolean(false))
    }

    /// The iPad verbs: device, keyboard mode, the drag of the undocked keyboard, Split View.
    @Test func iPadKeyboardModeDragAndSplitView() async throws {
        let bench = try await CtlBench(["--era", "ios18"])   // iPadOS 26 has no Split View (C9)
        #expect(try await bench.ctl("device", "ipad-10").status == 0)
        #expect(try await bench.server("Device") == .string("ipad-10"))
        #expect(try await bench.ctl("device").output == "ipad-10")
        let a = try await bench.app("com.example.a")
        _ = try await bench.control.settle()
        #expect(try await a.focus())
        _ = try await bench.control.settle()

        #expect(try await bench.ctl("keyboard-mode", "undocked").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.keyboard("Mode") == .string("undocked"))
        #expect(try await bench.ctl("keyboard-mode").output == "undocked")

        #expect(try await bench.ctl("drag", "begin").status == 0)
        let drop = try await bench.ctl("drag", "end", "--y", "300")
        #expect(drop.status == 0, "\(drop)")
        #expect(try await bench.ctl("settle").status == 0)
        let frame = try await Keyboard1.Proxy(bench.connection).frame()
        #expect(frame.y == 300)
        let events = try await bench.trace().map(\.event)
        #expect(events.contains("BeginKeyboardDrag") && events.contains("EndKeyboardDrag"))

        let b = try await bench.app("com.example.b", launch: false)
        let split = try await bench.ctl("split-view", a.id, b.id, "--fraction", "0.5")
        #expect(split.status == 0, "\(split)")
        #expect(try await bench.ctl("settle").status == 0)
        let left = try await App1.Proxy(bench.connection, bundleId: a.id).windowFrame()
        let right = try await App1.Proxy(bench.connection, bundleId: b.id).windowFrame()
        #expect(left.x == 0 && left.width < 820)
        #expect(right.x >= left.width && right.x + right.width == 820)
        #expect(try await bench.app(b.id, "State") == .string("active"))

        #expect(try await bench.ctl("split-view", a.id).status == 0)
        #expect(try await App1.Proxy(bench.connection, bundleId: a.id).windowFrame().width == 820)
    }

    @Test func rotate() async throws {
        let bench = try await CtlBench()
        #expect(try await bench.ctl("rotate", "landscapeLeft").status == 0)
        #expect(try await bench.server("Orientation") == .string("landscapeLeft"))
        #expect(try await bench.ctl("rotate").output == "landscapeLeft")
    }

    /// `configure` changes device, profile and settings in one call and prints them with nothing;
    /// an impossible pair is refused and changes nothing.
    @Test func configure() async throws {
        let bench = try await CtlBench()
        let set = try await bench.ctl("configure", "--device", "iphone-6", "--era", "ios8", "--set", "reduce-motion=on")
        #expect(set.status == 0, "\(set)")
        #expect(try await bench.server("Device") == .string("iphone-6"))
        #expect(try await bench.server("Profile") == .string("ios8"))
        let shown = try await bench.ctl("configure")
        #expect(Array(shown.lines.prefix(3)) == ["device iphone-6", "era ios8", "orientation portrait"])
        #expect(shown.lines.contains("reduce-motion on"), "\(shown)")
        let impossible = try await bench.ctl("configure", "--era", "ios26", stderr: true)
        #expect(impossible.status == 1)
        #expect(impossible.output.contains("iphone-6 ran iOS 8 to 12, never ios26"), "\(impossible)")
        #expect(try await bench.server("Profile") == .string("ios8"))
        let badSetting = try await bench.ctl("configure", "--set", "reduce-motion", stderr: true)
        #expect(badSetting.status == 64)
        #expect(badSetting.output.contains("--set takes NAME=on or NAME=off, got 'reduce-motion'"), "\(badSetting)")
    }

    /// The era's old spellings work for a release, each with a warning that names the new one:
    /// keyboardd's `--profile`, the `profile` verb, configure's `--profile`.
    @Test func theErasOldSpellingsWarn() async throws {
        let bench = try await CtlBench(["--profile", "ios13"])
        #expect(try await bench.server("Profile") == .string("ios13"))
        let shown = try await bench.ctl("profile", stderr: true)
        #expect(shown.lines == ["keyboardctl: warning: 'keyboardctl profile' is deprecated and goes in a later release; "
                                + "say 'keyboardctl era'", "ios13"], "\(shown)")
        let configured = try await bench.ctl("configure", "--profile", "ideal", stderr: true)
        #expect(configured.status == 0)
        #expect(configured.lines == ["keyboardctl: warning: --profile is deprecated and goes in a later release; say --era"])
        #expect(try await bench.server("Profile") == .string("ideal"))
        let both = try await bench.ctl("configure", "--era", "ios13", "--profile", "ideal", stderr: true)
        #expect(both.status == 64 && both.output.contains("give --era, not both --era and --profile"), "\(both)")
    }

    @Test func profileAndQuirks() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        #expect(try await bench.ctl("era").output == "ios13")
        #expect(try await bench.ctl("era", "ideal").status == 0)
        #expect(try await bench.server("Profile") == .string("ideal"))
        #expect(try await bench.server("Quirks") == .array(elementSignature: "s", []))
        #expect(try await bench.ctl("quirk").lines.isEmpty)

        #expect(try await bench.ctl("quirk", "leaky-transition", "on").status == 0)
        #expect(try await bench.server("Quirks") == .array(elementSignature: "s", [.string("leaky-transition")]))
        #expect(try await bench.ctl("quirk").lines == ["leaky-transition"])
        #expect(try await bench.ctl("quirk", "leaky-transition").output == "on")
        #expect(try await bench.ctl("quirk", "leaky-transition", "off").status == 0)
        #expect(try await bench.server("Quirks") == .array(elementSignature: "s", []))
        #expect(try await bench.ctl("quirk", "leaky-transition").output == "off")
    }

    @Test func advanceSettleAndReset() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let ike = try await bench.app("com.example.ike")
        let advance = try await bench.ctl("advance", "400")
        #expect(advance.lines == ["400"], "\(advance)")
        #expect(try await bench.server("Now") == .uint64(400))
        #expect(try await bench.app(ike.id, "State") == .string("active"))
        let settle = try await bench.ctl("settle")
        #expect(settle.status == 0)
        #expect(try await bench.server("Now") == .uint64(try #require(UInt64(settle.output))))

        #expect(try await bench.ctl("era", "ideal").status == 0)
        #expect(try await bench.ctl("reset").status == 0)
        #expect(try await bench.server("Profile") == .string("ios13"))
        // Reset rewinds the virtual clock: times count from it, as on a fresh keyboardd.
        #expect(try await bench.server("Now") == .uint64(0))
        #expect(try await bench.server("Frontmost") == .string(""))
        #expect(try await bench.connection.keyboarddObjectPaths() == [Keyboard1.path.rawValue])
    }

    /// Second-wave Control1 verbs straight from the contract: a variant argument (`set-setting`),
    /// a rect written X,Y,WIDTH,HEIGHT (`move-app-window`), a verb without arguments.
    @Test func contractVerbsWithVariantsAndRects() async throws {
        let bench = try await CtlBench(["--device", "ipad-pro-11"])
        let ike = try await bench.app("com.example.ike")
        _ = try await bench.control.settle()
        func setting(_ name: String) async throws -> DBusValue? {
            try await bench.fixture.server.settings()[name]?.unwrappedVariant
        }
        // The names scenario files and completions offer are the daemon's.
        #expect(Set(try await bench.fixture.server.settings().keys) == Set(Vocabulary.settings))
        let off = try await bench.ctl("set-setting", "predictive", "off")
        #expect(off.status == 0 && off.lines.isEmpty, "\(off)")
        #expect(try await setting("predictive") == .boolean(false))
        #expect(try await bench.ctl("call", "set-setting", "stage-manager", "on").status == 0)
        #expect(try await setting("stage-manager") == .boolean(true))
        // keyboardd checks the value's type: a word that is not on/off is a string, refused.
        let wrong = try await bench.ctl("set-setting", "reduce-motion", "maybe")
        #expect(wrong.status == 1, "\(wrong)")
        #expect(try await setting("reduce-motion") == .boolean(false))

        let move = try await bench.ctl("move-app-window", ike.id, "100,80,500,700")
        #expect(move.status == 0, "\(move)")
        #expect(try await bench.app(ike.id, "WindowFrame") == Rect(x: 100, y: 80, width: 500, height: 700).dbusValue)
        let badRect = try await bench.ctl("move-app-window", ike.id, "100,80,500")
        #expect(badRect.status == 64, "\(badRect)")

        #expect(try await ike.focus())
        _ = try await bench.control.settle()
        #expect(try await bench.ctl("present-sheet", "share").status == 0)
        #expect(try await bench.app(ike.id, "FirstResponder") == .string(""))
        #expect(try await bench.ctl("dismiss-sheet").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.app(ike.id, "FirstResponder") == .string("field"))
        #expect(try await bench.ctl("dismiss-sheet").status == 1, "no sheet left: WrongState")
    }

    /// The session bus is the default, as DBUS_SESSION_BUS_ADDRESS names it; bus options may
    /// come before the verb, as with busctl.
    @Test func sessionBusByDefaultAndOptionsBeforeTheVerb() async throws {
        let bench = try await CtlBench()
        let session = KeyboardctlBinary.environment(["DBUS_SESSION_BUS_ADDRESS": bench.bus.address])
        #expect(try await keyboardctl(["rotate", "landscapeRight"], environment: session).status == 0)
        #expect(try await bench.server("Orientation") == .string("landscapeRight"))
        #expect(try await keyboardctl(["rotate", "--session"], environment: session).output == "landscapeRight")
        #expect(try await keyboardctl(["--address", bench.bus.address, "rotate", "portrait"]).status == 0)
        #expect(try await bench.server("Orientation") == .string("portrait"))
    }
}
