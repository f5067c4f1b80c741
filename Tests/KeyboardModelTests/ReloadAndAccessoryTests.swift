// N8 (reloadInputViews re-announces) and N9 (iOS 26 and the input accessory view).

import KeyboardModel
import Testing

@Suite struct ReloadAndAccessoryTests {
    /// N8 (`reload-reannounces`, every era): reloadInputViews() with the keyboard up posts the Show
    /// group again with FrameBegin == FrameEnd, no Hide; ideal posts nothing for an unchanged keyboard.
    @Test func n8ReloadInputViewsReannouncesTheShow() throws {
        for (profile, reannounced) in [(Profile.ios13, true), (.ios26, true), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "notes", ResponderTraits(kind: .textView))
            let m = b.mark
            try b.run(.reloadInputViews(app: "a"))
            b.settle()
            #expect(b.keyboardNames("a", from: m) == (reannounced ? showGroup : []), "\(profile.name)")
            for (_, info) in b.infos("a", from: m) { #expect(info.frameBegin == info.frameEnd) }
        }
    }

    /// C6 (`reload-in-animation-reannounces`, iOS 14 on): a WillShow handler that reloads, i.e. a
    /// reload between the Wills and the Dids of the keyboard's own animation, is announced again
    /// from iOS 14, so the handler runs again and loops (Apple Developer Forums 652362); up to iOS
    /// 13 it posts nothing ("totally fine on iOS 13 or below").
    @Test func c6AReloadingWillShowHandlerLoopsFromIOS14() throws {
        for (profile, loops) in [(Profile.ios13, false), (.ios15, true), (.ios26, true)] {
            var b = Bench(profile)
            try b.launch("a")
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "field", traits: ResponderTraits()))
            // The app's handler reloads on each WillShow it hears, five times at most.
            var handled = 0
            while handled < 5, b.keyboardNames("a", from: m).filter({ $0 == "WillShow" }).count > handled {
                handled += 1
                try b.run(.reloadInputViews(app: "a"))
            }
            b.settle()
            let shows = b.keyboardNames("a", from: m).filter { $0 == "WillShow" }.count
            #expect(shows == (loops ? 6 : 1), "\(profile.name): \(shows) WillShow")
        }
    }

    /// C6 (`reload-dids-at-once`, iOS 15 on): a reload's Dids come inside the call, with the Wills'
    /// time; iOS 13 posts them at the animation's end.
    @Test func c6AReloadsDidsComeAtOnceFromIOS15() throws {
        for (profile, did) in [(Profile.ios13, UInt64(250)), (.ios15, 0), (.ios26, 0)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a")
            b.settle()
            let m = b.mark
            try b.run(.reloadInputViews(app: "a"))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == showGroup, "\(profile.name)")
            #expect(log[3].info.time == log[1].info.time + did && log[3].info.duration == 0.25, "\(profile.name)")
        }
    }

    /// N8: a reload that changes the keyboard (a new accessory height) is announced in every era.
    @Test func n8ReloadAfterAChangeIsAnnounced() throws {
        var b = Bench(.ideal)
        try b.launch("a")
        try b.focus("a")
        let m = b.mark
        try b.run(.setInputAccessoryViewHeight(app: "a", height: 44))
        try b.run(.reloadInputViews(app: "a"))
        b.settle()
        #expect(b.keyboardNames("a", from: m) == showGroup)
    }

    /// N9, C8 (`accessory-outside-frame`, iOS 26): a view controller's accessory view (a chat's input
    /// bar) is left out of a show's frame (badoo/Chatto PR 797); a field's own toolbar stays in it
    /// (react-native-keyboard-controller PR 1068) and its hide ends at the toolbar's strip at the
    /// bottom of the screen (IQKeyboardManager #2124: "endFrame.height is 44 even the keyboard is
    /// hidden"). iOS 18 counts both in the frame and hides off screen. The truth always has the
    /// accessory while shown.
    @Test func n9AccessoryOutsideTheFrameOnIOS26() throws {
        for owner in AccessoryOwner.allCases {
            let toolbar = ResponderTraits(inputAccessoryViewHeight: 44, inputAccessoryOwner: owner)
            for profile in [Profile.ios26, .ios18] {
                var b = Bench(profile)
                try b.launch("a")
                let m = b.mark
                try b.focus("a", "field", toolbar)
                let show = b.infos("a", from: m)[1].info
                let (h, w, k) = (b.screen.height, b.screen.width, b.englishHeight())
                #expect(b.keyboard.frame.height == k + 44 && b.app("a").keyboardOverlap.height == k + 44)
                let n = b.mark
                try b.run(.resignFirstResponder(app: "a"))
                b.settle()
                let hide = b.infos("a", from: n)[1].info
                #expect(!b.keyboard.visible && b.app("a").keyboardOverlap == .zero)
                let outside = profile == .ios26 && owner == .viewController
                let strip = profile == .ios26 && owner == .responder
                #expect(show.frameEnd == (outside ? Rect(x: 0, y: h - k, width: w, height: k)
                                                  : Rect(x: 0, y: h - k - 44, width: w, height: k + 44)), "\(profile.name) \(owner)")
                if strip {
                    #expect(hide.frameEnd == Rect(x: 0, y: h - 44, width: w, height: 44), "\(profile.name) \(owner)")
                } else {
                    #expect(hide.frameEnd.y == h, "\(profile.name) \(owner): off screen")
                }
                #expect(hide.frameBegin == show.frameEnd)
            }
        }
    }

    /// N9: without an accessory view iOS 26 announces the keyboard as it is.
    @Test func n9NoAccessoryNoDifference() throws {
        var b = Bench(.ios26)
        try b.launch("a")
        let m = b.mark
        try b.focus("a")
        try b.run(.resignFirstResponder(app: "a"))
        b.settle()
        let log = b.infos("a", from: m)
        #expect(log[1].info.frameEnd == b.world.keyboardInfo.frame.offsetBy(dx: 0, dy: -b.englishHeight()))
        #expect(log[5].info.frameEnd.y == b.screen.height)
    }
}

@Suite struct InputViewSwapTests {
    /// C12 (`input-view-swap-hides`, iOS 26): a field's system keyboard swapped for its custom input
    /// view posts the keyboard's Hide group, its Dids 42 ms on, then the custom view's Show 45 ms
    /// after the WillHide (react-native-keyboard-controller #1599); iOS 18 announces the change of
    /// height as one Show group. The same responder asked again with the new traits is the
    /// reload that makes the swap.
    @Test func swappingTheKeyboardForACustomInputView() throws {
        for (profile, hides) in [(Profile.ios26, true), (.ios18, false), (.ideal, false)] {
            var b = Bench(profile)
            try b.launch("a")
            try b.focus("a", "message")
            b.settle()
            let m = b.mark
            try b.run(.becomeFirstResponder(app: "a", responder: "message",
                                            traits: ResponderTraits(inputView: .custom, customInputViewHeight: 300)))
            b.settle()
            let log = b.infos("a", from: m)
            #expect(log.map(\.name) == (hides ? hideGroup + showGroup : showGroup), "\(profile.name)")
            if hides {
                #expect(log[2].info.time - log[1].info.time == 42 && log[4].info.time - log[1].info.time == 45)
                #expect(log[1].info.frameEnd.y == b.screen.height && log[1].info.duration == 0.25)
                // The custom view comes up from below with its own size, animated (C15).
                #expect(log[5].info.frameBegin == Rect(x: 0, y: b.screen.height, width: b.screen.width, height: 300))
                #expect(log[5].info.duration == 0.25)
            }
            #expect(log.last?.info.frameEnd.height == 300 && b.keyboard.frame.height == 300)
        }
    }
}
