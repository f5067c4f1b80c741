// N10: third-party keyboards appear in steps.

import KeyboardModel
import Testing

@Suite struct ThirdPartyKeyboardTests {
    func appearance(_ profile: Profile, accessory: Double = 0) throws -> [KeyboardUserInfo] {
        var b = Bench(profile)
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
