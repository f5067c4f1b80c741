import Foundation
import Testing
@testable import KeyboardModel

@Suite struct HeightTableTests {
    static let devices = Device.all

    @Test func everyRowNamesASource() {
        for row in KeyboardHeightTable.rows {
            let source = row.source.trimmingCharacters(in: .whitespaces)
            #expect(!source.isEmpty, "\(row.device) \(row.orientation) \(row.mode) has no source")
            #expect(!source.contains("PLACEHOLDER"))
            if row.basis != .sourced {
                // An estimate says why, a derived row its rule and source: more than the bare word.
                #expect(source.count > "estimate:".count + 10, "\(row.basis) without a reason: \(row)")
            }
            #expect(row.isEstimate == (row.basis == .estimate))
        }
        for row in KeyboardHeightTable.shortcutBarRows {
            #expect(!row.source.trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }

    @Test func theTableHasOneRowPerCombination() {
        let rows = KeyboardHeightTable.rows
        let everyEra = rows.filter { $0.era == nil }
        // Languages of their own (N14: sv-SE on iOS 26) have rows only where they differ from English.
        let modes = KeyboardHeightMode.allCases.filter { $0 != .swedish }
        #expect(everyEra.count == Self.devices.count * KeyboardHeightOrientation.allCases.count * modes.count)
        var seen = Set<String>()
        for row in rows {
            let key = "\(row.device)/\(row.orientation)/\(row.mode)/" + (row.era.map(\.rawValue) ?? "every era")
            #expect(seen.insert(key).inserted, "duplicate \(row)")
            // A row of one era is for an era some profile has.
            if let era = row.era { #expect(Profile.all.contains { $0.heightEra == era }, "no profile in \(era)") }
        }
        for device in Self.devices {
            for o in KeyboardHeightOrientation.allCases {
                for mode in modes {
                    #expect(KeyboardHeightTable.row(device: device.name, orientation: o, mode: mode) != nil,
                            "no row for \(device.name) \(o) \(mode)")
                }
            }
        }
    }

    @Test func everyDeviceOrientationModeAndTypeResolves() {
        for device in Self.devices {
            for o in Orientation.allCases {
                let screen = device.screenSize(o)
                for input in InputMode.systemModes {
                    for type in KeyboardType.allCases {
                        for predictive in [true, false] {
                            let h = KeyboardHeightTable.height(
                                device: device, orientation: o, inputMode: input, keyboardType: type,
                                predictive: predictive)
                            #expect(h.height.isFinite && h.height > 0)
                            #expect(h.height < screen.height, "\(device.name) \(o) \(input.name): \(h.height)")
                            #expect(!h.source.isEmpty)
                            for earlier in h.intermediateHeights {
                                #expect(earlier.isFinite && earlier > 0 && earlier < h.height)
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func heightsArePositiveFiniteAndSmallerThanTheScreen() {
        for row in KeyboardHeightTable.rows {
            let device = try! #require(Device.named(row.device))
            let screen = device.screenSize(row.orientation == .portrait ? .portrait : .landscapeLeft)
            #expect(row.height.isFinite && row.height > 0)
            // The keyboard leaves at least a third of the screen to the app.
            #expect(row.height < screen.height * 2 / 3, "\(row)")
        }
    }

    /// N14: today's iPhones per era, as the sources give them (estimates where they say so).
    @Test func n14TodaysIPhonesPerEra() {
        func h(_ d: Device, _ era: KeyboardHeightEra?, predictive: Bool = true) -> Double {
            KeyboardHeightTable.height(device: d, orientation: .portrait, inputMode: .english, predictive: predictive, era: era).height
        }
        #expect(h(.iphone15, .iOS14to18) == 336 && h(.iphone15, .iOS14to18, predictive: false) == 291)
        #expect(h(.iphone11, .iOS14to18) == 346)
        #expect(h(.iphoneSE3, .iOS26) == 260 && h(.iphoneSE3, .iOS26, predictive: false) == 216)
        #expect(h(.iphone16Pro, .iOS14to18) == 336 && h(.iphone16Pro, .iOS26) == 335)
        #expect(h(.iphone16ProMax, .iOS26) == 345 && h(.iphone16ProMax, .iOS14to18) == 346)
        // Older eras differ: 258 on 375×667 for iOS 8 to 10, 260 today; 333 on 375×812 for iOS 11 to 13, 336 today.
        #expect(h(.iphone6, .iOS8) == 258 && h(.iphone6, .iOS9to10) == 258 && h(.iphone8, .iOS14to18) == 260)
        #expect(h(.iphoneX, .iOS11) == 333 && h(.iphoneX, .iOS12to13) == 335 && h(.iphoneX, .iOS14to18) == 336)
        // 375×667: 258 up to iOS 11, 260 from iOS 12 (C16).
        #expect(h(.iphone8, .iOS11) == 258 && h(.iphone8, .iOS12to13) == 260)
        // Rows the era does not change come from the every-era row.
        #expect(h(.iphone15, .iOS26, predictive: false) == 291)
        // The 440-wide iPhone has no measurement of its own: its rows are derived from its class or estimates.
        for row in KeyboardHeightTable.rows where row.device == "iphone-16-pro-max" { #expect(row.basis != .sourced, "\(row)") }
        // Every profile names an era, and a world lays the keyboard out with it.
        #expect(Profile.ios8.heightEra == .iOS8 && Profile.ios9.heightEra == .iOS9to10 && Profile.ios13.heightEra == .iOS12to13
            && Profile.ios17.heightEra == .iOS14to18 && Profile.ios26.heightEra == .iOS26)
    }

    /// N14: iOS 26 by point release: 26.0's English keyboard is 10 pt taller than 26.2's on the iPhone 16
    /// Pro class; the rows 26.0 has none of its own for are 26.2's; iOS 5 to 7 had no predictive bar.
    @Test func n14IOS26ByPointReleaseAndOlderEras() {
        func h(_ d: Device, _ era: KeyboardHeightEra?, _ mode: InputMode = .english) -> Double {
            KeyboardHeightTable.height(device: d, orientation: .portrait, inputMode: mode, era: era).height
        }
        #expect(h(.iphone16Pro, .iOS26_0) == 345 && h(.iphone16Pro, .iOS26) == 335)
        #expect(h(.iphone16ProMax, .iOS26_0) == 355 && h(.iphone16ProMax, .iOS26) == 345)
        // The compact Face ID class shares the 402-wide iPhone's iOS 26 figures (derived).
        #expect(h(.iphone15, .iOS26_0) == 345 && h(.iphone15, .iOS26) == 335)
        #expect(Profile(.ios26_0).heightEra == .iOS26_0 && Profile(.ios14).heightEra == .iOS14to18)
        #expect(h(.iphoneSE, .iOS5to7) == 216 && h(.ipad97, .iOS5to7) == 264)
        #expect(KeyboardHeightTable.height(device: .ipad97, orientation: .landscapeLeft, inputMode: .english,
                                           era: .iOS5to7).height == 352)
    }

    /// N14: iOS 26.0 sizes keyboards by language: Swedish is shorter than English there, as tall as
    /// English where no source says otherwise (KeyboardKit #1006).
    @Test func n14SwedishIsShorterThanEnglishOnIOS26Point0() {
        func h(_ d: Device, _ era: KeyboardHeightEra?, _ mode: InputMode) -> KeyboardHeight {
            KeyboardHeightTable.height(device: d, orientation: .portrait, inputMode: mode, era: era)
        }
        #expect(h(.iphone16Pro, .iOS26_0, .swedish).height == 335 && h(.iphone16Pro, .iOS26_0, .english).height == 345)
        #expect(h(.iphone16Pro, .iOS26, .swedish).height == h(.iphone16Pro, .iOS26, .english).height)
        #expect(h(.iphone16Pro, .iOS14to18, .swedish).height == 336)
        #expect(h(.iphone16Pro, .iOS14to18, .swedish).source.hasPrefix("estimate:"))
        #expect(InputMode(name: "sv-SE") == .swedish && InputMode.swedish.name == "sv-SE")
    }

    @Test func landscapeKeyboardsAreShorterOnIPhoneAndCoverMoreOfTheScreenEverywhere() {
        for device in Self.devices {
            for mode in KeyboardHeightMode.allCases where mode != .swedish {
                let p = KeyboardHeightTable.row(device: device.name, orientation: .portrait, mode: mode)!
                let l = KeyboardHeightTable.row(device: device.name, orientation: .landscape, mode: mode)!
                if !device.isPad {
                    #expect(l.height < p.height, "\(device.name) \(mode): landscape \(l.height) ≥ portrait \(p.height)")
                } else {
                    // iPad's landscape keyboard is taller in points (9.7" iPad: 398 against 313).
                    #expect(l.height > p.height)
                }
                let ps = device.screenSize(.portrait).height, ls = device.screenSize(.landscapeLeft).height
                #expect(l.height / ls > p.height / ps)
            }
        }
    }

    @Test func candidateBarGrowsOverSeveralWillShow() {
        for row in KeyboardHeightTable.rows {
            if row.mode == .chinesePinyin {
                // M1: two or three WillShow, growing, the last with the full height.
                #expect((1...2).contains(row.intermediateHeights.count), "\(row)")
                let all = row.intermediateHeights + [row.height]
                #expect(zip(all, all.dropFirst()).allSatisfy { $0 < $1 }, "\(all) does not grow")
            } else {
                #expect(row.intermediateHeights.isEmpty)
            }
        }
        let pinyin = KeyboardHeightTable.height(device: .iphone8, orientation: .portrait, inputMode: .chinesePinyin)
        #expect(pinyin.intermediateHeights == [216, 252] && pinyin.height == 258)
        #expect(InputMode.chinesePinyin.hasCandidateBar)
    }

    @Test func lookupFollowsInputModeKeyboardTypeAndPredictive() {
        let x = Device.iphoneX
        func h(_ m: InputMode, _ t: KeyboardType = .default, _ p: Bool = true, _ o: Orientation = .portrait) -> Double {
            KeyboardHeightTable.height(device: x, orientation: o, inputMode: m, keyboardType: t, predictive: p).height
        }
        #expect(h(.english) == 333)
        #expect(h(.english, .default, false) == 291)
        #expect(h(.english, .emailAddress) == 333)
        #expect(h(.english, .numberPad) == 291)
        #expect(h(.chinesePinyin, .decimalPad) == 291)
        #expect(h(.emoji, .default, false) == 333)         // emoji ignores the predictive setting
        #expect(h(.english) != h(.chinese10Key))          // W1
        #expect(h(.english, .default, true, .landscapeLeft) == h(.english, .default, true, .landscapeRight))
        #expect(h(.english, .default, true, .portraitUpsideDown) == h(.english))
        // W1: a third-party keyboard has any height, except where iOS insists on its own pad.
        #expect(h(.thirdParty(name: "tall", height: 400)) == 400)
        #expect(h(.thirdParty(name: "tall", height: 400), .numberPad) == 400)
        #expect(h(.thirdParty(name: "tall", height: 400), .phonePad) == 291)
        #expect(KeyboardHeightTable.mode(for: .thirdParty(name: "k", height: 10)) == nil)
    }

    @Test func predictiveAndShortcutBars() {
        #expect(KeyboardHeightTable.predictiveBarHeight(device: .iphone8, orientation: .portrait) == 42)
        #expect(KeyboardHeightTable.predictiveBarHeight(device: .iphoneSE, orientation: .portrait) == 37)
        #expect(KeyboardHeightTable.predictiveBarHeight(device: .ipadPro11, orientation: .portrait) == 55)
        for device in Self.devices {
            for o in Orientation.allCases {
                let bar = KeyboardHeightTable.predictiveBarHeight(device: device, orientation: o)
                #expect(bar > 0 && bar < 60)
                let shortcut = KeyboardHeightTable.shortcutBarHeight(device: device, orientation: o)
                if device.isPad {
                    #expect(shortcut > 0 && shortcut < KeyboardHeightTable.height(
                        device: device, orientation: o, inputMode: .english).height)
                } else {
                    #expect(shortcut == 0)
                }
            }
        }
    }

    @Test(arguments: [
        "en-US", "zh-Hans-Pinyin", "zh-Hans-10key", "emoji",
        "third-party:SwiftKey:259", "third-party:x:10.5", "third-party:a:b:300", "third-party:k:2000",
    ])
    func inputModeNamesRoundTrip(name: String) throws {
        let mode = try #require(InputMode(name: name))
        #expect(mode.name == name)
        #expect(InputMode(name: mode.name) == mode)
    }

    @Test func inputModeValuesRoundTrip() {
        for mode in InputMode.systemModes + [.thirdParty(name: "g:board", height: 301.25), .thirdParty(name: "n", height: 1)] {
            #expect(InputMode(name: mode.name) == mode)
        }
        // Heights outside what the parser accepts still print without trapping.
        #expect(InputMode.thirdParty(name: "x", height: .infinity).name == "third-party:x:inf")
        #expect(InputMode.thirdParty(name: "x", height: 1e300).name.hasPrefix("third-party:x:"))
    }

    @Test(arguments: [
        "", "klingon", "EN-US", "en-us", " en-US", "third-party", "third-party:", "third-party::10",
        "third-party:x:", "third-party:x:NaN", "third-party:x:nan", "third-party:x:inf", "third-party:x:-inf",
        "third-party:x:0", "third-party:x:-5", "third-party:x:2000.5", "third-party:x:1e9", "third-party:x:ten",
        "third-party:x", "3rd-party:x:10", "third-party:x:10px",
    ])
    func badInputModeNamesAreRejected(name: String) {
        #expect(InputMode(name: name) == nil, "accepted \(name.debugDescription)")
    }

    /// A row of one era belongs to a device that ran an iOS of that era: no row describes hardware
    /// that never existed.
    @Test func eraRowsBelongToDevicesThatRanTheEra() throws {
        for row in KeyboardHeightTable.rows {
            let device = try #require(Device.named(row.device), "\(row.device)")
            guard let era = row.era else { continue }
            #expect(Era.allCases.contains { $0 != .ideal && $0.heightEra == era && device.runs($0) },
                    "\(row.device) never ran \(era.rawValue)")
        }
    }
}
