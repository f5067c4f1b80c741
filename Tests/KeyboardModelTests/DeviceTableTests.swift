import Testing
@testable import KeyboardModel

@Suite struct DeviceTableTests {
    @Test func contractDevicesExistWithTheirScreens() {
        let expected: [(String, Double, Double)] = [
            ("iphone-se", 320, 568), ("iphone-8", 375, 667), ("iphone-x", 375, 812), ("ipad-pro-11", 834, 1194),
            ("iphone-se-3", 375, 667), ("iphone-11", 414, 896), ("iphone-15", 393, 852), ("iphone-16-pro", 402, 874),
            ("iphone-16-pro-max", 440, 956),
            ("ipad-9.7", 768, 1024), ("ipad-10", 820, 1180), ("ipad-mini-6", 744, 1133), ("ipad-pro-13", 1032, 1376),
            ("iphone-13-mini", 375, 812), ("iphone-12", 390, 844), ("iphone-14-plus", 428, 926),
            ("iphone-15-pro-max", 430, 932), ("ipad-10.2", 810, 1080), ("ipad-10.5", 834, 1112), ("ipad-air-4", 820, 1180),
            ("ipad-pro-12.9", 1024, 1366),
        ]
        for (name, w, h) in expected {
            let device = Device.named(name)
            #expect(device != nil, "missing device \(name)")
            #expect(device?.portraitSize == Size(width: w, height: h))
        }
        #expect(Device.named("iphone-xs") == nil)
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
        #expect(Device.all.contains(Device.default))
    }

    /// P1: every iPad floats; the Pros only float (Apple), the others also undock and split.
    @Test func onlyThePadUndocksSplitsFloatsAndMultitasks() {
        for device in Device.all {
            #expect(device.supportedKeyboardModes.contains(.docked))
            if device.isPad {
                let pro = device.name.hasPrefix("ipad-pro")
                #expect(device.supportedKeyboardModes == (pro ? [.docked, .floating] : Set(KeyboardMode.allCases)))
                #expect((device.undockedKeyboardFrame(.portrait, dockedHeight: 300) == nil) == pro)
                #expect((device.splitKeyboardFrame(.portrait, dockedHeight: 300) == nil) == pro)
                #expect(device.floatingKeyboardFrame(.portrait) != nil)
                #expect(device.supportsMultitasking)
            } else {
                #expect(device.supportedKeyboardModes == [.docked])
                #expect(!device.supportsMultitasking)
                #expect(device.undockedKeyboardFrame(.portrait, dockedHeight: 300) == nil)
                #expect(device.splitKeyboardFrame(.portrait, dockedHeight: 300) == nil)
                #expect(device.floatingKeyboardFrame(.portrait) == nil)
                #expect(device.splitViewLayout(.portrait, primaryFraction: 0.5) == nil)
                #expect(device.slideOverFrame(.portrait) == nil)
            }
        }
        #expect(Device.iphoneX.hasHomeIndicator && Device.ipadPro11.hasHomeIndicator && !Device.ipad97.hasHomeIndicator)
        #expect(!Device.iphoneSE.hasHomeIndicator && !Device.iphone8.hasHomeIndicator)
    }

    @Test func landscapeSwapsTheScreen() {
        for device in Device.all {
            let p = device.screenSize(.portrait), l = device.screenSize(.landscapeRight)
            #expect(p.width == l.height && p.height == l.width)
            #expect(device.screenSize(.portraitUpsideDown) == p)
            #expect(device.screenBounds(.landscapeLeft) == Rect(x: 0, y: 0, width: l.width, height: l.height))
        }
    }

    @Test func safeAreaInsetsMatchTheSources() {
        #expect(Device.iphoneX.safeAreaInsets(.portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(Device.iphoneX.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Device.iphoneX.safeAreaInsets(.landscapeRight) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Device.ipadPro11.safeAreaInsets(.portrait) == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.ipadPro11.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 24, bottom: 20))
        for d in [Device.iphoneSE, .iphone8] {
            #expect(d.safeAreaInsets(.portrait) == EdgeInsets(top: 20))
            #expect(d.safeAreaInsets(.landscapeLeft) == .zero)
        }
        // Today's screen classes: 47 on the 390- and 428-wide, 50 on the mini, 59 under the Dynamic Island.
        for d in [Device.iphone12, .iphone14Plus] {
            #expect(d.safeAreaInsets(.portrait) == EdgeInsets(top: 47, bottom: 34))
            #expect(d.safeAreaInsets(.landscapeRight) == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }
        #expect(Device.iphone13Mini.safeAreaInsets(.portrait) == EdgeInsets(top: 50, bottom: 34))
        #expect(Device.iphone15ProMax.safeAreaInsets(.portrait) == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.ipad102.safeAreaInsets(.portrait) == EdgeInsets(top: 20)
            && Device.ipadAir4.safeAreaInsets(.portrait) == EdgeInsets(top: 24, bottom: 20))
    }

    @Test func safeAreaLeavesRoomOnEveryScreen() {
        for device in Device.all {
            for o in Orientation.allCases {
                let i = device.safeAreaInsets(o), s = device.screenSize(o)
                for v in [i.top, i.left, i.bottom, i.right] { #expect(v >= 0 && v.isFinite) }
                #expect(i.left + i.right < s.width && i.top + i.bottom < s.height)
                // A home indicator means a bottom inset; a home button means none.
                #expect((i.bottom > 0) == device.hasHomeIndicator)
            }
        }
    }

    @Test func splitViewUsesTheCommonWidths() throws {
        let pad = Device.ipadPro11
        #expect(pad.splitViewPrimaryWidths(.landscapeLeft) == [375, 592, 809])
        #expect(pad.splitViewPrimaryWidths(.portrait) == [320, 504])

        let half = try #require(pad.splitViewLayout(.landscapeLeft, primaryFraction: 0.5))
        #expect(half.primary == Rect(x: 0, y: 0, width: 592, height: 834))
        #expect(half.secondary == Rect(x: 602, y: 0, width: 592, height: 834))

        let third = try #require(pad.splitViewLayout(.landscapeRight, primaryFraction: 0.3))
        #expect(third.primary.width == 375 && third.secondary.width == 809)
        let twoThirds = try #require(pad.splitViewLayout(.landscapeRight, primaryFraction: 0.7))
        #expect(twoThirds.primary.width == 809 && twoThirds.secondary.width == 375)

        // Portrait has no even split: one half snaps to one of the two uneven ones.
        let portrait = try #require(pad.splitViewLayout(.portrait, primaryFraction: 0.65))
        #expect(portrait.primary.width == 504 && portrait.secondary.width == 320)
        #expect(portrait.primary.height == 1194)

        for bad in [0.0, 1.0, -0.2, 1.5, .nan, .infinity] {
            #expect(pad.splitViewLayout(.portrait, primaryFraction: bad) == nil)
        }
    }

    @Test func splitViewWindowsTileTheScreen() throws {
        let pad = Device.ipadPro11
        for o in Orientation.allCases {
            let screen = pad.screenBounds(o)
            for f in stride(from: 0.05, through: 0.95, by: 0.05) {
                let layout = try #require(pad.splitViewLayout(o, primaryFraction: f))
                #expect(layout.primary.minX == 0 && layout.secondary.maxX == screen.maxX)
                #expect(layout.secondary.minX - layout.primary.maxX == Device.splitViewDividerWidth)
                #expect(layout.primary.intersection(layout.secondary).isEmpty)
                #expect(layout.primary.height == screen.height && layout.secondary.height == screen.height)
                #expect(pad.splitViewPrimaryWidths(o).contains(layout.primary.width))
                #expect(layout.primaryFraction > 0 && layout.primaryFraction < 1)
            }
        }
    }

    @Test func slideOverFloatsOnTheRight() throws {
        let pad = Device.ipadPro11
        let portrait = try #require(pad.slideOverFrame(.portrait))
        #expect(portrait.size == Size(width: 320, height: 1146))
        #expect(portrait.maxX == 834 && portrait.minY == 24)
        let landscape = try #require(pad.slideOverFrame(.landscapeLeft))
        #expect(landscape.size == Size(width: 375, height: 786))
        #expect(landscape.maxX == 1194)
    }

    @Test func iPadKeyboardModeFramesStayOnScreenAndOffTheBottom() throws {
        for pad in Device.all where pad.isPad {
            for o in Orientation.allCases {
                let screen = pad.screenBounds(o)
                let docked = KeyboardHeightTable.height(device: pad, orientation: o, inputMode: .english).height
                let floating = try #require(pad.floatingKeyboardFrame(o))
                var frames = [floating]
                if let undocked = pad.undockedKeyboardFrame(o, dockedHeight: docked) {
                    #expect(undocked.width == screen.width && undocked.height <= docked)
                    frames.append(undocked)
                }
                if let split = pad.splitKeyboardFrame(o, dockedHeight: docked) { frames.append(split) }
                for frame in frames {
                    #expect(frame.isFinite && !frame.isEmpty)
                    #expect(screen.intersection(frame) == frame, "\(frame) leaves \(pad.name)'s screen in \(o)")
                    // K12: an undocked, split or floating keyboard ends above the window's bottom.
                    #expect(frame.maxY < screen.maxY)
                }
                #expect(floating.size == Device.floatingKeyboardSize)
            }
        }
    }
}
