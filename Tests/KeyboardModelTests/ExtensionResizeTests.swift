// O5: a keyboard extension that resizes itself while it is up (Control1.ResizeKeyboardExtension).

import KeyboardModel
import Testing

@Suite struct ExtensionResizeTests {
    let ios14 = Profile(.ios14)

    /// A focused field with the extension "X" at 260 pt, up and settled; then the extension
    /// grows to 320 pt.
    func resize(_ profile: Profile, configure: (inout Configuration) -> Void = { _ in }) throws -> (Bench, Int) {
        var b = Bench(profile, configure: configure)
        try b.launch("a")
        try b.run(.setInputMode("third-party:X:260"))
        try b.focus("a")
        b.settle()
        #expect(b.keyboard.frame.height == 260)
        let m = b.mark
        try b.run(.resizeKeyboardExtension(height: 320))
        b.settle()
        #expect(b.keyboard.frame.height == 320, "the keyboard takes the extension's new height in \(profile.name)")
        #expect(b.keyboard.inputMode == "third-party:X:320")
        return (b, m)
    }

    /// O5 (`extension-resize-silent`): on iOS 14 the host hears nothing (Apple Developer Forums
    /// thread 689253, iOS 14.2), and the next animation begins where the last announced one
    /// ended; iOS 13, iOS 15 and ideal announce the resize as any change of height.
    @Test func o5TheHostHearsNothingOnIOS14() throws {
        let (silent, m) = try resize(ios14)
        #expect(silent.keyboardNames("a", from: m).isEmpty)
        for profile in [Profile.ios13, .ios15, .ideal] {
            let (b, from) = try resize(profile)
            #expect(b.keyboardNames("a", from: from) == showGroup, "\(profile.name)")
            let will = b.infos("a", from: from).first { $0.name == "WillChangeFrame" }?.info
            #expect(will?.frameBegin.height == 260 && will?.frameEnd.height == 320, "\(profile.name)")
        }
    }

    /// The quirk switched off in its era: the resize is announced.
    @Test func o5SwitchedOffAnnounces() throws {
        let (b, m) = try resize(ios14) { $0.quirkOverrides = [.extensionResizeSilent: false] }
        #expect(b.keyboardNames("a", from: m) == showGroup)
    }

    /// Bad input changes nothing: a height that is no keyboard's, or no extension on screen.
    @Test func refusals() throws {
        var b = Bench(ios14)
        try b.launch("a")
        try b.focus("a")
        b.settle()
        // The system keyboard up.
        var before = b.keyboard
        let system = #expect(throws: ModelError.self) { try b.run(.resizeKeyboardExtension(height: 300)) }
        #expect(system?.contractName == "org.keyboardd.Server1.Error.WrongState")
        #expect(b.keyboard == before)
        try b.run(.setInputMode("third-party:X:260"))
        b.settle()
        before = b.keyboard
        for bad in [0, -5, .nan, .infinity, 2001] {
            let error = #expect(throws: ModelError.self) { try b.run(.resizeKeyboardExtension(height: bad)) }
            #expect(error?.contractName == "org.freedesktop.DBus.Error.InvalidArgs", "\(bad)")
            #expect(b.keyboard == before, "\(bad)")
        }
        // The extension's keyboard hidden.
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        before = b.keyboard
        let hidden = #expect(throws: ModelError.self) { try b.run(.resizeKeyboardExtension(height: 300)) }
        #expect(hidden?.contractName == "org.keyboardd.Server1.Error.WrongState")
        #expect(b.keyboard == before)
    }
}
