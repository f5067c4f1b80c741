import KeyboardModel
import Testing

/// C1: a device runs only the iOS versions it ran; Configure changes device, era, orientation and
/// settings at once and refuses a pair that never existed, changing nothing.
@Suite struct DevicePairingTests {
    @Test func everyErasDeviceRanIt() {
        for era in Era.allCases {
            #expect(era.defaultDevice.runs(era), "\(era.name)'s device \(era.defaultDevice.name)")
            #expect(impossiblePairing(era.defaultDevice, era) == nil)
            if era != .ideal { #expect(!era.devices.isEmpty && era.devices.allSatisfy { $0.runs(era) }) }
        }
        #expect(Device.all.allSatisfy { $0.runs(.ideal) }, "ideal runs on every device")
    }

    /// Every device is taken on exactly the eras it ran, the way a client asks (Control1.SetDevice),
    /// and refused with NotSupported on the others, the world unchanged.
    @Test func everyDeviceIsTakenOnTheErasItRanAndRefusedOnTheOthers() throws {
        for era in Era.allCases {
            for device in Device.all {
                var b = Bench(Profile(era))
                let before = b.world.device
                do {
                    try b.run(.setDevice(device.name))
                    #expect(device.runs(era), "\(device.name) taken on \(era.name)")
                    #expect(b.world.device == device)
                } catch let error as ModelError {
                    guard case .notSupported(let message) = error else { Issue.record("\(error)"); continue }
                    #expect(!device.runs(era), "\(device.name) refused on \(era.name): \(message)")
                    #expect(b.world.device == before)
                }
            }
        }
    }

    /// Today's devices by screen class, with the iOS their models ran (Apple's lists), and the
    /// 9.7-inch class to iPadOS 17 (the iPad (6th generation)).
    @Test func todaysScreenClassesRanTheirIOS() {
        let expected: [(Device, ClosedRange<Int>)] = [
            (.iphone13Mini, 13...26), (.iphone12, 14...26), (.iphone14Plus, 14...26), (.iphone15ProMax, 16...26),
            (.ipad102, 13...26), (.ipad105, 10...26), (.ipadAir4, 14...26), (.ipadPro129, 12...26), (.ipad97, 6...17),
        ]
        for (device, versions) in expected {
            #expect(device.iOSVersions == versions, "\(device.name)")
        }
        #expect(Device.ipad97.runs(.ios16) && Device.ipad97.runs(.ios17) && !Device.ipad97.runs(.ios18))
        #expect(Device.iphone13Mini.runs(.ios26) && !Device.iphoneX.runs(.ios17))
        // Every iPhone and iPad screen of iOS 15 and later has an entry: the ones that ran ios26.
        let screens26 = Set(Era.ios26.devices.map { "\(Int($0.portraitSize.width))×\(Int($0.portraitSize.height))" })
        #expect(screens26 == ["375×667", "375×812", "390×844", "393×852", "402×874", "414×896", "428×926", "430×932",
                              "440×956", "744×1133", "810×1080", "820×1180", "834×1112", "834×1194", "1024×1366", "1032×1376"])
    }

    @Test func theRefusalNamesBothEndsAndTheErasDevices() throws {
        let why = try #require(impossiblePairing(.iphoneX, .ios26))
        #expect(why.hasPrefix("iphone-x ran iOS 11 to 16, never ios26 (iOS 26); ios26 runs on "))
        #expect(why.contains("iphone-16-pro") && !why.contains("iphone-x,"))
        #expect(impossiblePairing(.iphone6, .ios12) == nil, "the iPhone 6 ran iOS 12")
        #expect(impossiblePairing(.iphone6, .ios13) != nil, "the iPhone 6 stops at iOS 12")
        #expect(impossiblePairing(.iphone6, .ios15) != nil)
    }

    @Test func configureChangesEverythingAtOnce() throws {
        var b = Bench(.ios26, device: .iphone16Pro)
        try b.run(.configure(ConfigureOptions(device: "iphone-6", profile: "ios8", orientation: .landscapeLeft, settings: [.reduceMotion: true])))
        #expect(b.world.device == .iphone6 && b.world.profile.era == .ios8)
        #expect(b.world.orientation == .landscapeLeft && b.world.settings.reduceMotion)
    }

    /// One step through an impossible pair is refused; the same change in one Configure is not.
    @Test func anImpossiblePairIsRefusedAndChangesNothing() throws {
        var b = Bench(.ios26, device: .iphone16Pro)
        #expect(throws: ModelError.self) { try b.run(.setDevice("iphone-6")) }
        do {
            try b.run(.configure(ConfigureOptions(device: "iphone-6", settings: [.reduceMotion: true])))
            Issue.record("accepted")
        } catch let error as ModelError {
            guard case .notSupported(let message) = error else { Issue.record("\(error)"); return }
            #expect("\(message)".contains("iphone-6 ran iOS 8 to 12, never ios26"))
        }
        #expect(b.world.device == .iphone16Pro && !b.world.settings.reduceMotion, "nothing changed")
        try b.run(.configure(ConfigureOptions(device: "iphone-6", profile: "ios9")))
        #expect(b.world.device == .iphone6)
    }

    @Test func badOptionsAreInvalidArgsAndADeviceChangeWithAppsIsWrongState() throws {
        var b = Bench(.ios26, device: .iphone16Pro)
        #expect(throws: ModelError.self) { try b.run(.configure(ConfigureOptions(device: "iphone-15-deluxe"))) }
        #expect(throws: ModelError.self) { try b.run(.configure(ConfigureOptions(profile: "ios99"))) }
        try b.launch("a")
        do {
            try b.run(.configure(ConfigureOptions(device: "iphone-15")))
            Issue.record("accepted")
        } catch let error as ModelError {
            guard case .wrongState = error else { Issue.record("\(error)"); return }
        }
        try b.run(.configure(ConfigureOptions(profile: "ios18")))
        #expect(b.world.profile.era == .ios18, "the era may change with apps registered")
    }
}
