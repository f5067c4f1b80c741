import Foundation
import KeyboardClient

/// `CADisplayLink` on a tracker's timer: `tick` once a frame (1/60 s) while not paused. On
/// `ManualTrackerTimer` or the in-process runner's timer, frames fall on the virtual clock
/// (17 ms apart there: whole milliseconds, rounded up).
public final class DisplayLink: Sendable {
    public static let frameDuration: TimeInterval = 1.0 / 60

    /// `isPaused`: a new link is paused, as react-native-keyboard-controller creates its own.
    public private(set) var isPaused: Bool { _read { yield _isPaused.value } _modify { yield &_isPaused.value } }
    private let _isPaused = Confined<Bool>(true, "DisplayLink.isPaused")
    private let timer: any TrackerTimer
    private let tick: @Sendable () -> Void
    private var next: (any ScheduledWork)? { _read { yield _next.value } _modify { yield &_next.value } }
    private let _next = Confined<(any ScheduledWork)?>(nil, "DisplayLink.next")

    public init(timer: any TrackerTimer, tick: @escaping @Sendable () -> Void) {
        self.timer = timer
        self.tick = tick
    }

    public func resume() {
        guard isPaused else { return }
        isPaused = false
        arm()
    }

    public func pause() {
        isPaused = true
        next?.cancel()
        next = nil
    }

    private func arm() {
        next = timer.schedule(after: Self.frameDuration) { [weak self] in
            guard let self, !self.isPaused else { return }
            self.tick()
            if !self.isPaused { self.arm() }
        }
    }
}
