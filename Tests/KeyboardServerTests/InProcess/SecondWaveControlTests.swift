import BusTestSupport
import DBus
import KeyboardContract
import Testing

/// The second wave's Control1 members over the bus (docs/CONTRACT.md, Control1): each does what
/// it says through the typed proxy, and each refusal answers the contract's error name, says why,
/// and leaves the daemon as it was.
@Suite struct SecondWaveControlTests {
    static let ike = "com.example.ike"

    /// keyboardd on `device` with ike registered, active and focused, everything settled.
    static func focused(_ device: String = "iphone-16-pro", _ arguments: [String] = []) async throws -> (InProcessKeyboardd, BusApp) {
        let fixture = try await InProcessKeyboardd(["--device", device, "--era", "ios26"] + arguments)
        let app = try await BusApp(ike, bus: fixture.bus)
        _ = try await fixture.control.settle()
        #expect(try await app.focus())
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.visible())
        return (fixture, app)
    }

    /// `body` fails with `name`, its message mentions `mentions`, and nothing visible changed.
    static func refused(_ fixture: InProcessKeyboardd, _ name: KeyboarddErrorName, mentioning mentions: String,
                        _ what: String, _ body: () async throws(DBusError) -> Void) async throws {
        let before = try await VisibleState(fixture, app: ike, ignoringClock: true)
        do {
            try await body()
            Issue.record("\(what) succeeded")
        } catch {
            #expect(error.contractName == name, "\(what): \(error)")
            #expect(error.message.contains(mentions), "\(what): '\(error.message)' should mention '\(mentions)'")
        }
        #expect(try await VisibleState(fixture, app: ike, ignoringClock: true) == before, "\(what) changed the daemon")
    }

    /// Server1.Settings, typed by its declared keys.
    static func settings(_ fixture: InProcessKeyboardd) async throws -> Server1.Settings {
        try Server1.Settings(dictionary: try await fixture.server.settings().mapValues(\.unwrappedVariant))
    }

    // MARK: SetSetting

    @Test func setSettingChangesTheSettingsProperty() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        #expect(try await Self.settings(fixture).predictive == true)
        let height = try await fixture.keyboard.frame().height
        try await fixture.control.setSetting(name: .predictive, value: .boolean(false))
        try await fixture.control.setSetting(name: .reduceMotion, value: .boolean(true))
        _ = try await fixture.control.settle()
        let settings = try await Self.settings(fixture)
        #expect(settings.predictive == false && settings.reduceMotion == true)
        #expect(settings.preferCrossFade == false && settings.stageManager == false)
        // The keyboard up loses the predictive bar.
        #expect(try await fixture.keyboard.frame().height < height)
        #expect(try await fixture.control.trace(afterSequence: 0).contains { $0.event == "SetSetting" })
    }

    @Test func setSettingRefusesUnknownNamesAndValuesThatAreNotBooleans() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, .invalidArgs, mentioning: "reduce-motion", "an unknown setting") { () async throws(DBusError) in
            _ = try await fixture.control.object.call(Control1.MethodName.setSetting.rawValue, [.string("dark-mode"), .variant(.boolean(true))])
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "predictive", "a string for a boolean") { () async throws(DBusError) in
            try await fixture.control.setSetting(name: .predictive, value: .string("no"))
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "stage-manager", "bytes for a boolean") { () async throws(DBusError) in
            try await fixture.control.setSetting(name: .predictive, value: .array(elementSignature: "y", [.byte(0)]))
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "predictive", "a variant in the variant") { () async throws(DBusError) in
            try await fixture.control.setSetting(name: .predictive, value: .variant(.boolean(false)))
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "(sv)", "no variant at all") { () async throws(DBusError) in
            _ = try await fixture.control.object.call("SetSetting", [.string("predictive"), .boolean(false)])
        }
    }

    @Test func stageManagerIsForIPadsOnly() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, .notSupported, mentioning: "iPad", "stage-manager on an iPhone") { () async throws(DBusError) in
            try await fixture.control.setSetting(name: .stageManager, value: .boolean(true))
        }
        let (pad, padApp) = try await Self.focused("ipad-pro-11")
        defer { padApp.close(); pad.stop() }
        try await pad.control.setSetting(name: .stageManager, value: .boolean(true))
        #expect(try await Self.settings(pad).stageManager == true)
    }

    // MARK: SetInputModeFromMenu

    @Test func inputModeFromTheGlobeMenu() async throws {
        let (fixture, app) = try await Self.focused("iphone-16-pro", ["--max-name-length", "16"])
        defer { app.close(); fixture.stop() }
        try await fixture.control.setInputModeFromMenu(mode: "emoji")
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.inputMode() == "emoji")
        #expect(try await fixture.control.trace(afterSequence: 0).contains { $0.event == "SetInputModeFromMenu" })
        try await Self.refused(fixture, .invalidArgs, mentioning: "klingon", "an unknown mode") { () async throws(DBusError) in
            try await fixture.control.setInputModeFromMenu(mode: "klingon")
        }
        try await Self.refused(fixture, .limitsExceeded, mentioning: "--max-name-length", "a long keyboard name") { () async throws(DBusError) in
            try await fixture.control.setInputModeFromMenu(mode: "third-party:" + String(repeating: "k", count: 17) + ":300")
        }
    }

    // MARK: Interactive dismissal

    @Test func interactiveDismissalMovesTheKeyboardThenHidesIt() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        let resting = try await fixture.keyboard.frame()
        try await fixture.control.beginInteractiveDismiss()
        try await fixture.control.moveInteractiveDismiss(y: resting.y + 100)
        #expect(try await fixture.keyboard.frame().y == resting.y + 100, "the keyboard follows the finger")
        try await fixture.control.endInteractiveDismiss(dismissed: true)
        _ = try await fixture.control.settle()
        #expect(try await !fixture.keyboard.visible())
        #expect(try await app.proxy.firstResponder() == "")
    }

    @Test func interactiveDismissalCanGoBackUp() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        let resting = try await fixture.keyboard.frame()
        try await fixture.control.beginInteractiveDismiss()
        try await fixture.control.moveInteractiveDismiss(y: resting.y + 50)
        try await fixture.control.endInteractiveDismiss(dismissed: false)
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame() == resting)
        #expect(try await app.proxy.firstResponder() == "field")
    }

    @Test func interactiveDismissalNeedsADockedKeyboardAndADrag() async throws {
        let (fixture, app) = try await Self.focused("iphone-11")
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, .wrongState, mentioning: "no interactive dismissal", "a move without a drag") { () async throws(DBusError) in
            try await fixture.control.moveInteractiveDismiss(y: 600)
        }
        try await Self.refused(fixture, .wrongState, mentioning: "no interactive dismissal", "a lift without a drag") { () async throws(DBusError) in
            try await fixture.control.endInteractiveDismiss(dismissed: true)
        }
        try await fixture.control.beginInteractiveDismiss()
        try await Self.refused(fixture, .wrongState, mentioning: "already", "a second drag") { () async throws(DBusError) in
            try await fixture.control.beginInteractiveDismiss()
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "y", "a finger off the screen") { () async throws(DBusError) in
            try await fixture.control.moveInteractiveDismiss(y: .nan)
        }
        try await fixture.control.endInteractiveDismiss(dismissed: false)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        // iOS 15: no keyboard, no drag (from iOS 16 the scroll posts a Hide for nothing, N16).
        try await fixture.control.setProfile(name: "ios15")
        _ = try await fixture.control.settle()
        try await Self.refused(fixture, .wrongState, mentioning: "no docked keyboard", "no keyboard to drag") { () async throws(DBusError) in
            try await fixture.control.beginInteractiveDismiss()
        }
    }

    // MARK: Sheets

    @Test func aSheetTakesTheResponderAndGivesItBack() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        try await fixture.control.presentSheet(kind: .share)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.firstResponder() == "")
        #expect(try await !fixture.keyboard.visible())
        #expect(try await app.proxy.state() == .active, "a sheet leaves the app active")
        try await fixture.control.dismissSheet()
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.firstResponder() == "field")
        #expect(try await fixture.keyboard.visible())
    }

    @Test func sheetsRefuseUnknownKindsAndTheWrongState() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, .invalidArgs, mentioning: "photo-picker", "an unknown sheet") { () async throws(DBusError) in
            _ = try await fixture.control.object.call(Control1.MethodName.presentSheet.rawValue, [.string("poster")])
        }
        try await Self.refused(fixture, .wrongState, mentioning: "no sheet", "dismissing no sheet") { () async throws(DBusError) in
            try await fixture.control.dismissSheet()
        }
        try await fixture.control.presentSheet(kind: .passwordSave)
        try await Self.refused(fixture, .wrongState, mentioning: "already", "a second sheet") { () async throws(DBusError) in
            try await fixture.control.presentSheet(kind: .share)
        }
        try await fixture.control.dismissSheet()
        _ = try await fixture.control.settle()
        try await fixture.control.goHome()
        _ = try await fixture.control.settle()
        try await Self.refused(fixture, .wrongState, mentioning: "active app", "a sheet over the home screen") { () async throws(DBusError) in
            try await fixture.control.presentSheet(kind: .photoPicker)
        }
    }

    // MARK: Stage Manager

    @Test func moveAppWindowMovesTheWindowInStageManager() async throws {
        let (fixture, app) = try await Self.focused("ipad-pro-11")
        defer { app.close(); fixture.stop() }
        try await fixture.control.setSetting(name: .stageManager, value: .boolean(true))
        let frame = Rect(x: 100, y: 80, width: 500, height: 700)
        try await fixture.control.moveAppWindow(bundleId: Self.ike, frame: frame)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.windowFrame() == frame)
        // The keyboard stays at the screen's bottom, as wide as the screen.
        #expect(try await fixture.keyboard.frame().width == 834)
        try await Self.refused(fixture, .unknownApp, mentioning: "com.example.nobody", "an unknown app") { () async throws(DBusError) in
            try await fixture.control.moveAppWindow(bundleId: "com.example.nobody", frame: frame)
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "frame", "an empty frame") { () async throws(DBusError) in
            try await fixture.control.moveAppWindow(bundleId: Self.ike, frame: Rect(x: 0, y: 0, width: 0, height: 10))
        }
    }

    @Test func moveAppWindowNeedsStageManager() async throws {
        let (pad, padApp) = try await Self.focused("ipad-pro-11")
        defer { padApp.close(); pad.stop() }
        let frame = Rect(x: 100, y: 80, width: 500, height: 700)
        try await Self.refused(pad, .notSupported, mentioning: "Stage Manager", "an iPad without Stage Manager") { () async throws(DBusError) in
            try await pad.control.moveAppWindow(bundleId: Self.ike, frame: frame)
        }
        let (phone, phoneApp) = try await Self.focused()
        defer { phoneApp.close(); phone.stop() }
        try await Self.refused(phone, .notSupported, mentioning: "iphone-16-pro", "an iPhone") { () async throws(DBusError) in
            try await phone.control.moveAppWindow(bundleId: Self.ike, frame: frame)
        }
    }

    // MARK: The bar above a hardware keyboard

    @Test func theShortcutBarMinimizesAndComesBack() async throws {
        let (fixture, app) = try await Self.focused("ipad-pro-11")
        defer { app.close(); fixture.stop() }
        try await fixture.control.setHardwareKeyboard(attached: true)
        _ = try await fixture.control.settle()
        let bar = try await fixture.keyboard.frame()
        try await fixture.control.setShortcutBarMinimized(minimized: true)
        _ = try await fixture.control.settle()
        let minimized = try await fixture.keyboard.frame()
        #expect(minimized.height < bar.height, "minimized \(minimized), bar \(bar)")
        #expect(try await app.proxy.keyboardOverlap().height == 0, "the minimized bar covers nothing outside Stage Manager")
        try await fixture.control.setShortcutBarMinimized(minimized: false)
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame() == bar)
    }

    @Test func theOnScreenKeyboardComesOverAHardwareKeyboard() async throws {
        let (fixture, app) = try await Self.focused("ipad-pro-11")
        defer { app.close(); fixture.stop() }
        let keys = try await fixture.keyboard.frame()
        try await Self.refused(fixture, .wrongState, mentioning: "hardware keyboard", "no hardware keyboard") { () async throws(DBusError) in
            try await fixture.control.setOnScreenKeyboard(shown: true)
        }
        try await fixture.control.setHardwareKeyboard(attached: true)
        _ = try await fixture.control.settle()
        let bar = try await fixture.keyboard.frame()
        #expect(bar != keys)
        try await fixture.control.setOnScreenKeyboard(shown: true)
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame().height > bar.height, "the keys are back over the bar")
        try await fixture.control.setOnScreenKeyboard(shown: false)
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame() == bar)
    }

    @Test func theHardwareKeyboardVerbsAreForIPadsOnly() async throws {
        let (fixture, app) = try await Self.focused()
        defer { app.close(); fixture.stop() }
        try await fixture.control.setHardwareKeyboard(attached: true)
        _ = try await fixture.control.settle()
        try await Self.refused(fixture, .notSupported, mentioning: "iPad", "minimizing the bar on an iPhone") { () async throws(DBusError) in
            try await fixture.control.setShortcutBarMinimized(minimized: true)
        }
        try await Self.refused(fixture, .notSupported, mentioning: "iPad", "the on-screen keyboard on an iPhone") { () async throws(DBusError) in
            try await fixture.control.setOnScreenKeyboard(shown: true)
        }
        try await Self.refused(fixture, .invalidArgs, mentioning: "(s)", "a string for a boolean") { () async throws(DBusError) in
            _ = try await fixture.control.object.call("SetOnScreenKeyboard", [.string("yes")])
        }
    }
}
