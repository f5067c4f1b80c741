// Checks the model's promises over a stream of effects and the world after each step (issue 3
// "Property tests"). Returns failures as strings so a property test can report them.

import AnimationRules
import KeyboardModel

struct InvariantChecker {
    var failures: [String] = []
    /// App states as the published property changes tell them, in effect order.
    var states: [String: AppState] = [:]
    /// N1 on the broadcast: the rule the bus tests check too (AnimationRules).
    var n1: OneUserInfoPerAnimation<Rect>
    /// The animation's userInfo per recipient, in its own coordinates (P4's Slide Over app has its frames shifted).
    var perApp: [String: AnimationInfo] = [:]
    /// The animation before it, per recipient: its Dids may come after the next one's Wills (N18).
    var previousPerApp: [String: AnimationInfo] = [:]
    /// Wills whose animation a later WillChangeFrame superseded: their Dids may still come (N18),
    /// they need not.
    var superseded: [OpenWill] = []
    /// How much later than its duration a Did may come where the era says so (N18's first keyboard
    /// in an iOS 8 process: 397 ms after a 0.25 s Will). Set from the world by `check(_:)`, and
    /// kept by each Will as it was when its chain of animations began: an animation under way
    /// keeps its era's timings when the era or the quirk changes before its Did.
    var lateDidAllowance: UInt64 = 0
    var previousSequence: UInt64 = 0
    var open: [OpenWill] = []
    var lastWill: OpenWill?
    struct OpenWill {
        var name: KeyboardNotificationName
        var time: UInt64
        var duration: UInt64
        /// `lateDidAllowance` when the Will came.
        var allowance: UInt64
        /// The latest time its Did may come.
        var latest: UInt64 { time + duration + allowance }
    }
    var closedChangeFrameAt: UInt64?
    /// `screen`: the device's in portrait, where hidden frames sit (N1's rotation case).
    init(screen: Size) {
        n1 = OneUserInfoPerAnimation(screenWidth: screen.width, screenHeight: screen.height)
    }

    /// SetDevice: the new device's screen, in portrait.
    mutating func setScreen(_ screen: Size) {
        n1.setScreen(width: screen.width, height: screen.height)
    }

    mutating func fail(_ s: String) { if failures.count < 20 { failures.append(s) } }

    mutating func consume(_ effects: [Effect]) {
        for e in effects {
            switch e {
            case .appAdded(let id): states[id] = .notRunning
            case .appRemoved(let id):
                states[id] = nil
            case .appProperty(let id, .state(let s)): states[id] = s
            case .keyboardNotification(let delivery):
                let name = delivery.name
                if delivery.localIndex >= delivery.recipients.count { fail("\(name): local index \(delivery.localIndex) past the recipients") }
                // P3's Dids with the real frame after bogus Wills: the one exception to N1.
                let didException = n1.animation.map { n1.realFrameInDid(name.rawValue, AnimationInfo(delivery.userInfo), of: $0) } ?? false
                // N19: a lone DidShow is its own announcement.
                let lone = n1.isLoneDidShow(name.rawValue, AnimationInfo(delivery.userInfo))
                for (index, id) in delivery.recipients.enumerated() {
                    let info = delivery.userInfo(at: index)
                    guard let s = states[id], s.isRunning else { fail("\(name) to \(id) in state \(String(describing: states[id]))"); continue }
                    // (The one non-finite rect keyboardd posts is iOS 7's hide end, CGRectNull: O1.)
                    if !(info.frameBegin.isFinite || Self.isNull(info.frameBegin))
                        || !(info.frameEnd.isFinite || Self.isNull(info.frameEnd)) { fail("non-finite frame in \(name)") }
                    if info.isLocal != (index == delivery.localIndex) { fail("\(id): IsLocal \(info.isLocal) in \(name)") }
                    // N1 in screen coordinates: P4's Slide Over app gets the broadcast's frames
                    // shifted up by the space below its window, and nothing else changed; the
                    // broadcast's N1 check below then holds for it too.
                    if index == delivery.shiftedIndex {
                        if !(delivery.shiftY > 0) { fail("\(name): Slide Over shift \(delivery.shiftY)") }
                        var back = info
                        back.isLocal = delivery.userInfo.isLocal
                        for r in [\KeyboardUserInfo.frameBegin, \KeyboardUserInfo.frameEnd] where back[keyPath: r] != .zero {
                            back[keyPath: r] = back[keyPath: r].offsetBy(dx: 0, dy: delivery.shiftY)
                        }
                        if back != delivery.userInfo { fail("\(name) to \(id): shifted \(info), broadcast \(delivery.userInfo)") }
                    }
                    // N1 per recipient, in its own coordinates: one userInfo per animation (the
                    // Slide Over shift is fixed when the animation starts).
                    let own = AnimationInfo(info)
                    if name == .willChangeFrame || (name == .didShow && lone) {
                        previousPerApp[id] = perApp[id]
                        perApp[id] = own
                    } else if let current = perApp[id], current != own, !(didException && !name.isWill && own.differsInEndAlone(from: current)),
                              name.isWill || (previousPerApp[id] != own && n1.previous != own) {
                        fail("\(name) to \(id) carries \(own), its animation \(current)")
                    }
                }
                let info = delivery.userInfo
                // Sequence counts every notification (N1 does not change that).
                if info.sequence != previousSequence + 1 && previousSequence != 0 { fail("sequence jumped to \(info.sequence)") }
                previousSequence = info.sequence
                if let failure = n1.check(name.rawValue, AnimationInfo(info)) { fail(failure) }
                if !(info.duration.isFinite && info.duration >= 0 && info.duration <= 1) { fail("duration \(info.duration)") }
                if lone {
                    // It supersedes the announcement before it, as a WillChangeFrame would.
                    superseded = open
                    open.removeAll()
                } else {
                    checkWillDid(name, time: info.time, duration: UInt64((info.duration * 1000).rounded()))
                }
            case .keyboardProperty(.frame(let f)): if !f.isFinite { fail("keyboard frame \(f)") }
            default: break
            }
        }
    }

    /// Every Will gets its Did within its duration (at its end, or earlier where the era detaches
    /// the Dids: N6, N12), unless a new announcement (which always begins with WillChangeFrame)
    /// superseded it first.
    mutating func checkWillDid(_ name: KeyboardNotificationName, time: UInt64, duration: UInt64) {
        if name.isWill {
            if name == .willChangeFrame {
                for o in open where time > o.latest { fail("\(o.name) at \(o.time) got no Did before \(time)") }
                superseded = open
                open.removeAll()
            }
            // A chain of animations under way keeps the allowance it began with (N18's chatty
            // first show goes on when the era or quirk changes during it).
            let inherited = lastWill.map { time <= $0.latest ? $0.allowance : 0 } ?? 0
            let will = OpenWill(name: name, time: time, duration: duration, allowance: max(lateDidAllowance, inherited))
            open.append(will)
            lastWill = will
        } else {
            guard let i = open.firstIndex(where: { $0.name == name.counterpart }) else {
                // M2: a DidShow whose WillShow was dropped; its group's WillChangeFrame was there.
                if name == .didShow && closedChangeFrameAt == time { return }
                // N18: the Dids of a group the next one's Wills came before.
                if let j = superseded.firstIndex(where: { $0.name == name.counterpart }),
                   time <= superseded[j].latest {
                    superseded.remove(at: j)
                    return
                }
                fail("\(name) at \(time) without its Will"); return
            }
            if name == .didChangeFrame { closedChangeFrameAt = time }
            if time < open[i].time || time > open[i].latest {
                fail("\(name) at \(time), its Will at \(open[i].time) lasting \(open[i].duration) ms")
            }
            open.remove(at: i)
        }
    }

    mutating func finish() {
        for o in open { fail("\(o.name) at \(o.time) never got its Did") }
    }

    /// CGRectNull, (inf, inf, 0, 0).
    static func isNull(_ r: Rect) -> Bool { r.x.isInfinite && r.y.isInfinite && r.width == 0 && r.height == 0 }

    mutating func check(_ world: KeyboardWorld) {
        lateDidAllowance = world.isOn(.firstShowChatty) ? world.timings.firstShowFinalDid - world.timings.keyboardAnimation : 0
        n1.allowedStaleBeginHeight = world.isOn(.numpadRotationStaleBegin) ? world.timings.staleRotationBeginHeight : nil
        let kb = world.keyboardInfo
        if !kb.frame.isFinite { fail("keyboard frame \(kb.frame)") }
        let owner = world.keyboardOwner
        if !owner.isEmpty {
            if world.frontmost != owner { fail("owner \(owner) is not frontmost (\(world.frontmost))") }
            if let a = world.app(owner) {
                let early = world.isOn(.foregroundResend) || world.isOn(.alertRestoresBeforeActive)
                if !(a.state == .active || (early && a.state == .inactive)) { fail("owner \(owner) is \(a.state)") }
                if a.responderTraits?.wantsKeyboard != true { fail("owner \(owner) has no responder wanting it") }
            } else {
                fail("owner \(owner) is not registered")
            }
        }
        if kb.visible && owner.isEmpty { fail("visible keyboard without owner") }
        // The truth (P4): every app on screen, under a docked keyboard; the minimized bar of a
        // hardware keyboard counts only in Stage Manager (P3).
        let ownerTraits = world.app(owner)?.responderTraits
        let bar = kb.hardwareKeyboard && !kb.onScreenKeyboard && ownerTraits?.inputView == .keyboard
        let covers = kb.effectiveMode == .docked && !(bar && kb.shortcutBarMinimized && !world.settings.stageManager)
        if !(kb.hardwareKeyboard && !kb.onScreenKeyboard) && kb.effectiveMode != kb.mode {
            fail("keyboard in \(kb.effectiveMode), chosen \(kb.mode)")
        }
        for app in world.apps {
            let expected: Rect
            if app.onScreen && covers {
                let hit = kb.frame.intersection(app.windowFrame)
                expected = hit.isEmpty ? .zero : hit.converted(toWindow: app.windowFrame)
            } else {
                expected = .zero
            }
            if app.keyboardOverlap != expected { fail("\(app.bundleId) overlap \(app.keyboardOverlap) ≠ \(expected)") }
            if states[app.bundleId] != app.state { fail("\(app.bundleId) published \(String(describing: states[app.bundleId])) ≠ \(app.state)") }
            if app.windows.filter({ $0.kind == .keyboard && !$0.hidden }).count > (app.bundleId == owner && kb.visible ? 1 : 0) {
                fail("\(app.bundleId) shows a keyboard window it does not own")
            }
        }
        if world.traceCount > world.traceCapacity { fail("trace \(world.traceCount) > \(world.traceCapacity)") }
    }
}

/// The keys of a userInfo that N1 says one animation shares (all but Sequence and Time).
typealias AnimationInfo = AnimationKeys<Rect>
