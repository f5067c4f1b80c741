// N3 (predictive bar toggles and instant resizes) and N4 (the globe menu's silence).

import KeyboardModel
import Testing

@Suite struct ResizeTests {
    /// N3 (`predictive-toggle-instant`, iOS 8.4 to 13): turning the predictive bar off with the
    /// keyboard up is a Show group with duration 0 and its Dids at once; ideal animates it.
    @Test func n3PredictiveToggleIsInstant() throws {
        for (profile, instant) in [(Profile.ios9, true), (.ios13, true), (.ios15, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            let m = b.mark
            try b.run(.setSetting(.predictive, on: false))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == showGroup, "\(profile.name)")
            #expect(log.allSatisfy { $0.info.duration == (instant ? 0 : 0.25) }, "\(profile.name)")
            #expect(log.allSatisfy { $0.info.time == log[0].info.time } == instant)
            // The era's heights (N14) on the era's phone.
            #expect(log[0].info.frameEnd.height == b.englishHeight(predictive: false)
                    && log[0].info.frameBegin.height == b.englishHeight())
        }
    }

    /// N3 (`instant-resize`, iOS 15 on): any height change of a visible keyboard is instant, a
    /// growing accessory view too (W6); iOS 13 animates it.
    @Test func n3ResizesOfAVisibleKeyboardAreInstantFromIOS15() throws {
        for (profile, duration) in [(Profile.ios15, 0.0), (.ios26, 0), (.ios13, 0.25)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            let m = b.mark
            try b.run(.setInputAccessoryViewHeight(app: "a", height: 60))
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (duration == 0 ? showGroup : ["WillChangeFrame", "WillShow"]), "\(profile.name)")
            #expect(log.allSatisfy { $0.info.duration == duration })
            // An appearance is not a resize: still animated.
            try b.run(.resignFirstResponder(app: "a"))
            b.settle()
            let n = b.mark
            try b.focus("a")
            #expect(b.infos("a", from: n).first?.info.duration == 0.25)
        }
    }

    /// N4 (`globe-menu-silent`, iOS 11): with Predictive off (emoji is then taller than the
    /// letters), emoji picked from the globe key's menu changes the keyboard (the truth) and posts
    /// nothing; the next animation begins where the last announced one ended. Switching back, the
    /// globe key's tap, and iOS 13 announce it.
    @Test func n4GlobeMenuIsSilentOnIOS11() throws {
        var b = Bench(.ios11) { $0.settings.predictive = false }
        try b.launch("a")
        try b.focus("a")
        let announced = b.keyboard.frame
        #expect(announced.height == 291)
        let m = b.mark
        try b.run(.setInputModeFromMenu("emoji"))
        b.settle()
        #expect(b.keyboardNames("a", from: m).isEmpty)
        #expect(b.keyboard.frame.height == 333 && b.keyboard.inputMode == "emoji")
        #expect(b.app("a").keyboardOverlap.height == 333)
        try b.run(.setInputModeFromMenu("en-US"))
        let back = b.infos("a", from: m)
        #expect(back.map(\.name) == ["WillChangeFrame", "WillShow"])
        #expect(back[0].info.frameBegin == announced)
        b.settle()
        let n = b.mark
        try b.run(.setInputMode("emoji"))
        #expect(b.keyboardNames("a", from: n) == ["WillChangeFrame", "WillShow"])

        var c = Bench(.ios13) { $0.settings.predictive = false }
        try c.launch("a")
        try c.focus("a")
        let k = c.mark
        try c.run(.setInputModeFromMenu("emoji"))
        c.settle()
        #expect(c.keyboardNames("a", from: k) == showGroup)
    }
}
