// Running scheduled events in time order, and dropping the ones a later change made stale.

extension KeyboardWorld {
    mutating func runDue(upTo time: UInt64) {
        while let next = scheduler.next, next.time <= time {
            _ = scheduler.pop()
            now = max(now, next.time)
            run(next.event)
        }
    }

    mutating func schedule(_ event: ScheduledEvent, after delay: UInt64) {
        scheduler.schedule(event, at: now &+ delay)
    }

    /// Pops stale events off the top so `nextDueTime` names something that will happen.
    mutating func purgeStale() {
        while let next = scheduler.next, isStale(next.event) { _ = scheduler.pop() }
    }

    @inline(__always)
    func isStale(_ e: ScheduledEvent) -> Bool {
        switch e {
        case .becomeActive(let slot, let serial, let t), .enterBackground(let slot, let serial, let t),
             .suspend(let slot, let serial, let t):
            guard slot < slots.count else { return true }
            return slots[slot].serial != serial || slots[slot].transition != t
        case .keyboardStage(let animation, _), .keyboardDid(let animation, _):
            return animation != keyboard.animation
        case .sheetGone(let generation):
            return generation != sheetGeneration
        case .motionEnd(let generation):
            return generation != keyboard.motionGeneration
        }
    }

    mutating func run(_ e: ScheduledEvent) {
        guard !isStale(e) else { return }
        switch e {
        case .becomeActive(let slot, _, _): becomeActive(slot)
        case .enterBackground(let slot, _, _): enterBackground(slot)
        case .suspend(let slot, _, _): suspend(slot)
        case .keyboardStage(_, let stage): runStage(stage)
        case .keyboardDid(_, let stage): runDid(stage)
        case .sheetGone: sheetGone()
        case .motionEnd: publish()
        }
    }
}
