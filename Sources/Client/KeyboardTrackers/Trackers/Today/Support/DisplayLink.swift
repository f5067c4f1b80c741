import Foundation
import KeyboardClient

/// `CADisplayLink` on a tracker's timer: `tick` once a frame (1/60 s) while not paused. On
/// `ManualTrackerTimer` or the in-process runner's timer, frames fall on the virtual clock
/// (17 ms apart there: whole milliseconds, rounded up).
public final class DisplayLink: ConfinedObject {
    public static let frameDuration: TimeInterval = 1.0 / 60

    public struct State {
        /// `isPaused`: a new link is paused, as react-native-keyboard-controller creates its own.
        public fileprivate(set) var isPaused = true
        fileprivate var next: (any ScheduledWork)?
    }

    public let state = Confined(State())

    private let timer: any TrackerTimer
    private let tick: @Sendable () -> Void

    public init(timer: any TrackerTimer, tick: @escaping @Sendable () -> Void) {
        self.timer = timer
        self.tick = tick
    }

    public func resume() {
        guard state.isPaused else { return }
        state.isPaused = false
        arm()
    }

    public func pause() {
        state.isPaused = true
        state.next?.cancel()
        state.next = nil
    }

    private func arm() {
        state.next = timer.schedule(after: Self.frameDuration) { [weak self] in
            guard let self, !state.isPaused else { return }
            self.tick()
            if !state.isPaused { self.arm() }
        }
    }
}
