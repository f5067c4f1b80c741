import Dispatch
import DBus
import KeyboardContract

/// "Real time" on keyboardd's virtual clock: while it runs, the playground advances the clock
/// (Control1.Advance) by the wall time gone, a display frame at a time, so animations, launches
/// and suspensions happen at their own pace. It runs only when the page turns it on; otherwise
/// the clock moves only by the page's Advance and Settle, and nothing ticks.
final class RealTimeClock: @unchecked Sendable {
    unowned let playground: Playground
    /// On `work`.
    private var timer: DispatchSourceTimer?
    private var last = ContinuousClock.now

    init(playground: Playground) {
        self.playground = playground
    }

    func set(running: Bool) {
        if !running {
            timer?.cancel()
            timer = nil
            return
        }
        guard timer == nil else { return }
        last = .now
        let timer = DispatchSource.makeTimerSource(queue: playground.work)
        timer.schedule(deadline: .now(), repeating: .milliseconds(16))
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
    }

    private func tick() {
        let now = ContinuousClock.now
        let ms = UInt64(((now - last) / .milliseconds(1)).rounded(.down))
        guard ms > 0 else { return }
        last = last + .milliseconds(Int64(ms))
        do {
            try playground.control.advance(ms: ms)
            playground.session.record(.control(.advance(ms: ms)))
            // The keyboard moves frame by frame as the clock passes.
            if playground.watch.isMoving { playground.watch.refresh() }
        } catch {
            set(running: false)
            playground.tabs.broadcast(Playground.errorFrame(nil, error))
            playground.tabs.broadcast(["realTime": false])
        }
    }

    func stop() {
        playground.work.sync { set(running: false) }
    }
}
