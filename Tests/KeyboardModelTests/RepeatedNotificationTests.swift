// M1, M2, M3: WillShow repeated, missing, and where WillChangeFrame falls.

import KeyboardModel
import Testing

@Suite struct RepeatedNotificationTests {
    func pinyin(_ profile: Profile, configure: (inout Configuration) -> Void = { _ in }) throws -> Bench {
        var b = Bench(profile, device: .iphone6, configure: configure)
        try b.launch("chat")
        try b.run(.setInputMode("zh-Hans-Pinyin"))
        return b
    }

    /// Pinyin's full height on the iPhone 6 in the profile's era (iOS 12 made it 260, N14).
    func full(_ profile: Profile) -> Double {
        KeyboardHeightTable.height(device: .iphone6, orientation: .portrait, inputMode: .chinesePinyin,
                                   era: profile.heightEra).height
    }

    /// M1 (ios8): Pinyin's WillShow arrives two or three times with growing heights; only the last
    /// carries the full height. Ideal: one WillShow with the full height.
    @Test func m1RepeatedWillShow() throws {
        var b = try pinyin(.ios8)
        let m = b.mark
        try b.focus("chat")
        b.settle()
        let log = b.log("chat", from: m)
        let shows = log.filter { $0.name == "WillShow" }.map { $0.info!.frameEnd.height }
        #expect((2...3).contains(shows.count))
        #expect(shows == shows.sorted() && Set(shows).count == shows.count)
        #expect(shows.last == full(.ios8))
        #expect(log.map(\.name).suffix(2) == ["DidChangeFrame", "DidShow"])
        #expect(log.filter { $0.name == "DidShow" }.count == 1)

        var i = try pinyin(.ideal)
        let n = i.mark
        try i.focus("chat")
        #expect(i.names("chat", from: n) == showGroup)
        #expect(i.log("chat", from: n)[1].info!.frameEnd.height == full(.ideal))
    }

    /// M2 (ios9-beta4 = repeated + missing): fewer WillShows than there should be, the final one
    /// missing, so the full height never comes with a WillShow; WillChangeFrame and DidChangeFrame
    /// still carry it.
    @Test func m2MissingWillShowComposesWithM1() throws {
        var b = try pinyin(.ios9Beta4)
        let m = b.mark
        try b.focus("chat")
        b.settle()
        let log = b.log("chat", from: m)
        let shows = log.filter { $0.name == "WillShow" }.map { $0.info!.frameEnd.height }
        let changes = log.filter { $0.name == "WillChangeFrame" }.map { $0.info!.frameEnd.height }
        #expect(shows.count == changes.count - 1)
        #expect(!shows.contains(full(.ios9Beta4)))
        #expect(changes.last == full(.ios9Beta4))
        #expect(log.first { $0.name == "DidChangeFrame" }?.info?.frameEnd.height == full(.ios9Beta4))

        // Missing alone: no WillShow at all for the appearance.
        var only = try pinyin(.ideal) { $0.quirkOverrides = [.missingWillShow: true] }
        let n = only.mark
        try only.focus("chat")
        #expect(only.names("chat", from: n) == ["WillChangeFrame", "DidChangeFrame", "DidShow"])
        // English has no candidate bar: untouched.
        var en = Bench(.ios9Beta4, device: .iphone6)
        try en.launch("chat")
        let e = en.mark
        try en.focus("chat")
        #expect(en.names("chat", from: e) == showGroup)
    }

    /// M3: WillChangeFrame comes before WillShow, and after DidHide the next appearance starts
    /// with WillChangeFrame, on every profile.
    @Test(arguments: Profile.all)
    func m3WillChangeFrameOrder(profile: Profile) throws {
        var b = Bench(profile, configure: Bench.withoutFirstAppearance)   // N18 apart
        try b.launch("chat")
        for _ in 0..<2 {
            try b.focus("chat")
            try b.run(.resignFirstResponder(app: "chat"))
            b.advance(b.timings.keyboardAnimation)
        }
        let names = b.keyboardNames("chat")
        #expect(names == showGroup + hideGroup + showGroup + hideGroup)
        for (i, n) in names.enumerated() where n == "WillShow" { #expect(names[i - 1] == "WillChangeFrame") }
        for (i, n) in names.enumerated() where n == "DidHide" && i + 1 < names.count {
            #expect(names[i + 1] == "WillChangeFrame")
        }
    }
}
