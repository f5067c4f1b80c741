import BusTestSupport
import DBus
import KeyboardContract
import Testing

/// Today's contract members over the bus (dbus/*.xml), against keyboardd's server on an in-process
/// bus and its virtual clock: Keyboard1.FrameAt, the live Keyboard1.Frame and App1.KeyboardOverlap,
/// App1.KeyboardViews, ResignFirstResponderWithOptions, Push/PopViewController,
/// Control1.DismissSheetBy, PresentSheet `passwords`, the `simulator` setting and the
/// ShouldEndEditing trait. The model tests hold the figures; these hold the wire: each member does
/// what its DocString says through the typed proxies, and each refusal answers the contract's error
/// name, says why, and leaves the daemon as it was.
@Suite struct TodaysMembersBusTests {
    static let ike = "com.example.ike"
    static let hideGroup = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
    static let showGroup = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]

    /// A device and an era that ran together (docs/DEVICES.md): the daemon refuses the others.
    struct Pair: Sendable, CustomStringConvertible {
        let device: String
        let profile: String
        init(_ device: String, _ profile: String) { (self.device, self.profile) = (device, profile) }
        var description: String { "\(device)/\(profile)" }
    }

    // MARK: Fixtures

    /// keyboardd on `pair` (virtual clock), Ike registered, launched and settled, its log empty.
    static func launched(_ pair: Pair, _ arguments: [String] = []) async throws -> (InProcessKeyboardd, BusApp) {
        let fixture = try await InProcessKeyboardd(["--device", pair.device, "--era", pair.profile] + arguments)
        let app = try await BusApp(ike, bus: fixture.bus)
        _ = try await fixture.control.settle()
        try await app.clear()
        return (fixture, app)
    }

    /// The same with Ike's `field` focused and the keyboard settled up, the log empty again.
    static func focused(_ pair: Pair, _ traits: [(String, DBusValue)] = []) async throws -> (InProcessKeyboardd, BusApp) {
        let (fixture, app) = try await launched(pair)
        #expect(try await app.focus("field", traits))
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.visible())
        try await app.clear()
        return (fixture, app)
    }

    /// `body` fails with `name`, its message mentions each of `mentions`, nothing visible changed
    /// and Ike heard nothing.
    static func refused(_ fixture: InProcessKeyboardd, _ app: BusApp, _ name: KeyboarddErrorName, mentioning mentions: [String],
                        _ what: String, _ body: () async throws(DBusError) -> Void) async throws {
        try await app.sync()
        let before = try await VisibleState(fixture, app: ike)
        let heard = app.namesWithEditing.count
        do {
            try await body()
            Issue.record("\(what) succeeded")
        } catch {
            #expect(error.contractName == name, "\(what): \(error)")
            for mention in mentions {
                #expect(error.message.contains(mention), "\(what): '\(error.message)' should mention '\(mention)'")
            }
        }
        #expect(try await VisibleState(fixture, app: ike) == before, "\(what) changed the daemon")
        try await app.sync()
        #expect(app.namesWithEditing.count == heard, "\(what) posted \(app.namesWithEditing.dropFirst(heard))")
    }

    /// A keyboard notification's `Time` (the daemon's clock when it was sent, ms).
    static func time(_ received: BusApp.Received) -> UInt64? {
        if case .uint64(let t)? = received.info?["Time"]?.unwrappedVariant { t } else { nil }
    }

    /// The first notification named `name` Ike received since the last clear.
    static func first(_ name: String, in app: BusApp, sourceLocation: SourceLocation = #_sourceLocation) throws -> BusApp.Received {
        try #require(app.log.first { $0.name == name }, "no \(name) in \(app.names)", sourceLocation: sourceLocation)
    }

    // MARK: Keyboard1.FrameAt

    /// iOS 17 (N12, N15): the keyboard's process runs the spring's full 0.5 s. FrameAt answers the
    /// live keyboard for any t without moving the clock: now is Keyboard1.Frame, the future is the
    /// motion under way (and comes true when the clock gets there), its end is the WillShow's
    /// FrameEnd, and the past is answered from the kept motions after the show is over.
    @Test func frameAtFollowsTheShowWithoutMovingTheClock() async throws {
        let (fixture, app) = try await Self.launched(Pair("iphone-15", "ios17"))
        defer { app.close(); fixture.stop() }
        #expect(try await app.focus())
        try await app.sync()
        let willShow = try Self.first("WillShow", in: app)
        let shown = try #require(Self.time(willShow))
        let begin = try #require(willShow.frameBegin), end = try #require(willShow.frameEnd)
        #expect(begin.y > end.y, "a show rises: \(begin) to \(end)")

        let now = try await fixture.server.now()
        #expect(try await fixture.keyboard.frameAt(t: now) == fixture.keyboard.frame())
        let midway = try await fixture.keyboard.frameAt(t: shown + 100)
        #expect(midway.y < begin.y && midway.y > end.y, "100 ms in: \(midway), from \(begin) to \(end)")
        #expect(try await fixture.keyboard.frameAt(t: shown + 500) == end, "the spring's 0.5 s")
        #expect(try await fixture.keyboard.frameAt(t: shown + 10_000) == end)
        // Asking, even about the future, runs nothing: the clock, the keyboard and Ike's log stay.
        #expect(try await fixture.server.now() == now)
        #expect(try await fixture.keyboard.frame() == fixture.keyboard.frameAt(t: now))
        let heard = app.names
        try await app.sync()
        #expect(app.names == heard && !heard.contains("DidShow"), "\(app.names)")

        // The future answered comes true.
        try await fixture.control.advance(ms: shown + 100 - now)
        #expect(try await fixture.server.now() == shown + 100)
        #expect(try await fixture.keyboard.frame() == midway)
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame() == end)
        // The past, from the motions kept.
        #expect(try await fixture.keyboard.frameAt(t: shown + 100) == midway)
        #expect(try await fixture.keyboard.frameAt(t: shown) == begin, "at the WillShow the keyboard is still where it began")
    }

    /// FrameAt keeps the last 32 motions: after 20 show/hide rounds the first show is forgotten,
    /// and a t before the oldest kept motion is InvalidArgs naming that oldest time (found here by
    /// bisection: the first t FrameAt still answers), and nothing changes.
    @Test func frameAtBeforeTheOldestKeptMotionIsInvalidArgs() async throws {
        let (fixture, app) = try await Self.launched(Pair("iphone-15", "ios17"))
        defer { app.close(); fixture.stop() }
        #expect(try await app.focus())
        try await app.sync()
        let firstShow = try #require(Self.time(try Self.first("WillShow", in: app)))
        _ = try await fixture.control.settle()
        for _ in 0..<20 {
            #expect(try await app.proxy.resignFirstResponder())
            _ = try await fixture.control.settle()
            #expect(try await app.focus())
            _ = try await fixture.control.settle()
        }
        let now = try await fixture.server.now()
        var (lo, hi) = (firstShow, now)   // FrameAt(lo) refused, FrameAt(hi) answered
        let answersFirstShow = (try? await fixture.keyboard.frameAt(t: lo)) != nil
        #expect(!answersFirstShow, "the first show at \(lo) should be forgotten by \(now)")
        guard !answersFirstShow else { return }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if (try? await fixture.keyboard.frameAt(t: mid)) != nil { hi = mid } else { lo = mid }
        }
        let oldest = hi
        try await app.clear()
        for t in [firstShow, oldest - 1, 0] {
            try await Self.refused(fixture, app, .invalidArgs, mentioning: ["\(oldest)", "oldest"], "FrameAt(\(t))") { () async throws(DBusError) in
                _ = try await fixture.keyboard.frameAt(t: t)
            }
        }
        #expect(try await fixture.keyboard.frameAt(t: oldest).y >= 0)
    }

    // MARK: Keyboard1.Frame and App1.KeyboardOverlap along the animation

    /// N15: both properties are the live keyboard at the daemon's clock: part of the way through a
    /// show they are neither where the keyboard was nor where it goes, the overlap is the part of
    /// that frame over Ike's window; Settle brings both to the end. A hide's frame slides as well.
    @Test(arguments: [Pair("iphone-16-pro", "ios26"), Pair("iphone-11", "ios13")])
    func frameAndOverlapAreLiveMidAnimation(_ pair: Pair) async throws {
        let (fixture, app) = try await Self.launched(pair)
        defer { app.close(); fixture.stop() }
        let screen = try await fixture.server.screen()
        #expect(try await app.focus())
        try await app.sync()
        let end = try #require(try Self.first("WillShow", in: app).frameEnd)

        try await fixture.control.advance(ms: 100)
        let rising = try await fixture.keyboard.frame()
        let overlap = try await app.proxy.keyboardOverlap()
        #expect(rising != end && rising.y > end.y && rising.y < screen.height, "\(pair) 100 ms in: \(rising), going to \(end)")
        #expect(overlap.height > 0 && overlap.height < end.height, "\(pair): overlap \(overlap) mid-way to \(end.height)")
        #expect(overlap.height == screen.height - rising.y, "\(pair): the overlap is the live frame's part on screen")
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame() == end)
        #expect(try await app.proxy.keyboardOverlap().height == end.height)

        // The hide: the frame slides down along the curve too. (The overlap is not asked mid-hide:
        // the model counts none once the keyboard is no longer visible, at the WillHide.)
        #expect(try await app.proxy.resignFirstResponder())
        try await fixture.control.advance(ms: 100)
        let falling = try await fixture.keyboard.frame()
        #expect(falling.y > end.y && falling.y < screen.height, "\(pair) 100 ms into the hide: \(falling)")
        _ = try await fixture.control.settle()
        #expect(try await fixture.keyboard.frame().y == screen.height)
        #expect(try await app.proxy.keyboardOverlap() == Rect.zero)
    }

    // MARK: App1.KeyboardViews

    /// N15, iOS 26: no view before the focus; then one, in the text-effects window (no keyboard
    /// window in Windows from iOS 16) with iOS 26's classes, at the live keyboard's frame. The
    /// property emits no PropertiesChanged (EmitsChangedSignal false) while others of Ike's do.
    @Test func keyboardViewsOnIOS26() async throws {
        let (fixture, app) = try await Self.launched(Pair("iphone-16-pro", "ios26"))
        defer { app.close(); fixture.stop() }
        #expect(try await app.proxy.keyboardViews().isEmpty)
        #expect(try await app.focus())
        try await fixture.control.advance(ms: 60)
        let views = try await app.proxy.keyboardViews()
        #expect(views.count == 1)
        let view = try #require(views.first)
        #expect(view.windowClass == "UITextEffectsWindow" && view.containerClass == "UITrackingWindowView"
            && view.hostClass == "UIKeyboardItemContainerView", "\(view)")
        let midway = try await fixture.keyboard.frame()
        #expect(view.frame == midway, "the host view moves with the live keyboard")
        let windows = try await app.proxy.windows()
        #expect(!windows.contains { $0.kind == .keyboard }, "\(windows)")
        #expect(windows.contains { $0.id == view.windowId && $0.kind == .textEffects }, "\(view.windowId) in \(windows)")

        _ = try await fixture.control.settle()
        let end = try await fixture.keyboard.frame()
        #expect(end != midway)
        #expect(try await app.proxy.keyboardViews().first?.frame == end)
        try await app.sync()
        #expect(app.changes(of: .keyboardViews).isEmpty, "KeyboardViews emits no PropertiesChanged")
        #expect(!app.changes(of: .firstResponder).isEmpty, "Ike hears its other properties change")

        #expect(try await app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.keyboardViews().isEmpty)
        try await app.sync()
        #expect(app.changes(of: .keyboardViews).isEmpty)
    }

    /// Up to iOS 15 the keyboard has its own window in Ike's list: the view is in that window, a
    /// UIRemoteKeyboardWindow, with the input-set container and host.
    @Test func keyboardViewsUpToIOS15() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-11", "ios15"))
        defer { app.close(); fixture.stop() }
        let view = try #require(try await app.proxy.keyboardViews().first)
        #expect(view.windowClass == "UIRemoteKeyboardWindow" && view.containerClass == "UIInputSetContainerView"
            && view.hostClass == "UIInputSetHostView", "\(view)")
        #expect(view.frame == (try await fixture.keyboard.frame()))
        let windows = try await app.proxy.windows()
        #expect(windows.contains { $0.id == view.windowId && $0.kind == .keyboard }, "\(view.windowId) in \(windows)")
    }

    /// An app that is not registered, never or no longer, has no object: UnknownObject.
    @Test func keyboardViewsOfAnAppThatIsNotRegistered() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-16-pro", "ios26"))
        defer { app.close(); fixture.stop() }
        let nobody = await #expect(throws: DBusError.self) { try await fixture.app("com.example.nobody").keyboardViews() }
        #expect(nobody?.name == DBusError.unknownObjectName, "\(String(describing: nobody))")
        try await app.proxy.unregister()
        _ = try await fixture.control.settle()
        let gone = await #expect(throws: DBusError.self) { try await fixture.app(Self.ike).keyboardViews() }
        #expect(gone?.name == DBusError.unknownObjectName, "\(String(describing: gone))")
    }

    // MARK: App1.ResignFirstResponderWithOptions

    /// N12 from iOS 17: a resign inside performWithoutAnimation still claims 0.25 s, the keyboard
    /// is gone at once, and the Dids come 7 ms after the Wills (`Timings.detachedDidAfter`).
    @Test func anUnanimatedResignFromIOS17ClaimsAQuarterSecond() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-15", "ios17"))
        defer { app.close(); fixture.stop() }
        let screen = try await fixture.server.screen()
        #expect(try await app.proxy.resignFirstResponderWithOptions(options: .init(animated: false)))
        try await app.sync()
        #expect(app.keyboardNames == ["WillChangeFrame", "WillHide"], "the Dids are still to come: \(app.names)")
        #expect(app.log.allSatisfy { $0.duration == 0.25 }, "\(app.log.map(\.duration))")
        #expect(try await fixture.keyboard.frame().y == screen.height, "gone at once")
        #expect(try await app.proxy.firstResponder() == "")

        try await fixture.control.advance(ms: 6)
        try await app.sync()
        #expect(!app.keyboardNames.contains("DidHide"), "\(app.names)")
        try await fixture.control.advance(ms: 1)
        try await app.sync()
        #expect(app.keyboardNames == Self.hideGroup)
        let willHide = try Self.first("WillHide", in: app), didHide = try Self.first("DidHide", in: app)
        let willTime = try #require(Self.time(willHide)), didTime = try #require(Self.time(didHide))
        #expect(didTime == willTime + 7)
        #expect(didHide.duration == 0.25)
    }

    /// Before iOS 17 the same hide is announced instant: duration 0, the whole group at once. An
    /// animated resign (Animated true, the default) keeps its 0.25 s.
    @Test func anUnanimatedResignBeforeIOS17IsInstant() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-11", "ios16"))
        defer { app.close(); fixture.stop() }
        #expect(try await app.proxy.resignFirstResponderWithOptions(options: .init(animated: false)))
        try await app.sync()
        #expect(app.keyboardNames == Self.hideGroup, "no clock needed: \(app.names)")
        #expect(app.log.allSatisfy { $0.duration == 0 }, "\(app.log.map(\.duration))")
        #expect(Set(app.log.compactMap(Self.time)).count == 1)

        #expect(try await app.focus())
        _ = try await fixture.control.settle()
        try await app.clear()
        #expect(try await app.proxy.resignFirstResponderWithOptions(options: .init(animated: true)))
        try await app.sync()
        #expect(app.keyboardNames == ["WillChangeFrame", "WillHide"] && app.log.allSatisfy { $0.duration == 0.25 }, "\(app.lines)")
    }

    /// An unknown option or a value of the wrong type is InvalidArgs naming the options; another
    /// connection than Ike's own gets AccessDenied; nothing changes and the field keeps the focus.
    @Test func resignWithOptionsRefusals() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-15", "ios17"))
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["Animated b"], "an unknown option") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.resignFirstResponderWithOptions.rawValue, [(["Duration": .double(0)] as [String: DBusValue]).dbusValue])
        }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["Animated b"], "a string for Animated") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.resignFirstResponderWithOptions.rawValue, [(["Animated": .string("no")] as [String: DBusValue]).dbusValue])
        }
        try await Self.refused(fixture, app, .accessDenied, mentioning: [Self.ike], "the bench resigning Ike's responder") { () async throws(DBusError) in
            _ = try await fixture.app(Self.ike).resignFirstResponderWithOptions(options: .init(animated: false))
        }
        #expect(try await app.proxy.firstResponder() == "field")
    }

    // MARK: App1.PushViewController / PopViewController

    /// N19: from iOS 15 a push takes the keyboard down with the covered screen's responder; on
    /// iOS 13 the keyboard stays over the pushed screen. A pop then takes it down on both.
    @Test(arguments: [(Pair("iphone-11", "ios15"), true), (Pair("iphone-11", "ios13"), false)])
    func aPushHidesTheKeyboardFromIOS15(_ pair: Pair, _ hides: Bool) async throws {
        let (fixture, app) = try await Self.focused(pair)
        defer { app.close(); fixture.stop() }
        try await app.proxy.pushViewController(options: .init())
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames.contains("WillHide") == hides, "\(pair): \(app.names)")
        #expect(try await app.proxy.firstResponder() == (hides ? "" : "field"), "\(pair)")
        #expect(try await fixture.keyboard.visible() == !hides, "\(pair)")

        try await app.clear()
        try await app.proxy.popViewController(options: .init())
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames.contains("WillHide") == !hides, "\(pair): the pop hides what the push left: \(app.names)")
        #expect(try await app.proxy.firstResponder() == "")
        #expect(try await !fixture.keyboard.visible())
    }

    /// N16: with no keyboard up, a pushed or popped screen with a search field makes iOS 16 on
    /// post a Hide group for nothing; iOS 15 posts nothing.
    @Test(arguments: [(Pair("iphone-11", "ios16"), true), (Pair("iphone-11", "ios15"), false)])
    func aSearchFieldWithNoKeyboardPostsAHideFromIOS16(_ pair: Pair, _ phantom: Bool) async throws {
        let (fixture, app) = try await Self.launched(pair)
        defer { app.close(); fixture.stop() }
        try await app.proxy.pushViewController(options: .init(searchField: true))
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == (phantom ? Self.hideGroup : []), "\(pair) push: \(app.names)")
        try await app.clear()
        try await app.proxy.popViewController(options: .init(searchField: true))
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == (phantom ? Self.hideGroup : []), "\(pair) pop: \(app.names)")
        #expect(try await !fixture.keyboard.visible())
    }

    /// Bad options are InvalidArgs naming the options; an app that is not on screen is WrongState;
    /// nothing changes either way.
    @Test func navigationRefusals() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-11", "ios15"))
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["SearchField b"], "a push with a string SearchField") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.pushViewController.rawValue, [(["SearchField": .string("yes")] as [String: DBusValue]).dbusValue])
        }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["SearchField b"], "a push with Animated") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.pushViewController.rawValue, [(["Animated": .boolean(true)] as [String: DBusValue]).dbusValue])
        }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["SearchField b"], "a pop with an unknown option") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.popViewController.rawValue, [(["Modal": .boolean(true)] as [String: DBusValue]).dbusValue])
        }
        try await Self.refused(fixture, app, .accessDenied, mentioning: [Self.ike], "the bench pushing Ike's screen") { () async throws(DBusError) in
            try await fixture.app(Self.ike).pushViewController(options: .init())
        }
        #expect(try await app.proxy.firstResponder() == "field", "the refused push took nothing down")

        try await fixture.control.goHome()
        _ = try await fixture.control.settle()
        try await app.clear()
        try await Self.refused(fixture, app, .wrongState, mentioning: [Self.ike], "a push off screen") { () async throws(DBusError) in
            try await app.proxy.pushViewController(options: .init())
        }
        try await Self.refused(fixture, app, .wrongState, mentioning: [Self.ike], "a pop off screen") { () async throws(DBusError) in
            try await app.proxy.popViewController(options: .init(searchField: true))
        }
    }

    // MARK: Control1.DismissSheetBy

    /// A sheet pulled down goes like one dismissed with its button: the responder and the keyboard
    /// come back, and the sheet is gone (another can come, a second dismissal has nothing to do).
    @Test func aSheetPulledDownIsGone() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-16-pro", "ios26"))
        defer { app.close(); fixture.stop() }
        try await fixture.control.presentSheet(kind: .share)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.firstResponder() == "")
        try await fixture.control.dismissSheetBy(how: .pullDown)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.firstResponder() == "field")
        #expect(try await fixture.keyboard.visible())
        try await Self.refused(fixture, app, .wrongState, mentioning: ["no sheet"], "pulling down no sheet") { () async throws(DBusError) in
            try await fixture.control.dismissSheetBy(how: .pullDown)
        }
        try await fixture.control.presentSheet(kind: .share)
        try await fixture.control.dismissSheetBy(how: .button)
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.firstResponder() == "field")
    }

    /// N11, N19: only the photo picker's buttons give the keyboard back short (iOS 17); pulled
    /// down, it comes back whole.
    @Test(arguments: [("button", true), ("pull-down", false)])
    func thePhotoPickerPulledDownGivesTheKeyboardBackWhole(_ how: String, _ short: Bool) async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-15", "ios17"))
        defer { app.close(); fixture.stop() }
        let resting = try await fixture.keyboard.frame()
        try await fixture.control.presentSheet(kind: .photoPicker)
        _ = try await fixture.control.settle()
        try await app.clear()
        try await fixture.control.dismissSheetBy(how: try Control1.SheetDismissal(named: how))
        _ = try await fixture.control.settle()
        try await app.sync()
        let back = try #require(try Self.first("WillShow", in: app).frameEnd)
        #expect((back.height < resting.height) == short, "\(how): announced \(back.height), the keyboard is \(resting.height)")
        #expect(try await fixture.keyboard.frame() == resting, "\(how): the truth is the whole keyboard")
    }

    /// An unknown way is InvalidArgs naming the ways, also with no sheet up (the way is checked
    /// first); no sheet, or one already leaving, is WrongState; nothing changes.
    @Test func dismissSheetByRefusals() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-16-pro", "ios26"))
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, app, .wrongState, mentioning: ["no sheet"], "no sheet to pull down") { () async throws(DBusError) in
            try await fixture.control.dismissSheetBy(how: .pullDown)
        }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["button", "pull-down"], "an unknown way, no sheet") { () async throws(DBusError) in
            _ = try await fixture.control.object.call(Control1.MethodName.dismissSheetBy.rawValue, [.string("swipe")])
        }
        try await fixture.control.presentSheet(kind: .share)
        _ = try await fixture.control.settle()
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["button", "pull-down"], "an unknown way") { () async throws(DBusError) in
            _ = try await fixture.control.object.call(Control1.MethodName.dismissSheetBy.rawValue, [.string("swipe")])
        }
        #expect(try await app.proxy.firstResponder() == "", "the sheet is still up")
        try await fixture.control.dismissSheetBy(how: .button)
        try await Self.refused(fixture, app, .wrongState, mentioning: ["no sheet"], "a sheet already leaving") { () async throws(DBusError) in
            try await fixture.control.dismissSheetBy(how: .pullDown)
        }
    }

    // MARK: Control1.PresentSheet passwords

    /// N5 (iOS 14.4 on, a 414×896 iPhone): the credential picker over a password field's keyboard
    /// posts a WillShow of a 115 pt bar 44 pt on screen; Cancel gives the keyboard back announced
    /// at (0, −115). iOS 13 hides and shows as for any sheet. An unknown kind names `passwords`.
    @Test(arguments: [(Pair("iphone-11", "ios14"), true), (Pair("iphone-11", "ios13"), false)])
    func thePasswordsSheet(_ pair: Pair, _ negative: Bool) async throws {
        let (fixture, app) = try await Self.focused(pair, [("SecureTextEntry", .boolean(true))])
        defer { app.close(); fixture.stop() }
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["passwords"], "an unknown sheet") { () async throws(DBusError) in
            _ = try await fixture.control.object.call(Control1.MethodName.presentSheet.rawValue, [.string("keychain")])
        }
        let resting = try await fixture.keyboard.frame()
        try await fixture.control.presentSheet(kind: .passwords)
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == (negative ? ["WillChangeFrame", "WillShow"] + Self.hideGroup : Self.hideGroup), "\(pair): \(app.names)")
        if negative {
            #expect(try Self.first("WillShow", in: app).frameEnd == Rect(x: 0, y: 896 - 44, width: 414, height: 115))
        }
        #expect(try await app.proxy.firstResponder() == "")

        try await app.clear()
        try await fixture.control.dismissSheet()
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == (negative ? ["WillChangeFrame", "WillShow"] + Self.showGroup : Self.showGroup), "\(pair): \(app.names)")
        if negative {
            #expect(try Self.first("WillShow", in: app).frameEnd == Rect(x: 0, y: -115, width: 414, height: 115))
        }
        #expect(try await app.proxy.firstResponder() == "field")
        #expect(try await app.proxy.keyboardOverlap().height == resting.height, "\(pair): the truth is the keyboard at the bottom")
    }

    // MARK: BecomeFirstResponder trait ShouldEndEditing

    /// N19: a field whose textFieldShouldEndEditing says no keeps the focus: ResignFirstResponder
    /// (with or without options) and another responder's BecomeFirstResponder answer false, the
    /// responder and the keyboard stay, and iOS 26 announces nothing.
    @Test func aResponderThatWillNotEndEditingStays() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-16-pro", "ios26"), [("ShouldEndEditing", .boolean(false))])
        defer { app.close(); fixture.stop() }
        let frame = try await fixture.keyboard.frame()
        #expect(try await !app.proxy.resignFirstResponder())
        #expect(try await !app.proxy.resignFirstResponderWithOptions(options: .init(animated: false)))
        #expect(try await !app.focus("other"))
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(try await app.proxy.firstResponder() == "field")
        #expect(try await fixture.keyboard.visible())
        #expect(try await fixture.keyboard.frame() == frame)
        #expect(app.namesWithEditing.isEmpty, "\(app.namesWithEditing)")
    }

    /// iOS 14 (`refused-resign-reannounces`): the refused resignation posts the Show group again,
    /// the responder still stays. A string for the trait is InvalidArgs.
    @Test func iOS14ReannouncesARefusedResignation() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-11", "ios14"), [("ShouldEndEditing", .boolean(false))])
        defer { app.close(); fixture.stop() }
        #expect(try await !app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames.contains("WillShow") && !app.keyboardNames.contains("WillHide"), "\(app.names)")
        #expect(try await app.proxy.firstResponder() == "field")
        try await app.clear()
        try await Self.refused(fixture, app, .invalidArgs, mentioning: ["ShouldEndEditing"], "a string for ShouldEndEditing") { () async throws(DBusError) in
            _ = try await app.proxy.object.call(App1.MethodName.becomeFirstResponder.rawValue, [.string("other"), (["ShouldEndEditing": .string("no")] as [String: DBusValue]).dbusValue])
        }
    }

    // MARK: The simulator setting

    /// O4: the Simulator with its hardware keyboard connected posts a Hide group at a focus and at
    /// a resign (never a Show); a device posts nothing (W8). The setting is in Server1.Settings.
    @Test(arguments: [true, false])
    func theSimulatorPostsHidesOverAHardwareKeyboard(_ simulator: Bool) async throws {
        let (fixture, app) = try await Self.launched(Pair("iphone-x", "ios13"))
        defer { app.close(); fixture.stop() }
        #expect(try Server1.Settings(dictionary: await fixture.server.settings().mapValues(\.unwrappedVariant)).simulator == false)
        try await fixture.control.setSetting(name: .simulator, value: .boolean(simulator))
        #expect(try Server1.Settings(dictionary: await fixture.server.settings().mapValues(\.unwrappedVariant)).simulator == simulator)
        try await fixture.control.setHardwareKeyboard(attached: true)
        _ = try await fixture.control.settle()
        try await app.clear()
        #expect(try await app.focus())
        _ = try await fixture.control.settle()
        #expect(try await app.proxy.resignFirstResponder())
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == (simulator ? Self.hideGroup + Self.hideGroup : []), "simulator \(simulator): \(app.names)")
        #expect(try await !fixture.keyboard.visible())
    }

    // MARK: Control1.SetQuickTypeCollapsed

    /// N20 (iOS 8, iPhone 6): the bar collapsed to its handle while the keyboard is up is a Show
    /// group of 225 pt, and back up one of 258; elsewhere NotSupported naming ios8, with Predictive
    /// off WrongState, and nothing changes.
    @Test func quickTypeCollapsesOnIOS8Only() async throws {
        let (fixture, app) = try await Self.focused(Pair("iphone-6", "ios8"))
        defer { app.close(); fixture.stop() }
        try await fixture.control.setQuickTypeCollapsed(collapsed: true)
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == Self.showGroup, "\(app.names)")
        #expect(try await fixture.keyboard.frame() == Rect(x: 0, y: 667 - 225, width: 375, height: 225))
        try await app.clear()
        try await fixture.control.setQuickTypeCollapsed(collapsed: false)
        _ = try await fixture.control.settle()
        try await app.sync()
        #expect(app.keyboardNames == Self.showGroup, "\(app.names)")
        #expect(try await fixture.keyboard.frame().height == 258)
        try await fixture.control.setSetting(name: .predictive, value: .boolean(false))
        _ = try await fixture.control.settle()
        try await Self.refused(fixture, app, .wrongState, mentioning: ["predictive"], "Predictive off") { () async throws(DBusError) in
            try await fixture.control.setQuickTypeCollapsed(collapsed: true)
        }

        let (later, ike) = try await Self.focused(Pair("iphone-16-pro", "ios26"))
        defer { ike.close(); later.stop() }
        try await Self.refused(later, ike, .notSupported, mentioning: ["ios8", "ios26"], "on iOS 26") { () async throws(DBusError) in
            try await later.control.setQuickTypeCollapsed(collapsed: true)
        }
    }

    // MARK: Control1.ResizeKeyboardExtension

    /// O5 (iOS 14, iPhone 11): the extension grows from 260 to 320 pt and the app hears nothing,
    /// though Keyboard1.Frame says 320; on iOS 15 the same resize is a Show group. A height that is
    /// no keyboard's is InvalidArgs, a resize with the system keyboard up WrongState, and nothing
    /// changes.
    @Test func anExtensionsResizeIsSilentOnIOS14() async throws {
        for (profile, silent) in [("ios14", true), ("ios15", false)] {
            let (fixture, app) = try await Self.focused(Pair("iphone-11", profile))
            defer { app.close(); fixture.stop() }
            try await Self.refused(fixture, app, .wrongState, mentioning: ["extension"], "the system keyboard up") { () async throws(DBusError) in
                try await fixture.control.resizeKeyboardExtension(height: 320)
            }
            try await fixture.control.setInputMode(mode: "third-party:X:260")
            _ = try await fixture.control.settle()
            try await app.sync()
            try await app.clear()
            try await fixture.control.resizeKeyboardExtension(height: 320)
            _ = try await fixture.control.settle()
            try await app.sync()
            #expect(app.keyboardNames == (silent ? [] : Self.showGroup), "\(profile): \(app.names)")
            #expect(try await fixture.keyboard.frame() == Rect(x: 0, y: 896 - 320, width: 414, height: 320), "\(profile)")
            #expect(try await fixture.keyboard.inputMode() == "third-party:X:320")
            for bad in [0, -1, Double.nan, 2001] {
                try await Self.refused(fixture, app, .invalidArgs, mentioning: ["2000"], "height \(bad)") { () async throws(DBusError) in
                    try await fixture.control.resizeKeyboardExtension(height: bad)
                }
            }
        }
    }
}
