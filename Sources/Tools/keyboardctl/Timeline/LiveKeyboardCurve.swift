import DBus
import KeyboardContract

/// The live keyboard beneath a timeline (N15): how much of the screen it covers along its curve,
/// from Keyboard1.FrameAt across the timeline's span, a display frame (16 ms) apart or 1,000
/// samples in all, whichever is fewer. Times before the oldest motion keyboardd keeps are left
/// out (FrameAt answers InvalidArgs there), as is everything when keyboardd cannot be asked.
enum LiveKeyboardCurve {
    static let frame: UInt64 = 16
    static let maximumSamples: UInt64 = 1000

    static func sample(_ daemon: Daemon, from start: UInt64, to end: UInt64) -> [Timeline.Point] {
        guard end > start, let screen = try? daemon.server.screen() else { return [] }
        let step = max(frame, (end - start + maximumSamples - 1) / maximumSamples)
        var points: [Timeline.Point] = []
        var t = start
        while t <= end {
            if let keyboard = try? daemon.keyboard.frameAt(t: t) {
                points.append(Timeline.Point(time: t, value: covered(keyboard, screen: screen)))
            }
            t += step
        }
        return points
    }

    /// The part of the keyboard's height above the screen's bottom edge (0 off screen).
    static func covered(_ keyboard: Rect, screen: Rect) -> Double {
        let visible = screen.y + screen.height - keyboard.y
        guard visible.isFinite, keyboard.height.isFinite else { return 0 }
        return min(max(0, visible), keyboard.height)
    }
}
