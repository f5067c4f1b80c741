// K15, W1, W3, W6, W7, W8: what decides the keyboard's frame.

import KeyboardModel
import Testing

@Suite struct KeyboardLayoutTests {
    /// The table's height on the iPhone X in the era of ios13 and ideal (the suite's profiles).
    func height(_ mode: InputMode, _ device: Device = .iphoneX, type: KeyboardType = .default) -> Double {
        KeyboardHeightTable.height(device: device, orientation: .portrait, inputMode: mode, keyboardType: type,
                                   era: Profile.ios13.heightEra).height
    }

    /// K15: an accessory-only responder raises its accessory view with the keyboard; the height is
    /// part of the keyboard frame.
    @Test(arguments: [Profile.ios13, .ideal])
    func k15InputAccessoryView(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("ike")
        try b.focus("ike", "vc", ResponderTraits(inputView: .none, inputAccessoryViewHeight: 60))
        #expect(b.keyboardNames("ike") == showGroup)
        #expect(b.keyboard.frame == Rect(x: 0, y: b.screen.height - 60, width: b.screen.width, height: 60))
        try b.focus("ike", "tummy", ResponderTraits(inputAccessoryViewHeight: 60))
        #expect(b.keyboard.frame.height == height(.english) + 60)
        #expect(b.app("ike").keyboardOverlap.height == height(.english) + 60)
    }

    /// W1: the height follows the input mode: English, Pinyin, 10-key, emoji, a third-party keyboard
    /// of any height; switching while shown re-announces it (Show group, FrameBegin = old end).
    @Test(arguments: [Profile.ios13, .ideal])
    func w1HeightFollowsInputMode(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("chat")
        try b.focus("chat")
        #expect(b.keyboard.frame.height == height(.english))
        for (name, mode) in [("zh-Hans-10key", InputMode.chinese10Key), ("emoji", .emoji),
                             ("third-party:Gboard:123", .thirdParty(name: "Gboard", height: 123))] {
            let before = b.keyboard.frame
            let m = b.mark
            try b.run(.setInputMode(name))
            b.settle()
            #expect(b.keyboardNames("chat", from: m) == showGroup)
            #expect(b.log("chat", from: m)[0].info!.frameBegin == before)
            #expect(b.keyboard.frame.height == height(mode))
            #expect(b.keyboard.inputMode == name)
        }
        #expect(height(.english) != height(.chinese10Key) || height(.english) != height(.chinesePinyin))
        #expect(throws: ModelError.self) { try b.run(.setInputMode("klingon")) }
    }

    /// W3: convert from screen coordinates and intersect with the view: a window that does not
    /// reach the bottom is covered only where the keyboard overlaps it.
    @Test(arguments: [Profile.ios13, .ideal])
    func w3IntersectionInWindowCoordinates(profile: Profile) throws {
        var b = Bench(profile)
        let window = Rect(x: 0, y: 100, width: 375, height: 500)
        try b.run(.registerApp(bundleId: "form", windowFrame: window))
        b.advance(b.timings.launch)
        try b.focus("form")
        let kb = b.keyboard.frame
        let expected = kb.intersection(window).converted(toWindow: window)
        #expect(b.app("form").keyboardOverlap == expected)
        #expect(expected.height == window.maxY - kb.minY)
        #expect(expected.y == kb.minY - window.y)
    }

    /// W6: a growing accessory view moves the keyboard frame, announced each time, FrameBegin =
    /// previous FrameEnd.
    @Test(arguments: [Profile.ios13, .ideal])
    func w6DynamicAccessoryHeight(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("chat")
        try b.focus("chat", "input", ResponderTraits(inputAccessoryViewHeight: 44))
        var last = b.keyboard.frame
        for h in [64.0, 84.0, 60.0] {
            let m = b.mark
            try b.run(.setInputAccessoryViewHeight(app: "chat", height: h))
            b.settle()
            let log = b.log("chat", from: m)
            #expect(log.map(\.name) == showGroup)
            #expect(log[0].info!.frameBegin == last)
            #expect(log[0].info!.frameEnd.height == height(.english) + h)
            last = log[0].info!.frameEnd
        }
        #expect(throws: ModelError.self) { try b.run(.setInputAccessoryViewHeight(app: "chat", height: .nan)) }
        #expect(throws: ModelError.self) { try b.run(.setInputAccessoryViewHeight(app: "chat", height: -1)) }
    }

    /// W7: per text input context identifier the last input mode comes back; the memory is data the
    /// shell persists and loads.
    @Test(arguments: [Profile.ios13, .ideal])
    func w7InputModeMemory(profile: Profile) throws {
        var b = Bench(profile)
        try b.launch("chat")
        try b.focus("chat", "mom", ResponderTraits(textInputContextIdentifier: "conversation-mom"))
        try b.run(.setInputMode("zh-Hans-Pinyin"))
        try b.focus("chat", "boss", ResponderTraits(textInputContextIdentifier: "conversation-boss"))
        try b.run(.setInputMode("en-US"))
        #expect(b.effects.contains(.inputModeRemembered(contextIdentifier: "conversation-mom", inputMode: "zh-Hans-Pinyin")))
        try b.focus("chat", "mom", ResponderTraits(textInputContextIdentifier: "conversation-mom"))
        #expect(b.keyboard.inputMode == "zh-Hans-Pinyin")
        #expect(b.world.inputModeMemory == ["conversation-mom": "zh-Hans-Pinyin", "conversation-boss": "en-US"])

        // Loaded at start, as the shell would after a restart.
        var r = Bench(profile) { $0.inputModeMemory = b.world.inputModeMemory }
        try r.launch("chat")
        try r.focus("chat", "boss", ResponderTraits(textInputContextIdentifier: "conversation-boss"))
        #expect(r.keyboard.inputMode == "en-US")
        try r.focus("chat", "mom", ResponderTraits(textInputContextIdentifier: "conversation-mom"))
        #expect(r.keyboard.inputMode == "zh-Hans-Pinyin")
    }

    /// W8: with a hardware keyboard only the accessory view (iPhone) or the shortcut bar (iPad) is
    /// on screen; with neither, nothing is announced at all (F2: no originals remembered).
    @Test(arguments: [Profile.ios13, .ideal])
    func w8HardwareKeyboard(profile: Profile) throws {
        var b = Bench(profile)
        try b.run(.setHardwareKeyboard(true))
        try b.launch("form")
        try b.focus("form")
        #expect(b.keyboardNames("form").isEmpty)
        #expect(!b.keyboard.visible && b.world.keyboardOwner == "form")
        try b.focus("form", "chat", ResponderTraits(inputAccessoryViewHeight: 50))
        #expect(b.keyboardNames("form") == showGroup)
        #expect(b.keyboard.frame.height == 50)
        let m = b.mark
        try b.run(.setHardwareKeyboard(false))
        b.settle()
        #expect(b.keyboardNames("form", from: m) == showGroup)
        #expect(b.keyboard.frame.height == height(.english) + 50)
        // A custom input view (W8) replaces the keys.
        try b.focus("form", "picker", ResponderTraits(inputView: .custom, customInputViewHeight: 180))
        #expect(b.keyboard.frame.height == 180)

        var pad = Bench(profile, device: .ipadPro11)
        try pad.run(.setHardwareKeyboard(true))
        try pad.launch("form")
        try pad.focus("form")
        #expect(pad.keyboardNames("form") == showGroup)
        #expect(pad.keyboard.frame.height == KeyboardHeightTable.shortcutBarHeight(device: .ipadPro11, orientation: .portrait))
    }
}
