import Foundation
import KeyboardClient
import KeyboardTrackers

/// The trackers' `TrackerTimer` on the model's virtual clock: react-native-keyboard-controller's
/// own Did and the Flutter engine's running animation fall due in model milliseconds, between the
/// model's own scheduled events (SimulatedDevice interleaves the two). The sample client
/// processes of the bus runner cannot do this: their timers run on wall time, so how far such a
/// tracker got by the next step depends on how busy the machine is.
///
/// One device's timer, used on the thread that plays the story (its state is confined there).
final class VirtualTimer: TrackerTimer, ConfinedObject {
    fileprivate final class Work: ScheduledWork {
        let due: UInt64
        let order: Int
        let block: @Sendable () -> Void
        private let isCancelled = Confined(false)
        var cancelled: Bool { isCancelled.value }

        init(due: UInt64, order: Int, block: @escaping @Sendable () -> Void) {
            self.due = due
            self.order = order
            self.block = block
        }

        func cancel() { isCancelled.value = true }
    }


    struct State {
        /// The model's now, ms; the device sets it before anything runs at a time.
        var now: UInt64 = 0
        fileprivate var pending: [Work] = []
        fileprivate var scheduled = 0
    }

    let state = Confined(State())

    @discardableResult
    func schedule(after seconds: TimeInterval, _ work: @escaping @Sendable () -> Void) -> any ScheduledWork {
        state.scheduled += 1
        // Whole milliseconds, rounded up: never earlier than the library asked (0.383 s is 383 ms).
        let delay = UInt64(max(0, (seconds * 1000).rounded(.up)))
        let item = Work(due: state.now + delay, order: state.scheduled, block: work)
        state.pending.append(item)
        return item
    }

    /// When the earliest work not cancelled is due, nil when none is pending.
    var nextDue: UInt64? {
        state.pending.removeAll { $0.cancelled }
        return state.pending.min { ($0.due, $0.order) < ($1.due, $1.order) }?.due
    }

    /// Runs the work due at or before `time`, earliest first (ties in scheduling order); work it
    /// schedules for then runs too. Returns whether anything ran.
    @discardableResult
    func runDue(upTo time: UInt64) -> Bool {
        var ran = false
        while let next = state.pending.filter({ !$0.cancelled && $0.due <= time })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            state.pending.removeAll { $0 === next }
            state.now = max(state.now, next.due)
            next.block()
            ran = true
        }
        return ran
    }
}
