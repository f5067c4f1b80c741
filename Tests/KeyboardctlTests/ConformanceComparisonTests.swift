import Conformance
import Foundation
import Testing

/// Verdicts of small in-test logs against notifications made up here (no bus): matched, every
/// kind of difference, and every reason a log is not expressible, with the catalog looked up
/// when the log is judged.
@Suite struct ConformanceComparisonTests {
    typealias F = ConformanceFixtures

    /// The show keyboardd's ios9 sends an iPhone 6 app: WillShow at t=1000, DidShow 250 ms later.
    static func show(didShowAt: UInt64 = 1250, end: [Double] = [0, 409, 375, 258]) -> [ReceivedNotification] {
        [
            ReceivedNotification(name: "WillChangeFrame", frameBegin: [0, 667, 375, 258], frameEnd: end, duration: 0.25, curve: 7,
                                 isLocal: true, time: 1000),
            ReceivedNotification(name: "WillShow", frameBegin: [0, 667, 375, 258], frameEnd: end, duration: 0.25, curve: 7,
                                 isLocal: true, time: 1000),
            ReceivedNotification(name: "DidChangeFrame", frameBegin: [0, 667, 375, 258], frameEnd: end, duration: 0.25, curve: 7,
                                 isLocal: true, time: didShowAt),
            ReceivedNotification(name: "DidShow", frameBegin: [0, 667, 375, 258], frameEnd: end, duration: 0.25, curve: 7,
                                 isLocal: true, time: didShowAt),
        ]
    }

    static let catalog = Catalog(devices: [.init(name: "iphone-6", iOS: 8...12), .init(name: "iphone-15", iOS: 17...26)],
                                 eras: [.init(name: "ideal", iOS: nil), .init(name: "ios9", iOS: 9...10), .init(name: "ios26", iOS: 26...26)])

    func verdict(_ text: String = ConformanceFixtures.valid, catalog: Catalog = Self.catalog,
                 _ outcome: LogPlayer.Outcome = .received(["app": show()])) throws -> Verdict {
        let log = try F.parse(text)
        return Judge.verdict(log, catalog: catalog) { _ in outcome }
    }

    func verdict(_ outcome: LogPlayer.Outcome) throws -> Verdict {
        try verdict(ConformanceFixtures.valid, outcome)
    }

    @Test func matchedWhenEveryLoggedValueIsWhatKeyboarddSent() throws {
        // WillChangeFrame and DidChangeFrame are not observed: left out before comparing.
        #expect(try verdict() == .matched)
        // Within the tolerances: half a point, a millisecond of duration, 5 ms of time.
        let near = Self.show(didShowAt: 1254, end: [0.4, 409.5, 375, 258])
        #expect(try verdict(.received(["app": near])) == .matched)
    }

    @Test func differentNamesAreAListDiff() throws {
        var received = Self.show()
        received.remove(at: 1)   // no WillShow
        received.append(ReceivedNotification(name: "DidShow", frameEnd: [0, 409, 375, 258], time: 1300))
        let differences = try verdict(.received(["app": received])).differences
        #expect(differences.first == .names(role: "app", ["- WillShow", "  DidShow", "+ DidShow"]))
        // Values are compared on the notifications both lists share: the DidShow's time still is.
        #expect(differences.count == 2, "\(differences)")
        #expect(differences.last?.field == "at" && differences.last?.logged == "0.25" && differences.last?.keyboardd == "0",
                "\(differences)")
    }

    @Test func eachValueThatDiffersIsOneDifference() throws {
        let text = F.replacing("      duration: 0.25", with: """
                  duration: 0.3
                  begin: [0, 667, 375, 216]
                  center-end: [187.5, 100]
                  bounds: [0, 0, 375, 258]
                  curve: 0
                  local: false
                  keys: [UIKeyboardFrameEndUserInfoKey, UIKeyboardFrameChangedByUserInteraction]
                  height: 216
            """)
        var received = Self.show(didShowAt: 1400)
        received[1].centerEnd = [187.5, 538]
        received[1].keys.insert("UIKeyboardCenterEndUserInfoKey")
        let differences = try verdict(text, .received(["app": received])).differences
        #expect(differences.map(\.field) == ["begin", "center-end", "bounds", "duration", "curve", "local", "keys", "height", "at"],
                "\(differences)")
        let byField = Dictionary(uniqueKeysWithValues: differences.map { ($0.field!, $0) })
        #expect(byField["begin"]?.logged == "[0, 667, 375, 216]" && byField["begin"]?.keyboardd == "[0, 667, 375, 258]")
        #expect(byField["bounds"]?.keyboardd == "absent", "a key keyboardd did not send")
        #expect(byField["duration"]?.logged == "0.3" && byField["duration"]?.keyboardd == "0.25")
        #expect(byField["local"]?.keyboardd == "true")
        #expect(byField["keys"]?.logged == "UIKeyboardFrameChangedByUserInteraction")
        #expect(byField["keys"]?.keyboardd == "UIKeyboardAnimationCurveUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, "
                + "UIKeyboardCenterEndUserInfoKey, UIKeyboardFrameBeginUserInfoKey, UIKeyboardIsLocalUserInfoKey")
        #expect(byField["height"]?.logged == "216" && byField["height"]?.keyboardd == "258")
        #expect(byField["at"]?.logged == "0.25" && byField["at"]?.keyboardd == "0.4")
        #expect(byField["curve"]?.text == ["app's notification 1 (WillShow, line \(F.line(of: "- name: WillShow"))): curve: logged 0, keyboardd 7"])
    }

    @Test func anIsLocalTheEraDoesNotSendIsAbsent() throws {
        let text = F.replacing("      duration: 0.25", with: "      local: true")
        var received = Self.show()
        received[1].isLocal = nil
        let difference = try #require(try verdict(text, .received(["app": received])).differences.first)
        #expect(difference.field == "local" && difference.keyboardd == "absent (no UIKeyboardIsLocalUserInfoKey)")
    }

    @Test func anEmptyLogMatchesOnlyNothing() throws {
        let text = F.replacing("\n    - name: WillShow\n      end: [0, 409, 375, 258]\n      duration: 0.25\n    - name: DidShow\n      at: 0.25",
                               with: " []")
        #expect(try verdict(text, .received(["app": []])) == .matched)
        #expect(try verdict(text).differences.first?.names == ["+ WillShow", "+ DidShow"])
    }

    @Test func userInfoAsTheBusCarriesIt() {
        let received = ReceivedNotification(uikitName: "UIKeyboardWillShowNotification", userInfo: [
            "UIKeyboardFrameEndUserInfoKey": .variant(.structure([.double(0), .double(409), .double(375), .double(258)])),
            "UIKeyboardAnimationCurveUserInfoKey": .variant(.int32(7)),
            "Sequence": .variant(.uint64(4)), "Time": .variant(.uint64(1000)), "Owner": .variant(.string("com.example.app")),
        ])
        #expect(received.name == "WillShow")
        #expect(received.frameEnd == [0, 409, 375, 258] && received.curve == 7 && received.time == 1000)
        #expect(received.isLocal == nil && received.frameBegin == nil)
        #expect(received.keys == ["UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey"],
                "keyboardd's own Sequence, Time and Owner are not UIKit's keys")
    }

    // MARK: Not expressible

    @Test func anEraKeyboarddLacks() throws {
        let text = F.replacing("era: ios9", with: "era: ios6")
        let reasons = try verdict(text).reasons
        #expect(reasons == [Reason(lacks: "era ios6", detail: "keyboardd has no era ios6 (its eras: ideal, ios9, ios26)")])
        // The catalog is read when the log is judged: once the model has the era, the log is played.
        let grown = Catalog(devices: Self.catalog.devices, eras: Self.catalog.eras + [.init(name: "ios6", iOS: 5...6)])
        #expect(try verdict(text, catalog: grown).reasons.map(\.lacks) == ["iphone-6 on ios6"])
        let wider = Catalog(devices: [.init(name: "iphone-6", iOS: 5...12)], eras: grown.eras)
        #expect(try verdict(text, catalog: wider) == .matched)
    }

    @Test func aDeviceKeyboarddLacksOrThatNeverRanTheEra() throws {
        #expect(try verdict(F.replacing("device: iphone-6", with: "device: iphone-4")).reasons.map(\.detail)
                == ["keyboardd has no device iphone-4 (its devices: iphone-6, iphone-15)"])
        #expect(try verdict(F.replacing("device: iphone-6", with: "device: iphone-15")).reasons.map(\.detail)
                == ["iphone-15 ran iOS 17–26, none of ios9's iOS 9–10"])
    }

    @Test func anUnsupportedStepAndEveryOtherReasonAtOnce() throws {
        let text = F.replacing("era: ios9", with: "era: ios7")
            .replacingOccurrences(of: "  - app: focus field\n", with: "  - unsupported: \"the person shakes the phone\"\n")
        let line = F.line(of: "unsupported", in: text)
        #expect(try verdict(text).reasons.map(\.lacks) == ["era ios7", "step at line \(line)"])
        #expect(try verdict(text).reasons.last?.detail == "keyboardd has no step for line \(line): the person shakes the phone")
    }

    @Test func whatKeyboarddRefusesWhilePlaying() throws {
        let refusal = Reason(lacks: "SetKeyboardMode undocked refused",
                             detail: "keyboardd refused SetKeyboardMode undocked: iphone-6 has no undocked keyboard [NotSupported]")
        #expect(try verdict(.refused(refusal)) == .notExpressible([refusal]))
    }

    @Test func nothingIsPlayedForALogThatCannotBe() throws {
        var played = false
        let log = try F.parse(F.replacing("era: ios9", with: "era: ios6"))
        _ = Judge.verdict(log, catalog: Self.catalog) { _ in
            played = true
            return .received([:])
        }
        #expect(!played)
    }
}
