// N10: third-party keyboards appear in steps.

import KeyboardModel
import Testing

@Suite struct ThirdPartyKeyboardTests {
    func appearance(_ profile: Profile, device: Device? = nil, orientation: Orientation? = nil,
                    accessory: Double = 0) throws -> [KeyboardUserInfo] {
        var b = Bench(profile, device: device)
        if let orientation { try b.run(.rotate(orientation)) }
        try b.launch("a")
        try b.run(.setInputMode("third-party:SwiftKey:259"))
        let m = b.mark
        try b.focus("a", "field", ResponderTraits(inputAccessoryViewHeight: accessory))
        b.settle()
        #expect(b.keyboard.frame.height == 259 + accessory)
        return b.infos("a", from: m).filter { $0.name == "WillShow" }.map(\.info)
    }

    /// N10 (`third-party-steps`): WillShow with height 0, then 216, then the keyboard's own (Stack
    /// Overflow 25874975, iOS 8); on iOS 26: 364, then 347, then its own (KeyboardKit #971). Each
    /// step is its own animation (N1); only the last gets the Dids. Ideal shows it once.
    @Test func n10ThirdPartyKeyboardsGrowInSteps() throws {
        #expect(try appearance(.ios8).map(\.frameEnd.height) == [0, 216, 259])
        #expect(try appearance(.ios13).map(\.frameEnd.height) == [0, 216, 259])
        #expect(try appearance(.ios26).map(\.frameEnd.height) == [364, 347, 259])
        #expect(try appearance(.ideal).map(\.frameEnd.height) == [259])
        let steps = try appearance(.ios26)
        #expect(steps[1].frameBegin == steps[0].frameEnd && steps[2].frameBegin == steps[1].frameEnd)
        #expect(steps.allSatisfy { $0.frameEnd.maxY == Profile.ios26.era.defaultDevice.portraitSize.height })
        // The accessory view rides on every step.
        #expect(try appearance(.ios13, accessory: 44).map(\.frameEnd.height) == [44, 260, 303])
    }

    /// N10 (W13): iOS 26's steps are the iPhone 16 Pro's (KeyboardKit #971 names no device) and
    /// scale with the system keyboard elsewhere: on the 375-wide iPhone SE 3 they stay under its
    /// 260 pt keyboard's scale instead of covering more than all of it; in landscape they shrink with
    /// the landscape keyboard; iOS 8's steps (the bare keys) are the same on every iPhone.
    @Test func n10IOS26StepsScaleWithTheDevicesKeyboard() throws {
        #expect(try appearance(.ios26, device: .iphone16Pro).map(\.frameEnd.height) == [364, 347, 259])
        // 364 × 260 / 335 and 347 × 260 / 335, the SE 3's English keyboard over the iPhone 16 Pro's.
        #expect(try appearance(.ios26, device: .iphoneSE3).map(\.frameEnd.height) == [283, 269, 259])
        // iOS 26.0: 345 on the iPhone 16 Pro, 355 (an estimate) on the 440-wide one.
        #expect(try appearance(Profile(.ios26_0), device: .iphone16ProMax).map(\.frameEnd.height) == [375, 357, 259])
        // Landscape: the Face ID iPhones' 209 pt keyboard against 335.
        #expect(try appearance(.ios26, device: .iphone16Pro, orientation: .landscapeLeft).map(\.frameEnd.height)
            == [227, 216, 259])
        #expect(try appearance(.ios8, device: .iphone6).map(\.frameEnd.height) == [0, 216, 259])
        #expect(try appearance(.ios8, device: .iphoneSE).map(\.frameEnd.height) == [0, 216, 259])
        // The accessory view rides on the scaled steps.
        #expect(try appearance(.ios26, device: .iphoneSE3, accessory: 44).map(\.frameEnd.height) == [327, 313, 303])
    }

    /// N10: the system keyboard and a keyboard already up are not stepped.
    @Test func n10OnlyAnAppearanceOfAThirdPartyKeyboardSteps() throws {
        var b = Bench(.ios26)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.setInputMode("third-party:SwiftKey:259"))
        b.settle()
        #expect(b.keyboardNames("a", from: m) == showGroup)
    }
}
