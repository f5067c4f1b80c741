// N3 (`autocorrection-off-hides-bar`): from iOS 8 to iOS 14 a field whose autocorrectionType is no
// has no QuickType bar; from iOS 15 it keeps it (Apple's iOS 15 release notes).

import KeyboardModel
import Testing

@Suite struct AutocorrectionTests {
    let noCorrection = ResponderTraits(autocorrectionType: .no)

    /// An iPhone that ran the era (the oldest that did).
    func iPhone(for era: Era) -> Device {
        [Device.iphone4s, .iphoneSE, .iphone6, .iphoneX, .iphone15, .iphone16Pro].first { $0.runs(era) }!
    }

    /// The height of the keyboard a field with these traits gets, alone on the device.
    func height(_ profile: Profile, _ device: Device, _ traits: ResponderTraits,
                settings: Settings = Settings()) throws -> Double {
        var b = Bench(profile, device: device) { $0.settings = settings }
        try b.launch("a")
        try b.focus("a", "field", traits)
        return b.keyboard.frame.height
    }

    /// From iOS 8 to 14 the field without autocorrection gets the keyboard Predictive off gives (the
    /// same row of the height table, not a table of its own); iOS 15 and later, and ideal, keep the
    /// bar; before iOS 8 there is no bar to lose.
    @Test(arguments: Profile.all)
    func n3AutocorrectionOffTakesTheBarAway(profile: Profile) throws {
        let device = iPhone(for: profile.era)
        let withBar = try height(profile, device, ResponderTraits())
        let keysAlone = try height(profile, device, ResponderTraits(), settings: Settings(predictive: false))
        let off = try height(profile, device, noCorrection)
        let drops = profile.era >= .ios8 && profile.era <= .ios14
        #expect(off == (drops ? keysAlone : withBar), "\(profile.name) on \(device.name)")
        #expect(profile.quirks.contains(.autocorrectionOffHidesBar) == drops)
        if profile.era >= .ios8 { #expect(withBar > keysAlone, "\(profile.name): the era has a QuickType bar") }
        #expect(try height(profile, device, ResponderTraits(autocorrectionType: .yes)) == withBar)
    }

    /// The iPhone 6 on iOS 9: 258 with the bar, 216 without (N14).
    @Test func n3TheIPhone6WithoutTheBar() throws {
        #expect(try height(.ios9, .iphone6, noCorrection) == 216)
        #expect(try height(.ios9, .iphone6, ResponderTraits()) == 258)
    }

    /// rdar 22505056 (iOS 9.0 beta, iPhone 6): from a field with autocorrection to one without, the
    /// bar goes and the beta posts nothing (O3); the released iOS 9 announces the new frame.
    @Test(arguments: [(Profile.ios9Beta4, true), (.ios9, false)])
    func o3FocusToAFieldWithoutAutocorrection(profile: Profile, silent: Bool) throws {
        var b = Bench(profile, device: .iphone6)
        try b.launch("a")
        try b.focus("a", "first")
        #expect(b.keyboard.frame.height == 258)
        let m = b.mark
        try b.run(.becomeFirstResponder(app: "a", responder: "second", traits: noCorrection))
        b.settle()
        #expect(b.keyboard.frame.height == 216)
        let announced = b.infos("a", from: m)
        if silent {
            #expect(announced.isEmpty)
        } else {
            #expect(announced.map(\.name) == showGroup)
            #expect(announced.first?.info.frameBegin.height == 258 && announced.first?.info.frameEnd.height == 216)
        }
    }

    /// A password field keeps its AutoFill bar (N5) whatever its autocorrection.
    @Test func passwordFieldsKeepTheirAutoFillBar() throws {
        let password = ResponderTraits(secureTextEntry: true, autocorrectionType: .no)
        let secure = try height(.ios13, .iphoneX, ResponderTraits(secureTextEntry: true))
        #expect(try height(.ios13, .iphoneX, password) == secure)
    }

    /// Switched off, the quirk leaves the bar where it is.
    @Test func theQuirkIsTheSwitch() throws {
        var b = Bench(.ios9, device: .iphone6)
        try b.run(.setQuirk("autocorrection-off-hides-bar", on: false))
        try b.launch("a")
        try b.focus("a", "field", noCorrection)
        #expect(b.keyboard.frame.height == 258)
        try b.run(.setQuirk("autocorrection-off-hides-bar", on: true))
        b.settle()
        #expect(b.keyboard.frame.height == 216)
    }
}
