// Checks the model's promises over a stream of effects and the world after each step (issue 3
// "Property tests"). Returns failures as strings so a property test can report them.

import KeyboardModel

struct InvariantChecker {
    var failures: [String] = []
    /// App states as the published property changes tell them, in effect order.
    var states: [String: AppState] = [:]
    var lastEnd: [String: Rect] = [:]
    var lastSequence: [String: UInt64] = [:]
    var chainEnd: Rect?
    var previousSequence: UInt64 = 0
    var open: [(name: KeyboardNotificationName, time: UInt64)] = []
    var closedChangeFrameAt: UInt64?
    let duration: UInt64

    init(duration: UInt64) { self.duration = duration }

    mutating func fail(_ s: String) { if failures.count < 20 { failures.append(s) } }

    mutating func consume(_ effects: [Effect]) {
        for e in effects {
            switch e {
            case .appAdded(let id): states[id] = .notRunning
            case .appRemoved(let id):
                states[id] = nil
                lastEnd[id] = nil
                lastSequence[id] = nil
            case .appProperty(let id, .state(let s)): states[id] = s
            case .keyboardNotification(let delivery):
                let name = delivery.name
                if delivery.localIndex >= delivery.recipients.count { fail("\(name): local index \(delivery.localIndex) past the recipients") }
                for (index, id) in delivery.recipients.enumerated() {
                    // The chain is checked in screen coordinates: P4's Slide Over app gets its frames
                    // shifted (and the shift comes and goes with Slide Over).
                    var info = delivery.userInfo(at: index)
                    if index == delivery.shiftedIndex {
                        if !(delivery.shiftY > 0) { fail("\(name): Slide Over shift \(delivery.shiftY)") }
                        info = delivery.userInfo
                    }
                    guard let s = states[id], s.isRunning else { fail("\(name) to \(id) in state \(String(describing: states[id]))"); continue }
                    if !info.frameBegin.isFinite || !info.frameEnd.isFinite { fail("non-finite frame in \(name)") }
                    // FrameBegin = previous FrameEnd per recipient, when it got the previous notification.
                    if lastSequence[id] == info.sequence - 1, let end = lastEnd[id], end != info.frameBegin {
                        fail("\(id): \(name) begins at \(info.frameBegin), previous ended at \(end)")
                    }
                    lastEnd[id] = info.frameEnd
                    lastSequence[id] = info.sequence
                }
                let info = delivery.userInfo
                if info.sequence != previousSequence + 1 && previousSequence != 0 { fail("sequence jumped to \(info.sequence)") }
                previousSequence = info.sequence
                if let c = chainEnd, c != info.frameBegin { fail("\(name) begins at \(info.frameBegin), chain at \(c)") }
                chainEnd = info.frameEnd
                if info.duration != Double(duration) / 1000 { fail("duration \(info.duration)") }
                checkWillDid(name, time: info.time)
            case .keyboardProperty(.frame(let f)): if !f.isFinite { fail("keyboard frame \(f)") }
            default: break
            }
        }
    }

    /// Every Will gets its Did after the duration, unless a new announcement (which always begins
    /// with WillChangeFrame) superseded it before the Did was due.
    mutating func checkWillDid(_ name: KeyboardNotificationName, time: UInt64) {
        if name.isWill {
            if name == .willChangeFrame {
                for o in open where time > o.time + duration { fail("\(o.name) at \(o.time) got no Did before \(time)") }
                open.removeAll()
            }
            open.append((name, time))
        } else {
            guard let i = open.firstIndex(where: { $0.name == name.counterpart }) else {
                // M2: a DidShow whose WillShow was dropped; its group's WillChangeFrame was there.
                if name == .didShow && closedChangeFrameAt == time { return }
                fail("\(name) at \(time) without its Will"); return
            }
            if name == .didChangeFrame { closedChangeFrameAt = time }
            if open[i].time + duration != time { fail("\(name) at \(time), its Will at \(open[i].time)") }
            open.remove(at: i)
        }
    }

    mutating func finish() {
        for o in open { fail("\(o.name) at \(o.time) never got its Did") }
    }

    mutating func check(_ world: KeyboardWorld) {
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
            if app.onScreen && kb.visible && covers {
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
