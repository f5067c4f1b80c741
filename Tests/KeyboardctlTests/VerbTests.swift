import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// Every Control1 verb through the keyboardctl binary, its effect checked through keyboardd's
/// properties on the test's own connection.
@Suite struct VerbTests {
    @Test func launchHomeAndTerminate() async throws {
        let bench = try await CtlBench()
        let ike = try await bench.app("com.example.ike", launch: false)
        try await bench.call("Settle")
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
        let bench = try await CtlBench(["--profile", "ios13"])
        let ike = try await bench.app("com.example.ike")
        try await bench.call("Settle")
        #expect(try await ike.focus("tummy"))
        try await bench.call("Settle")
        func keyboardWindows() async throws -> [Bool] {
            guard case .array(_, let windows) = try await bench.app(ike.id, "Windows") else { return [] }
            return windows.compactMap { window -> Bool? in
                guard case .structure(let f) = window, f[1] == .string("keyboard"), case .boolean(let hidden) = f[2] else { return nil }
                return hidden
            }
        }
        #expect(try await keyboardWindows() == [false])
        let swipe = try await bench.ctl("swipe-home-indicator")
        #expect(swipe.status == 0, "\(swipe)")
        #expect(try await keyboardWindows() == [true, false])
    }

    @Test func alertAndDismissAlert() async throws {
        let bench = try await CtlBench()
        let ike = try await bench.app("com.example.ike")
        try await bench.call("Settle")
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
            guard case .structure(let f) = record, f[3] == .string("ShowAlert") else { return nil }
            return (try? [String: DBusValue](dbusValue: f[4]))?["Kind"]?.unwrappedVariant
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
        let bench = try await CtlBench()
        #expect(try await bench.ctl("device", "ipad-9.7").status == 0)
        #expect(try await bench.server("Device") == .string("ipad-9.7"))
        #expect(try await bench.ctl("device").output == "ipad-9.7")
        let a = try await bench.app("com.example.a")
        try await bench.call("Settle")
        #expect(try await a.focus())
        try await bench.call("Settle")

        #expect(try await bench.ctl("keyboard-mode", "undocked").status == 0)
        #expect(try await bench.ctl("settle").status == 0)
        #expect(try await bench.keyboard("Mode") == .string("undocked"))
        #expect(try await bench.ctl("keyboard-mode").output == "undocked")

        #expect(try await bench.ctl("drag", "begin").status == 0)
        let drop = try await bench.ctl("drag", "end", "--y", "300")
        #expect(drop.status == 0, "\(drop)")
        #expect(try await bench.ctl("settle").status == 0)
        let frame = try #require(BusRect(try await bench.keyboard("Frame")))
        #expect(frame.y == 300)
        let events = try await bench.trace().compactMap { record -> String? in
            if case .structure(let f) = record, case .string(let event) = f[3] { event } else { nil }
        }
        #expect(events.contains("BeginKeyboardDrag") && events.contains("EndKeyboardDrag"))

        let b = try await bench.app("com.example.b", launch: false)
        let split = try await bench.ctl("split-view", a.id, b.id, "--fraction", "0.5")
        #expect(split.status == 0, "\(split)")
        #expect(try await bench.ctl("settle").status == 0)
        let left = try #require(BusRect(try await bench.app(a.id, "WindowFrame")))
        let right = try #require(BusRect(try await bench.app(b.id, "WindowFrame")))
        #expect(left.x == 0 && left.width < 768)
        #expect(right.x >= left.width && right.x + right.width == 768)
        #expect(try await bench.app(b.id, "State") == .string("active"))

        #expect(try await bench.ctl("split-view", a.id).status == 0)
        #expect(BusRect(try await bench.app(a.id, "WindowFrame"))?.width == 768)
    }

    @Test func rotate() async throws {
        let bench = try await CtlBench()
        #expect(try await bench.ctl("rotate", "landscapeLeft").status == 0)
        #expect(try await bench.server("Orientation") == .string("landscapeLeft"))
        #expect(try await bench.ctl("rotate").output == "landscapeLeft")
    }

    @Test func profileAndQuirks() async throws {
        let bench = try await CtlBench(["--profile", "ios13"])
        #expect(try await bench.ctl("profile").output == "ios13")
        #expect(try await bench.ctl("profile", "ideal").status == 0)
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
        let bench = try await CtlBench(["--profile", "ios13"])
        let ike = try await bench.app("com.example.ike")
        let advance = try await bench.ctl("advance", "400")
        #expect(advance.lines == ["400"], "\(advance)")
        #expect(try await bench.server("Now") == .uint64(400))
        #expect(try await bench.app(ike.id, "State") == .string("active"))
        let settle = try await bench.ctl("settle")
        #expect(settle.status == 0)
        #expect(try await bench.server("Now") == .uint64(try #require(UInt64(settle.output))))

        #expect(try await bench.ctl("profile", "ideal").status == 0)
        #expect(try await bench.ctl("reset").status == 0)
        #expect(try await bench.server("Profile") == .string("ios13"))
        #expect(try await bench.server("Frontmost") == .string(""))
        let objects = try await bench.control.call(destination: Contract.busName, path: Contract.serverPath.rawValue,
                                                   interface: "org.freedesktop.DBus.ObjectManager", method: "GetManagedObjects")
        guard case .dictionary(_, _, let entries)? = objects.first else { Issue.record("no objects"); return }
        #expect(entries.map(\.key) == [.objectPath(Contract.keyboardPath)])
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

/// A `(dddd)` rect.
struct BusRect: Equatable {
    var x, y, width, height: Double
    init?(_ value: DBusValue) {
        guard case .structure(let f) = value.unwrappedVariant, f.count == 4, case .double(let x) = f[0],
              case .double(let y) = f[1], case .double(let w) = f[2], case .double(let h) = f[3] else { return nil }
        (self.x, self.y, self.width, self.height) = (x, y, w, h)
    }
}
