// The trace ring keeps one entry per keyboard notification for all its recipients; read back, it
// must be the one-record-per-recipient journal of docs/CONTRACT.md Trace, bounded in records.

import KeyboardModel
import Testing

@Suite struct TraceEntryTests {
    /// Three running apps hear every notification (leaky-transition), so a notification spans
    /// several records and the ring's edge falls inside one now and then.
    static func busyBench(capacity: Int) throws -> Bench {
        var b = Bench(.ios13) { $0.traceCapacity = capacity }
        for id in ["a", "b", "c"] { try b.launch(id) }
        for round in 0..<6 {
            let id = ["a", "b", "c"][round % 3]
            try b.run(.launchApp(id))
            b.advance(500)
            try b.focus(id)
            try b.run(.resignFirstResponder(app: id))
            b.advance(300)
        }
        return b
    }

    @Test func recordsComeOnePerRecipientInSequenceOrder() throws {
        let b = try Self.busyBench(capacity: 100_000)
        let records = b.world.traceRecords(after: 0)
        #expect(records.map(\.sequence) == Array(1...UInt64(records.count)))
        // The trace effects are the records, one per recipient of each notification.
        let traced = b.effects.compactMap { e -> TraceRecord? in if case .trace(let r) = e { r } else { nil } }
        #expect(traced.sorted { $0.sequence < $1.sequence } == records)
        let notes = b.effects.compactMap { e -> KeyboardDelivery? in if case .keyboardNotification(let d) = e { d } else { nil } }
        #expect(notes.contains { $0.recipients.count == 3 })
        let expected = notes.flatMap { d in d.recipients.indices.map { (d.recipients[$0], d.name.rawValue, d.userInfo(at: $0)) } }
        let kept = records.filter { $0.event.hasPrefix("UIKeyboard") }
        #expect(kept.count == expected.count)
        for (r, e) in zip(kept, expected) {
            #expect(r.app == e.0 && r.event == e.1)
            #expect(r.data["UIKeyboardIsLocalUserInfoKey"] == .bool(e.2.isLocal))
            #expect(r.data["Sequence"] == .int(Int64(e.2.sequence)))
        }
    }

    /// Driven as a shell drives it (each event's effects dropped before the next), the ring fills
    /// the userInfo box of an entry it overwrote for a later notification: the records read back
    /// are still those of a ring that never wrapped, and a notification somebody kept is not
    /// touched by the reuse (its box is not reused while it is held).
    @Test(arguments: [3, 8, 40])
    func reusedUserInfoBoxesChangeNoRecordAndNoKeptNotification(capacity: Int) throws {
        let keepEvery: UInt64 = 3   // notifications kept by the test, as a shell might keep some
        func drive(_ capacity: Int) throws -> (KeyboardWorld, [KeyboardDelivery]) {
            var world = KeyboardWorld(configuration: Configuration(device: .iphoneX, profile: .ios13, traceCapacity: capacity))
            var buffer: [Effect] = []
            var kept: [KeyboardDelivery] = []
            var t: UInt64 = 0
            func step(_ e: Event, _ wait: UInt64) throws {
                t += wait
                buffer.removeAll()
                try world.apply(e, at: t, into: &buffer)
                for case .keyboardNotification(let d) in buffer where d.userInfo.sequence % keepEvery == 0 {
                    kept.append(d)
                }
            }
            for id in ["a", "b"] { try step(.registerApp(bundleId: id), 600) }
            for round in 0..<40 {
                let id = round % 2 == 0 ? "a" : "b"
                try step(.launchApp(id), 600)
                try step(.becomeFirstResponder(app: id, responder: "f", traits: ResponderTraits()), 600)
                try step(.resignFirstResponder(app: id), 600)
            }
            return (world, kept)
        }
        let (whole, keptWhole) = try drive(100_000)
        let (small, keptSmall) = try drive(capacity)
        #expect(small.traceRecords(after: 0) == Array(whole.traceRecords(after: 0).suffix(capacity)))
        #expect(keptSmall.count > 10 && keptSmall == keptWhole)
        #expect(keptSmall.allSatisfy { $0.userInfo.sequence % keepEvery == 0 })
    }

    /// A copy of the world shares its ring's spare box until one of them writes: the two worlds'
    /// next notifications must not both fill it. Copied after every step of a story that leaves
    /// a spare now and then (lifecycle records written over notifications in a small ring).
    @Test func aCopiedWorldDoesNotShareItsNextUserInfo() throws {
        var world = KeyboardWorld(configuration: Configuration(device: .iphoneX, profile: .ios13, traceCapacity: 4))
        var buffer: [Effect] = []
        var t: UInt64 = 0
        func step(_ w: inout KeyboardWorld, _ e: Event) throws -> [KeyboardDelivery] {
            t += 600
            buffer.removeAll()
            try w.apply(e, at: t, into: &buffer)
            return buffer.compactMap { if case .keyboardNotification(let d) = $0 { d } else { nil } }
        }
        _ = try step(&world, .registerApp(bundleId: "a"))
        let story: [Event] = [.becomeFirstResponder(app: "a", responder: "f", traits: ResponderTraits()), .goHome,
                              .launchApp("a"), .resignFirstResponder(app: "a")]
        var compared = 0
        for e in Array(repeating: story, count: 4).joined() {
            var twin = world
            let saved = t
            let mine = try step(&world, .becomeFirstResponder(app: "a", responder: "g", traits: ResponderTraits()))
            let ends = mine.map(\.userInfo.frameEnd)   // values, not the boxes
            t = saved
            let theirs = try step(&twin, .becomeFirstResponder(app: "a", responder: "g",
                                                               traits: ResponderTraits(inputAccessoryViewHeight: 44)))
            #expect(mine.map(\.userInfo.frameEnd) == ends)
            if !mine.isEmpty && mine.map(\.userInfo.frameEnd) != theirs.map(\.userInfo.frameEnd) { compared += 1 }
            _ = try step(&world, .resignFirstResponder(app: "a"))
            _ = try step(&world, e)
        }
        #expect(compared > 4)
    }

    /// Any capacity keeps exactly the newest `capacity` records, whatever entry they sit in.
    @Test(arguments: [1, 2, 5, 16, 17, 64])
    func smallRingHoldsTheNewestRecords(capacity: Int) throws {
        let all = try Self.busyBench(capacity: 100_000).world.traceRecords(after: 0)
        let small = try Self.busyBench(capacity: capacity).world
        #expect(small.traceCount == capacity)
        let kept = small.traceRecords(after: 0)
        #expect(kept == Array(all.suffix(capacity)))
        for after in [0, kept[0].sequence, kept[kept.count / 2].sequence, kept[kept.count - 1].sequence] {
            #expect(small.traceRecords(after: after) == kept.filter { $0.sequence > after })
        }
    }
}
