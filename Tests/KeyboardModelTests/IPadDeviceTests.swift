// P5: today's iPads, their keyboard heights per era and orientation, and the floating keyboard's size.

import KeyboardModel
import Testing

@Suite struct IPadDeviceTests {
    /// P5: the four iPads of the second wave, with the screens of docs/CONTRACT.md.
    @Test func todaysIPadsExist() {
        for (name, w, h) in [("ipad-9.7", 768.0, 1024.0), ("ipad-10", 820, 1180), ("ipad-mini-6", 744, 1133),
                             ("ipad-pro-13", 1032, 1376), ("ipad-10.2", 810, 1080), ("ipad-10.5", 834, 1112),
                             ("ipad-air-4", 820, 1180), ("ipad-pro-12.9", 1024, 1366)] {
            let d = Device.named(name)
            #expect(d?.isPad == true && d?.portraitSize == Size(width: w, height: h), "\(name)")
        }
    }

    /// P5: the 9.7-inch iPad's heights are the measured 313 / 398; the iPads without a Home button
    /// are derived from keyman's readings or estimates that say so, and grow with the screen (the
    /// 13-inch keyboard adds a number row).
    @Test func heightsPerDeviceAndOrientation() throws {
        func row(_ d: String, _ o: KeyboardHeightOrientation) throws -> KeyboardHeightRow {
            try #require(KeyboardHeightTable.row(device: d, orientation: o, mode: .english))
        }
        #expect(try row("ipad-9.7", .portrait).height == 313 && !row("ipad-9.7", .portrait).isEstimate)
        #expect(try row("ipad-9.7", .landscape).height == 398 && !row("ipad-9.7", .landscape).isEstimate)
        for d in ["ipad-10", "ipad-mini-6", "ipad-pro-11", "ipad-pro-13", "ipad-air-4", "ipad-pro-12.9"] {
            #expect(try row(d, .portrait).basis != .sourced && row(d, .landscape).basis != .sourced)
            #expect(try row(d, .landscape).height > row(d, .portrait).height)
        }
        #expect(try row("ipad-pro-13", .portrait).height > row("ipad-pro-11", .portrait).height + 50)
    }

    /// P5 per era: iOS 8 had no shortcut bar, so Predictive off left the keys alone (264 on the
    /// 9.7-inch iPad); from iOS 9 the bar stays for its shortcuts and the height does not change
    /// (iOS 15 and 17, the class's last, with iPadOS 13's taller keys).
    @Test(arguments: [(Profile.ios8, 264.0), (.ios9, 313), (.ios15, 320), (.ios17, 320)])
    func predictiveOffPerEra(profile: Profile, height: Double) throws {
        var b = Bench(profile, device: .ipad97) { $0.settings.predictive = false }
        try b.launch("ike")
        try b.focus("ike")
        #expect(b.keyboard.frame.height == height)
        #expect(KeyboardHeightTable.height(device: .ipad97, orientation: .portrait, inputMode: .english,
                                           predictive: false, era: profile.heightEra).height == height)
    }

    /// P5: the docked keyboard of each new iPad sits at the bottom with the table's height.
    @Test(arguments: Device.all.filter(\.isPad))
    func dockedKeyboardOfEachIPad(device: Device) throws {
        for o: Orientation in [.portrait, .landscapeLeft] {
            var b = Bench(device.runs(.ios26) ? .ios26 : Profile(device.newestEra), device: device)
            try b.run(.rotate(o))
            try b.launch("ike")
            try b.focus("ike")
            let h = b.englishHeight()
            #expect(b.keyboard.frame == Rect(x: 0, y: b.screen.height - h, width: b.screen.width, height: h))
            #expect(b.app("ike").keyboardOverlap.height == h)
        }
    }

    /// P5: the floating keyboard is iPhone-sized on every iPad.
    @Test func floatingKeyboardSize() throws {
        #expect(Device.floatingKeyboardSize == Size(width: 320, height: 253))
        for device in Device.all where device.isPad {
            var b = Bench(.ideal, device: device)
            try b.launch("ike")
            try b.focus("ike")
            try b.run(.setKeyboardMode(.floating))
            b.finishMotion()
            #expect(b.keyboard.frame.size == Device.floatingKeyboardSize)
        }
    }
}
