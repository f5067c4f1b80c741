// Every article story of the model issue over the bus (issue 4, "Tests that must exist"): keyboardd's
// server on an in-process bus, virtual clock, each story on the profile where the bug shows and on
// ideal where it must not. The expected sequences are the model tests' (ArticleStoryTests and the
// per-id files in Tests/KeyboardModelTests).

import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import struct KeyboardModel.Device
import Testing

let showGroup = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
let hideGroup = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]

/// One in-process bus, one keyboardd server, and the person's control connection.
final class Stage: Sendable {
    let bus: InProcessBus
    let connection: Connection
    let control: Control1.Proxy
    let keyboard: Keyboard1.Proxy
    let server: Server1.Proxy
    let profile: String
    let device: Device
    let keyboardd: InProcessKeyboardd
    private let broadcasts = Locked<[(name: String, info: [String: DBusValue], recipients: [String])]>([])
    private let broadcastSubscription: Subscription

    /// The profile's timings (docs/PROFILES.md; Timings in the model): iOS 8/9 switch slower.
    var launchTime: UInt64 { ["ios8", "ios9-beta4", "ios9"].contains(profile) ? 600 : 400 }
    var activation: UInt64 { ["ios8", "ios9-beta4", "ios9"].contains(profile) ? 400 : 350 }
    let keyboardAnimation: UInt64 = 250

    init(_ profile: String, device: String = "iphone-x") async throws {
        keyboardd = try await InProcessKeyboardd(["--era", profile, "--device", device])
        bus = keyboardd.bus
        connection = keyboardd.connection
        control = Control1.Proxy(connection)
        keyboard = Keyboard1.Proxy(connection)
        server = Server1.Proxy(connection)
        self.profile = profile
        self.device = try #require(Device.named(device))
        // Keyboard1.Notification, for monitors: subscribed with a match rule on the keyboard path.
        let broadcasts = broadcasts
        broadcastSubscription = try connection.subscribe(
            MatchRule(path: Keyboard1.path, interface: Keyboard1.name, member: "Notification")) { message in
            guard let args = try? message.arguments(), args.count == 3, case .string(let name) = args[0],
                  let info = try? [String: DBusValue](dbusValue: args[1]),
                  case .array(_, let items) = args[2] else { return }
            let recipients = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
            broadcasts.update { $0.append((BusApp.short(name), info, recipients)) }
        }
    }

    func stop() {
        broadcastSubscription.cancel()
        keyboardd.stop()
    }

    func advance(_ ms: UInt64) async throws { try await control.advance(ms: ms) }

    /// N1 on what `app` received: one userInfo per animation, each beginning where the one before ended.
    func expectOneUserInfoPerAnimation(_ app: BusApp, sourceLocation: SourceLocation = #_sourceLocation) {
        BusTestSupport.expectOneUserInfoPerAnimation(app, screenWidth: device.portraitSize.width,
                                                     screenHeight: device.portraitSize.height, sourceLocation: sourceLocation)
    }
    func settle() async throws { _ = try await control.settle() }

    /// Registers (and launches) an app and lets its launch finish, as the model's `Bench.launch`.
    func launch(_ id: String) async throws -> BusApp {
        let app = try await BusApp(id, bus: bus)
        try await advance(launchTime)
        return app
    }

    /// The app's responder takes focus; the keyboard animation ends (the model's `Bench.focus`).
    func focus(_ app: BusApp, _ responder: String = "field") async throws {
        #expect(try await app.focus(responder), "BecomeFirstResponder(\(responder)) on \(app.id) refused")
        try await advance(keyboardAnimation)
    }

    var keyboardFrame: Rect { get throws { try keyboard.frame() } }

    /// Control1.Trace after a sequence number.
    func trace(after: UInt64 = 0) async throws -> [Control1.TraceRecord] {
        try await control.trace(afterSequence: after)
    }

    /// The last trace sequence now: a mark to read the trace from.
    func traceMark() async throws -> UInt64 { try await trace().last?.sequence ?? 0 }

    /// The Keyboard1.Notification broadcasts since the last `clearBroadcasts()`; call `syncControl()`
    /// first so that all sent before have arrived.
    var received: [(name: String, info: [String: DBusValue], recipients: [String])] { broadcasts.get() }

    /// Forgets the broadcasts so far, after a round trip on the control connection (so that
    /// none sent before arrives after the clear).
    func clearBroadcasts() async throws {
        try await syncControl()
        broadcasts.update { $0.removeAll() }
    }

    /// A round trip on the control connection: every broadcast sent before has been handled.
    func syncControl() async throws {
        try await connection.roundTripToKeyboardd()
    }

    /// Round trips on every connection named, and the control one.
    func sync(_ apps: BusApp...) async throws {
        for app in apps { try await app.sync() }
        try await syncControl()
    }
}

// A guard against a hang, not a speed bound: under AddressSanitizer on two busy cores a story took over a minute.
@Suite(.timeLimit(.minutes(5))) struct ArticleStoriesOverBusTests {
    /// The Mail.ru article (K2, K3, K4): Ike with the keyboard open switches to Notes, types, and comes back.
    /// ios13: Ike, still inactive, hears Notes' Show group (not local); the App Switcher snapshot
    /// is a hole; back in Ike no keyboard (the responder was reset) while the last WillChangeFrame
    /// Ike saw was Notes' show. Ideal: Ike hears only its own keyboard, the snapshot shows it, and
    /// the keyboard comes back after DidBecomeActive, belief = truth.
    @Test(arguments: ["ios13", "ideal"])
    func ikeSwitchesToNotesAndBack(profile: String) async throws {
        let stage = try await Stage(profile)
        defer { stage.stop() }
        let leaky = profile == "ios13"
        let ike = try await stage.launch("com.example.ike")
        let notes = try await stage.launch("com.apple.mobilenotes")
        try await stage.control.launchApp(bundleId: ike.id)
        try await stage.settle()
        try await stage.focus(ike)
        let traceMark = try await stage.traceMark()
        try await ike.clear()
        try await notes.clear()
        try await stage.clearBroadcasts()

        // To Notes, type there.
        try await stage.control.launchApp(bundleId: notes.id)
        try await stage.advance(stage.activation)
        try await stage.focus(notes)
        try await ike.sync()
        #expect(try await ike.proxy.state() == .inactive)     // K3: not yet in background
        try await stage.settle()
        try await stage.sync(ike, notes)

        let ikeLeaving = ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide"]
        #expect(ike.names == ikeLeaving + (leaky ? showGroup : []) + ["DidEnterBackground"])
        #expect(ike.log.prefix(2).allSatisfy { $0.isLocal == true && $0.owner == ike.id })
        let heard = ike.log.filter { $0.info != nil }.dropFirst(4)
        #expect(heard.allSatisfy { $0.isLocal == false && $0.owner == notes.id })
        #expect(notes.names == ["WillEnterForeground", "DidBecomeActive"] + showGroup)
        #expect(notes.log.filter { $0.info != nil }.allSatisfy { $0.isLocal == true && $0.owner == notes.id })
        #expect(ike.changes(of: .state) == [.state(.inactive), .state(.background), .state(.suspended)])
        #expect(notes.changes(of: .state) == [.state(.inactive), .state(.active)])
        // K2: leaving resigns the responder on ios13, for good; ideal keeps it.
        #expect(try await ike.proxy.firstResponder() == (leaky ? "" : "field"))
        // K4: the App Switcher snapshot, as the trace records it.
        let snapshots = try await stage.trace(after: traceMark).filter { $0.app == ike.id && $0.event == "Snapshot" }
        #expect(snapshots.map { $0.data["Snapshot"] } == [.string(leaky ? "hole" : "keyboard")])

        // One broadcast per notification naming its recipients in delivery (registration) order;
        // the same Sequence as the unicast copies.
        let broadcasts = stage.received
        #expect(broadcasts.map(\.name) == hideGroup + showGroup)
        #expect(broadcasts.map(\.recipients) == Array(repeating: [ike.id], count: 4)
            + Array(repeating: leaky ? [ike.id, notes.id] : [notes.id], count: 4))
        let sequences = broadcasts.compactMap { if case .uint64(let s)? = $0.info["Sequence"] { s } else { nil } }
        #expect(sequences.count == 8 && sequences == sequences.sorted() && Set(sequences).count == 8)
        #expect(ike.log.compactMap(\.sequence) == Array(sequences.prefix(4)) + (leaky ? Array(sequences.suffix(4)) : []))
        #expect(notes.log.compactMap(\.sequence) == Array(sequences.suffix(4)))
        #expect(broadcasts.allSatisfy { $0.info["UIKeyboardIsLocalUserInfoKey"] == .boolean(true) })   // as the owner gets it
        stage.expectOneUserInfoPerAnimation(ike)
        stage.expectOneUserInfoPerAnimation(notes)
        // The hide ends off screen below the bottom edge; Notes' show ends where Ike's began.
        let screenHeight = try await ike.proxy.windowFrame().height
        #expect(ike.log.first?.frameEnd?.y == screenHeight)
        #expect(notes.log.first { $0.name == "WillChangeFrame" }?.frameEnd == ike.log.first?.frameBegin)

        // Back to Ike.
        try await ike.clear()
        try await notes.clear()
        try await stage.clearBroadcasts()
        try await stage.control.launchApp(bundleId: ike.id)
        try await stage.settle()
        try await stage.sync(ike, notes)
        #expect(ike.names == ["WillEnterForeground", "DidBecomeActive"] + (leaky ? [] : showGroup))
        #expect(ike.changes(of: .state) == [.state(.inactive), .state(.active)])
        #expect(try await ike.proxy.state() == .active)
        #expect(try await ike.proxy.firstResponder() == (leaky ? "" : "field"))
        #expect(try await stage.keyboard.owner() == (leaky ? "" : ike.id))
        #expect(try await stage.server.keyboardOwner() == (leaky ? "" : ike.id))
        #expect(try await stage.server.frontmost() == ike.id)
        #expect(notes.names == ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide", "DidEnterBackground"])
        #expect(notes.changes(of: .state) == [.state(.inactive), .state(.background), .state(.suspended)])
        #expect(stage.received.map(\.recipients) == Array(repeating: [notes.id], count: 4)
            + (leaky ? [] : Array(repeating: [ike.id], count: 4)))
        stage.expectOneUserInfoPerAnimation(ike)

        // Belief (a tracker that follows WillChangeFrame, over everything Ike heard) against the truth.
        let window = try await ike.proxy.windowFrame()
        let overlap = try await ike.proxy.keyboardOverlap()
        let everything = try await stage.trace().filter { $0.app == ike.id && $0.event == "UIKeyboardWillChangeFrameNotification" }
        let lastChange = try #require(everything.last)
        let lastEnd = try #require(lastChange.data["UIKeyboardFrameEndUserInfoKey"].flatMap { try? Rect(dbusValue: $0) })
        let believed = window.height - (lastEnd.y - window.y)
        if leaky {
            #expect(lastChange.data["Owner"] == .string(notes.id))        // K3
            #expect(lastChange.data["UIKeyboardIsLocalUserInfoKey"] == .boolean(false))
            #expect(believed > 0)                                          // "legs fall off the screen"
            #expect(overlap == .zero)                                      // truth: no keyboard (K2)
            #expect(try await stage.keyboard.visible() == false)
        } else {
            #expect(lastChange.data["Owner"] == .string(ike.id))
            #expect(believed == overlap.height && overlap.height > 0)
            #expect(try await stage.keyboard.visible() == true)
            #expect(ike.log.filter { $0.info != nil }.allSatisfy { $0.isLocal == true && $0.owner == ike.id })
        }
    }

    /// The Mail.ru article (K5): the microphone alert over Ike with the keyboard up. The keyboard hides before
    /// WillResignActive; on ios13 it comes back (WillShow) before DidBecomeActive, on ideal after.
    @Test(arguments: ["ios13", "ideal"])
    func microphoneAlert(profile: String) async throws {
        let stage = try await Stage(profile)
        defer { stage.stop() }
        let ike = try await stage.launch("com.example.ike")
        try await stage.focus(ike)
        try await ike.clear()
        try await stage.clearBroadcasts()

        try await stage.control.showAlert(kind: .microphonePermission)
        try await ike.sync()
        #expect(ike.names == ["WillChangeFrame", "WillHide", "WillResignActive"])
        #expect(try await ike.proxy.state() == .inactive)
        try await stage.advance(2000)
        #expect(try await ike.proxy.state() == .inactive)     // never goes to background
        #expect(try await ike.proxy.keyboardOverlap() == .zero)
        try await stage.control.dismissAlert()
        try await stage.settle()
        try await ike.sync()

        let hide = ["WillChangeFrame", "WillHide", "WillResignActive", "DidChangeFrame", "DidHide"]
        if profile == "ios13" {
            #expect(ike.names == hide + ["WillChangeFrame", "WillShow", "DidBecomeActive", "DidChangeFrame", "DidShow"])
        } else {
            #expect(ike.names == hide + ["DidBecomeActive"] + showGroup)
        }
        let willShow = try #require(ike.names.firstIndex(of: "WillShow"))
        let active = try #require(ike.names.firstIndex(of: "DidBecomeActive"))
        #expect((willShow < active) == (profile == "ios13"))
        #expect(ike.log.filter { $0.info != nil }.allSatisfy { $0.isLocal == true && $0.owner == ike.id })
        #expect(ike.changes(of: .state) == [.state(.inactive), .state(.active)])
        #expect(try await ike.proxy.state() == .active)
        #expect(try await ike.proxy.firstResponder() == "field")
        #expect(try await stage.keyboard.owner() == ike.id)
        let overlap = try await ike.proxy.keyboardOverlap()
        #expect(overlap.height == (try stage.keyboardFrame).height)
        stage.expectOneUserInfoPerAnimation(ike)
        try await stage.syncControl()
        #expect(stage.received.map(\.name) == hideGroup + showGroup)
        #expect(stage.received.map(\.recipients) == Array(repeating: [ike.id], count: 8))
    }

    /// The Mail.ru article (K7): switching from Ike, no keyboard, to Facebook, which takes the keyboard.
    /// ios13: Ike, leaving, still hears Facebook's Show group (not local); ideal: nothing.
    @Test(arguments: ["ios13", "ideal"])
    func switchWithoutKeyboard(profile: String) async throws {
        let stage = try await Stage(profile)
        defer { stage.stop() }
        let leaky = profile == "ios13"
        let ike = try await stage.launch("com.example.ike")
        let facebook = try await BusApp("com.facebook.Facebook", bus: stage.bus, launch: false)
        try await ike.clear()
        try await facebook.clear()
        try await stage.clearBroadcasts()

        try await stage.control.launchApp(bundleId: facebook.id)
        try await stage.advance(stage.activation)
        try await stage.focus(facebook)
        try await stage.sync(ike, facebook)
        #expect(ike.names == ["WillResignActive"] + (leaky ? showGroup : []))
        #expect(ike.log.filter { $0.info != nil }.allSatisfy { $0.isLocal == false && $0.owner == facebook.id })
        #expect(try await ike.proxy.firstResponder() == "")
        #expect(try await ike.proxy.keyboardOverlap() == .zero)
        #expect(facebook.keyboardNames == showGroup)
        #expect(facebook.log.filter { $0.info != nil }.allSatisfy { $0.isLocal == true })
        #expect(stage.received.map(\.recipients)
            == Array(repeating: leaky ? [ike.id, facebook.id] : [facebook.id], count: 4))

        try await stage.settle()
        try await stage.sync(ike, facebook)
        #expect(ike.names == ["WillResignActive"] + (leaky ? showGroup : []) + ["DidEnterBackground"])
        #expect(try await ike.proxy.state() == .suspended)
        #expect(ike.changes(of: .state) == [.state(.inactive), .state(.background), .state(.suspended)])
        #expect(facebook.names == ["WillEnterForeground", "DidBecomeActive"] + showGroup)
        stage.expectOneUserInfoPerAnimation(ike)
        stage.expectOneUserInfoPerAnimation(facebook)
        #expect(try await stage.keyboard.owner() == facebook.id)
        let overlap = try await facebook.proxy.keyboardOverlap()
        #expect(overlap.height == (try stage.keyboardFrame).height && overlap.height > 0)
    }

    /// The Mail.ru article (K8, K9) on iphone-x: interactive dismissal moves the keyboard window; after a
    /// touch of the home indicator ios13 puts a second keyboard window above the first, which stays
    /// hidden, and moving the first one no longer moves the keyboard. Ideal: one keyboard window.
    @Test(arguments: ["ios13", "ideal"])
    func homeIndicatorDuringInteractiveDismissal(profile: String) async throws {
        let stage = try await Stage(profile, device: "iphone-x")
        defer { stage.stop() }
        let ike = try await stage.launch("com.example.ike")
        try await stage.focus(ike)
        try await stage.settle()
        let start = try stage.keyboardFrame
        let windows = try ike.windows()
        #expect(windows.map(\.kind) == [.app, .textEffects, .keyboard])
        let first = try #require(windows.first { $0.kind == .keyboard })
        #expect(first.frame == start && !first.hidden)
        let overlapBefore = try await ike.proxy.keyboardOverlap()
        try await ike.clear()

        // K8: the pan moves the keyboard window, and with it the keyboard (no notification).
        try await ike.proxy.setWindowFrame(windowId: first.id, frame: start.offsetBy(dy: 40))
        #expect(try stage.keyboardFrame.y == start.y + 40)
        #expect(try await ike.proxy.keyboardOverlap().height == overlapBefore.height - 40)

        // K9.
        try await stage.control.swipeHomeIndicator()
        let after = try ike.windows()
        if profile == "ios13" {
            #expect(after.map(\.kind) == [.app, .textEffects, .keyboard, .keyboard])
            #expect(after[2].hidden && !after[3].hidden)
            #expect(after[2].frame == after[3].frame)
            #expect(after[2].id == first.id && after[3].id != first.id)
        } else {
            #expect(after.filter { $0.kind == .keyboard }.count == 1)
            #expect(after.map(\.kind) == [.app, .textEffects, .keyboard])
        }
        let firstKeyboardWindow = try #require(after.first { $0.kind == .keyboard })
        try await ike.proxy.setWindowFrame(windowId: firstKeyboardWindow.id, frame: start.offsetBy(dy: 120))
        if profile == "ios13" {
            #expect(try stage.keyboardFrame.y == start.y + 40)       // the pan stopped working
            let top = try #require(try ike.windows().last { $0.kind == .keyboard })
            try await ike.proxy.setWindowFrame(windowId: top.id, frame: start.offsetBy(dy: 120))
        }
        #expect(try stage.keyboardFrame.y == start.y + 120)          // the fix (topmost first); ideal: at once
        #expect(try await ike.proxy.keyboardOverlap().height == overlapBefore.height - 120)

        try await ike.sync()
        #expect(ike.keyboardNames.isEmpty)                            // moving the window announces nothing
        // The Windows property changes followed, the last one equal to what Get says now.
        let changes = ike.changes(of: .windows)
        #expect(!changes.isEmpty)
        #expect(changes.last == (try ike.property(.windows)))
    }

    /// The Mail.ru article (K10, K11) on ipad-9.7 (the Pros only float): split sends two Hide groups and no Show (ios13); the
    /// drag announces a zero rect, which the naive tracker reads as the whole window height, and
    /// the drop is a Hide group again. Ideal: split is one frame change, dragging announces nothing.
    @Test(arguments: ["ios13", "ideal"])
    func iPadSplitAndDrag(profile: String) async throws {
        let stage = try await Stage(profile, device: "ipad-9.7")
        defer { stage.stop() }
        let quirky = profile == "ios13"
        let ike = try await stage.launch("com.example.ike")
        try await stage.focus(ike)
        try await stage.settle()   // the keyboard's spring rests 0.5 s after the focus (N15)
        let docked = try stage.keyboardFrame
        try await ike.clear()
        let window = try await ike.proxy.windowFrame()

        try await stage.control.setKeyboardMode(mode: .split)
        try await stage.settle()
        try await ike.sync()
        let split = ike.log
        #expect(split.map(\.name) == (quirky ? hideGroup + hideGroup : ["WillChangeFrame", "DidChangeFrame"]))
        #expect(!split.contains { $0.name == "WillShow" || $0.name == "DidShow" })
        #expect(split.first?.frameBegin == docked)
        if quirky {
            let shrink = try #require(split[0].frameEnd), moved = try #require(split[4].frameEnd)
            #expect(shrink.maxY == window.height)            // first group: shrinks in place
            #expect(moved.maxY < window.height)              // second: split and moved up
            #expect(split[4].frameBegin == shrink)
            #expect(moved == (try stage.keyboardFrame))
        } else {
            #expect(split[0].frameEnd == (try stage.keyboardFrame))
        }
        #expect(try await stage.keyboard.mode() == "split")
        #expect(try await stage.keyboard.visible() == true)
        #expect(try await ike.proxy.keyboardOverlap() == .zero)   // not docked: covers nothing

        let beforeDrag = try stage.keyboardFrame
        try await ike.clear()
        try await stage.control.beginKeyboardDrag()
        try await ike.sync()
        if quirky {
            #expect(ike.names == ["WillChangeFrame"])
            #expect(ike.log.first?.frameEnd == .zero)         // K11
            #expect(window.height - (ike.log.first?.frameEnd?.y ?? -1) == window.height)   // "legs fly off"
        } else {
            #expect(ike.names.isEmpty)
        }
        #expect(try await stage.keyboard.animating() == true)
        #expect(try stage.keyboardFrame == beforeDrag)
        try await stage.advance(300)
        try await stage.control.endKeyboardDrag(y: 400)
        try await stage.settle()
        try await ike.sync()
        #expect(ike.names == (quirky ? ["WillChangeFrame", "DidChangeFrame"] + hideGroup : ["WillChangeFrame", "DidChangeFrame"]))
        let landing = try #require(ike.log.last { $0.name == "WillChangeFrame" })
        #expect(landing.frameBegin == (quirky ? .zero : beforeDrag))
        #expect(landing.frameEnd?.y == 400)
        #expect(try stage.keyboardFrame.y == 400)
        #expect(try await stage.keyboard.animating() == false)
        // K12's rule (undocked when the frame ends above the window's bottom): 0, the truth.
        let end = try #require(ike.log.last?.frameEnd)
        #expect(end.maxY < window.height)
        #expect(try await ike.proxy.keyboardOverlap() == .zero)
        stage.expectOneUserInfoPerAnimation(ike)
    }

    /// K11 as IPadTests has it: the undocked keyboard dragged and dropped with its top at 300.
    /// ios13: WillChangeFrame (0, 0, 0, 0) at the grab, the drop a Hide group from the zero rect
    /// (W2). Ideal: nothing at the grab, the drop one frame change from where it was.
    @Test(arguments: ["ios13", "ideal"])
    func undockedKeyboardDrag(profile: String) async throws {
        let stage = try await Stage(profile, device: "ipad-9.7")
        defer { stage.stop() }
        let quirky = profile == "ios13"
        let ike = try await stage.launch("com.example.ike")
        try await stage.focus(ike)
        try await stage.control.setKeyboardMode(mode: .undocked)
        try await stage.settle()
        let before = try stage.keyboardFrame
        try await ike.clear()
        try await stage.control.beginKeyboardDrag()
        try await ike.sync()
        #expect(ike.names == (quirky ? ["WillChangeFrame"] : []))
        if quirky { #expect(ike.log.first?.frameEnd == .zero) }
        #expect(try stage.keyboardFrame == before)
        try await stage.advance(quirky ? 1000 : 500)
        try await ike.clear()
        try await stage.control.endKeyboardDrag(y: 300)
        try await stage.settle()
        try await ike.sync()
        #expect(ike.names == (quirky ? hideGroup : ["WillChangeFrame", "DidChangeFrame"]))
        #expect(ike.log.first?.frameBegin == (quirky ? .zero : before))
        #expect(ike.log.first?.frameEnd?.y == 300)
        #expect(try stage.keyboardFrame.y == 300)
        #expect(try await stage.keyboard.mode() == "undocked")
        #expect(try await ike.proxy.keyboardOverlap() == .zero)
    }

    /// nixzhu's KeyboardMan article (M1, M2) on iphone-6: the Pinyin keyboard. ios8 sends WillShow two or three times
    /// with growing heights, the last one full; ios9-beta4 drops the last, so only WillChangeFrame
    /// carries the full height. Ideal: one Show group at the full height. KeyboardMan's rule
    /// (WillChangeFrame after a Show counts as Show) ends at the full height on all three.
    @Test(arguments: ["ios8", "ios9-beta4", "ideal"])
    func pinyinKeyboard(profile: String) async throws {
        let stage = try await Stage(profile, device: "iphone-6")
        defer { stage.stop() }
        let chat = try await stage.launch("com.tencent.xin")
        try await stage.control.setInputMode(mode: "zh-Hans-Pinyin")
        #expect(try await stage.keyboard.inputMode() == "zh-Hans-Pinyin")
        try await chat.clear()
        try await stage.focus(chat)
        try await stage.settle()
        try await chat.sync()
        let full = try stage.keyboardFrame.height
        let log = chat.log
        let shows = log.filter { $0.name == "WillShow" }.compactMap { $0.frameEnd?.height }
        let changes = log.filter { $0.name == "WillChangeFrame" }.compactMap { $0.frameEnd?.height }
        switch profile {
        case "ios8":                                                  // M1
            #expect(chat.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow",
                                   "DidChangeFrame", "DidShow"])
            #expect((2...3).contains(shows.count), "\(chat.names)")
            #expect(shows == shows.sorted() && Set(shows).count == shows.count, "\(shows)")
            #expect(shows.last == full)
            #expect(log.map(\.name).suffix(2) == ["DidChangeFrame", "DidShow"])
            #expect(log.filter { $0.name == "DidShow" }.count == 1)
        case "ios9-beta4":                                            // M2 with M1
            #expect(chat.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillShow", "WillChangeFrame",
                                   "DidChangeFrame", "DidShow"])
            #expect(shows.count == changes.count - 1, "\(chat.names)")
            #expect(!shows.contains(full), "\(shows) \(full)")
            #expect(changes.last == full)
            #expect(log.first { $0.name == "DidChangeFrame" }?.frameEnd?.height == full)
        default:
            #expect(chat.names == showGroup)
            #expect(log[1].frameEnd?.height == full)
        }
        var lastShowHeight: Double?, manHeight: Double?, lastAction: String?
        for n in log {
            switch n.name {
            case "WillShow":
                lastShowHeight = n.frameEnd?.height
                manHeight = n.frameEnd?.height
                lastAction = "show"
            case "WillChangeFrame" where lastAction == "show":
                manHeight = n.frameEnd?.height
            case "WillHide": lastAction = "hide"
            case "DidHide": lastAction = nil
            default: break
            }
        }
        #expect(manHeight == full)
        #expect((lastShowHeight == full) == (profile != "ios9-beta4"))
        // UIKeyboardIsLocalUserInfoKey came with iOS 9: iOS 8's userInfo has none (no-is-local-key).
        #expect(log.allSatisfy { $0.isLocal == (profile == "ios8" ? nil : true) && $0.owner == chat.id })
        stage.expectOneUserInfoPerAnimation(chat)
        let overlap = try await chat.proxy.keyboardOverlap()
        #expect(overlap.height == full)
        #expect(try await stage.keyboard.visible() == true)
    }
}

extension Rect {
    /// The same rect moved down by `dy` (up when negative).
    func offsetBy(dy: Double) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}
