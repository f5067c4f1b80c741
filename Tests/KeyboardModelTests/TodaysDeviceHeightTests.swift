// W1, W13, N14: today's devices by screen class, their heights per era, and where each figure stands
// (sourced, derived by a stated rule, or an estimate).

import KeyboardModel
import Testing

@Suite struct TodaysDeviceHeightTests {
    func row(_ device: Device, _ era: KeyboardHeightEra?, _ mode: KeyboardHeightMode = .english,
             _ o: KeyboardHeightOrientation = .portrait) throws -> KeyboardHeightRow {
        try #require(KeyboardHeightTable.row(device: device.name, orientation: o, mode: mode, era: era))
    }

    /// The compact Face ID iPhones (375 to 402 wide) share one keyboard where two of them were
    /// measured; each is sourced on its own screen where a source measured it, else derived.
    @Test func theCompactFaceIDClass() throws {
        for device in [Device.iphoneX, .iphone13Mini, .iphone12, .iphone15, .iphone16Pro] {
            #expect(try row(device, .iOS14to18).height == 336, "\(device.name)")
            #expect(try row(device, .iOS14to18, .englishNoPredictive).height == 291, "\(device.name)")
        }
        #expect(try row(.iphone12, .iOS14to18).basis == .sourced && row(.iphone12, .iOS14to18, .englishNoPredictive).basis == .sourced)
        #expect(try row(.iphone13Mini, .iOS12to13).height == 335 && row(.iphoneX, .iOS11).height == 333)
        for device in [Device.iphone13Mini, .iphone12, .iphone15] {
            #expect(try row(device, .iOS26_0).height == 345 && row(device, .iOS26).height == 335, "\(device.name)")
            #expect(try row(device, .iOS26).basis == .derived)
        }
        #expect(try row(.iphone16Pro, .iOS26).basis == .sourced)
    }

    /// The large Face ID iPhones (414 to 440 wide): 346 / 301 from iOS 12 to 18, measured on 414, 428
    /// and 430; the 440-wide derived from them; iOS 26 an estimate for the whole class.
    @Test func theLargeFaceIDClass() throws {
        for device in [Device.iphone11, .iphone14Plus, .iphone15ProMax, .iphone16ProMax] {
            #expect(try row(device, .iOS14to18).height == 346 && row(device, .iOS14to18, .englishNoPredictive).height == 301)
            #expect(try row(device, .iOS26).height == 345 && row(device, .iOS26_0).height == 355, "\(device.name)")
            #expect(try row(device, .iOS26).basis == .estimate)
        }
        #expect(try row(.iphone14Plus, .iOS14to18).basis == .sourced && row(.iphone15ProMax, .iOS14to18).basis == .sourced)
        #expect(try row(.iphone16ProMax, .iOS14to18).basis == .derived)
    }

    /// X3: the 414×896 keyboard is 346 in every era a source measured it (iOS 12's log, the iOS 14
    /// table, iOS 17's flutter/flutter #144897); IQKeyboardManager #1823's 345 and 390 are 301 and
    /// 346 with the library's 44 pt toolbar, which the row says.
    @Test func x3The414WideKeyboardByEra() throws {
        for era in [KeyboardHeightEra.iOS12to13, .iOS14to18] {
            let r = try row(.iphone11, era)
            #expect(r.height == 346 && r.basis == .sourced)
            #expect(r.source.contains("IQKeyboardManager #1823") && r.source.contains("44 pt toolbar"))
        }
        #expect(try row(.iphone11, .iOS14to18, .englishNoPredictive).height == 301)
        #expect(try row(.iphone11, .iOS14to18, .englishNoPredictive).basis == .sourced)
    }

    /// iOS 12 gave the Home-button iPhones a 38 pt bar (keyman's readings): 254 on 320-wide, 260 on
    /// 375-wide, 200 in landscape; iOS 8 to 11 keep the older figures.
    @Test func homeButtonIPhonesFromIOS12() throws {
        #expect(try row(.iphoneSE, .iOS9to10).height == 253 && row(.iphoneSE, .iOS12to13).height == 254
            && row(.iphoneSE, .iOS14to18).height == 254)
        #expect(try row(.iphone6, .iOS9to10).height == 258 && row(.iphone6, .iOS12to13).height == 260)
        for device in [Device.iphoneSE, .iphone6, .iphone6Plus, .iphone8] {
            #expect(try row(device, .iOS9to10, .english, .landscape).height <= 194)
            #expect(try row(device, .iOS12to13, .english, .landscape).height == 200, "\(device.name)")
        }
        #expect(try row(.iphoneSE3, .iOS14to18).height == 260 && row(.iphoneSE3, .iOS14to18).basis == .derived)
        #expect(try row(.iphoneSE3, nil, .english, .landscape).height == 200)
    }

    /// keyman reads the Face ID iPhones' landscape keys (150) and bar (38) alike, the 21 pt inset below.
    @Test func faceIDLandscape() throws {
        for device in Device.all where !device.isPad && device.hasHomeIndicator {
            #expect(try row(device, nil, .english, .landscape).height == 209, "\(device.name)")
            #expect(try row(device, nil, .englishNoPredictive, .landscape).height == 171)
            #expect(try row(device, nil, .english, .landscape).basis != .estimate)
        }
    }

    /// iPadOS 13 made the keys taller (keyman read the iPads of iOS 12 at 258 / 343, those of iOS 13 at
    /// 265 / 353, plus the 55 pt banner); the iPads without a Home button add their 20 pt inset.
    @Test func iPadsPerEra() throws {
        #expect(try row(.ipad97, .iOS12to13).height == 313 && row(.ipad97, .iOS12to13, .english, .landscape).height == 398)
        #expect(try row(.ipad97, .iOS14to18).height == 320 && row(.ipad97, .iOS14to18, .english, .landscape).height == 408)
        #expect(try row(.ipad105, .iOS11).height == 313 && row(.ipad105, .iOS14to18).height == 320 && row(.ipad105, .iOS26).height == 320)
        #expect(try row(.ipad102, .iOS12to13).height == 320 && row(.ipad102, .iOS26).height == 320)
        #expect(try row(.ipadPro11, .iOS12to13).height == 340 && row(.ipadPro11, .iOS14to18).height == 340)
        #expect(try row(.ipadPro129, .iOS12to13).height == 403 && row(.ipadPro129, .iOS26, .english, .landscape).height == 498)
        #expect(try row(.ipadAir4, .iOS14to18).height == 340 && row(.ipad10, .iOS26, .english, .landscape).height == 428)
        for device in [Device.ipad97, .ipad102, .ipad105] { #expect(try row(device, .iOS14to18).basis == .sourced) }
        for device in [Device.ipadPro11, .ipadPro129, .ipadAir4, .ipad10] { #expect(try row(device, .iOS14to18).basis == .derived) }
    }

    /// Every device of iOS 15 and later has its default keyboard's height (English, predictive bar,
    /// portrait) sourced or derived in every era from iOS 15 it ran, but for the estimates listed:
    /// the iPad mini 6 and the 13-inch iPad Pro (screens no source measured, nor one of their width),
    /// and iOS 26 on the large Face ID iPhones (measured on the 402-wide iPhone only).
    @Test func todaysDefaultHeightsAreSourcedOrDerived() throws {
        var estimates: [String] = []
        for device in Device.all where device.iOSVersions.upperBound >= 15 {
            for era in Era.allCases where era != .ideal && device.runs(era) && (era.iOSVersions?.upperBound ?? 0) >= 15 {
                if try row(device, era.heightEra).basis == .estimate { estimates.append(device.name + " " + era.name) }
            }
        }
        let large26 = ["iphone-11", "iphone-16-pro-max", "iphone-14-plus", "iphone-15-pro-max"].flatMap { [$0 + " ios26.0", $0 + " ios26"] }
        let pads = ["ios15", "ios16", "ios17", "ios18", "ios26.0", "ios26"].map { "ipad-mini-6 " + $0 }
            + ["ios17", "ios18", "ios26.0", "ios26"].map { "ipad-pro-13 " + $0 }
        #expect(Set(estimates) == Set(large26 + pads), "\(estimates)")
    }
}
