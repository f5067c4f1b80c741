// P3: the bar iPad keeps above a hardware keyboard, its minimized form, and the on-screen keyboard
// summoned over it, era by era.

import KeyboardModel
import Testing

@Suite struct HardwareBarTests {
    /// Ike's keyboard up over a hardware keyboard; by default on the 9.7-inch iPad, or the 10th
    /// generation from the eras the 9.7-inch class never ran.
    func withHardwareKeyboard(_ profile: Profile, _ device: Device? = nil) throws -> Bench {
        var b = Bench(profile, device: device ?? (Device.ipad97.runs(profile.era) ? .ipad97 : .ipad10))
        try b.run(.setHardwareKeyboard(true))
        try b.launch("ike")
        try b.focus("ike")
        b.settle()
        return b
    }

    /// P3: WillShow/DidShow for the bar; eras with hardware-bar-full-frame announce the full keyboard
    /// rect (313 on the 9.7-inch iPad) with only 55 pt on screen; ideal announces the bar itself.
    /// The truth is the 55 pt bar either way.
    @Test(arguments: [Profile.ios9, .ios13, .ios26, .ideal])
    func theBarIsAnnouncedAsTheKeyboardPushedDown(profile: Profile) throws {
        let b = try withHardwareKeyboard(profile)
        let log = b.log("ike").filter { $0.info != nil }
        #expect(log.map(\.name) == showGroup)
        let end = log[0].info!.frameEnd
        let screen = b.screen
        #expect(screen.height - end.minY == 55)                        // about 55 pt on screen
        if profile.quirks.contains(.hardwareBarFullFrame) {
            let keys = KeyboardHeightTable.height(device: b.world.device, orientation: .portrait, inputMode: .english,
                                                  era: profile.heightEra).height
            #expect(end.height == keys && end.maxY > screen.height)    // mostly below the screen
        } else {
            #expect(end.height == 55 && end.maxY == screen.height)
        }
        #expect(log.allSatisfy { $0.info!.frameEnd == end })
        #expect(b.keyboard.frame == Rect(x: 0, y: screen.height - 55, width: screen.width, height: 55))
        #expect(b.app("ike").keyboardOverlap.height == 55)
    }

    /// P3: the minimized bar does not count as the keyboard, except in Stage Manager (WWDC23).
    @Test(arguments: [Profile.ios16, .ideal])
    func theMinimizedBarCountsOnlyInStageManager(profile: Profile) throws {
        var b = try withHardwareKeyboard(profile, .ipadPro11)
        try b.run(.setShortcutBarMinimized(true))
        b.settle()
        #expect(b.keyboard.visible && b.keyboard.frame.height == KeyboardHeightTable.minimizedShortcutBarHeight)
        #expect(b.app("ike").keyboardOverlap == .zero)
        try b.run(.setSetting(.stageManager, on: true))
        b.settle()
        #expect(b.app("ike").keyboardOverlap.height == KeyboardHeightTable.minimizedShortcutBarHeight)
        try b.run(.setSetting(.stageManager, on: false))
        b.settle()
        #expect(b.app("ike").keyboardOverlap == .zero)
    }

    /// P3, iOS 9 (openradar 25193835): summoning the on-screen keyboard posts two WillShows of
    /// different heights, the bar's own frame then the keyboard's, and no Hide (C3); ideal one Show.
    @Test(arguments: [Profile.ios9, .ideal])
    func summoningTheOnScreenKeyboardIOS9(profile: Profile) throws {
        var b = try withHardwareKeyboard(profile)
        let bar = b.keyboard.frame   // the bar itself, 55 pt on screen
        let m = b.mark
        try b.run(.setOnScreenKeyboard(true))
        b.settle()
        let log = b.log("ike", from: m)
        #expect(!log.contains { $0.name.contains("Hide") })
        let keys = b.keyboard.frame
        #expect(keys.height == 313 && b.keyboard.onScreenKeyboard)
        if profile.quirks.contains(.hardwareToggleDoubleShow) {
            #expect(log.map(\.name) == ["WillChangeFrame", "WillShow"] + showGroup)
            #expect(log[1].info!.frameEnd == bar && log[3].info!.frameEnd == keys)
            #expect(log[1].info!.frameEnd.height != log[3].info!.frameEnd.height)   // "different both times"
        } else {
            #expect(log.map(\.name) == showGroup)
        }
        #expect(log.last!.info!.frameEnd == keys)
        #expect(b.app("ike").keyboardOverlap.height == 313)
        // Dismissing it brings the bar back with a Show (no Hide).
        let n = b.mark
        try b.run(.setOnScreenKeyboard(false))
        b.settle()
        #expect(b.names("ike", from: n) == showGroup)
        #expect(b.app("ike").keyboardOverlap.height == 55)
    }

    /// P3, iPadOS 18 (software-mansion/react-native-reanimated#6755): summoning the on-screen keyboard
    /// hides the bar, then shows the keys with a bogus FrameEnd in the Wills (off screen, where the
    /// hide ended); only the Dids carry the keyboard's frame. Ideal: one Show with the real frame.
    @Test(arguments: [Profile.ios18, .ideal])
    func summoningTheOnScreenKeyboardIOS18(profile: Profile) throws {
        var b = try withHardwareKeyboard(profile)
        let m = b.mark
        try b.run(.setOnScreenKeyboard(true))
        b.settle()
        let log = b.log("ike", from: m)
        let keys = b.keyboard.frame
        if profile.quirks.contains(.hardwareToggleHideShow) {
            #expect(log.map(\.name) == ["WillChangeFrame", "WillHide", "WillChangeFrame", "WillShow",
                                        "DidChangeFrame", "DidShow"])
            let wills = log.filter { $0.name.hasPrefix("Will") }.map { $0.info!.frameEnd }
            #expect(wills.allSatisfy { $0.minY == b.screen.height })   // bogus: off screen
            #expect(log[4].info!.frameEnd == keys && log[5].info!.frameEnd == keys)
        } else {
            #expect(log.map(\.name) == showGroup)
            #expect(log.allSatisfy { $0.info!.frameEnd == keys })
        }
        #expect(b.app("ike").keyboardOverlap.height == keys.height)
        // The next animation begins where the Dids said the keyboard is (N1's one exception).
        let n = b.mark
        try b.run(.setOnScreenKeyboard(false))
        b.settle()
        #expect(b.log("ike", from: n).first?.info?.frameBegin == keys)
    }

    /// The on-screen keyboard needs a hardware keyboard to be summoned over, and an iPad.
    @Test func onScreenKeyboardNeedsAHardwareKeyboard() throws {
        var b = Bench(.ios18, device: .ipad10)
        #expect(throws: ModelError.self) { try b.run(.setOnScreenKeyboard(true)) }
        var phone = Bench(.ios18, device: .iphone15)
        try phone.run(.setHardwareKeyboard(true))
        #expect(throws: ModelError.self) { try phone.run(.setOnScreenKeyboard(true)) }
        #expect(throws: ModelError.self) { try phone.run(.setShortcutBarMinimized(true)) }
        // Detaching the hardware keyboard forgets the summons.
        try b.run(.setHardwareKeyboard(true))
        try b.run(.setOnScreenKeyboard(true))
        try b.run(.setHardwareKeyboard(false))
        #expect(!b.keyboard.onScreenKeyboard)
    }
}
