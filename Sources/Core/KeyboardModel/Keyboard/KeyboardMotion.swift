// The live keyboard: where it is *during* an animation, not only where the notifications say it
// goes. A notification's FrameEnd is the end; the keyboard travels there along the era's curve
// (docs/BEHAVIOURS.md N15). Positions are computed when asked (Keyboard1.Frame, FrameAt, the
// truth at a publish), never sampled per frame: a motion is a value of two rects, a start and a curve.

/// How the keyboard travels from one frame to the next.
public enum MotionCurve: Hashable, Sendable {
    /// There at once: a change of duration 0, a keyboard that goes with its app from iOS 17 (N12),
    /// a cross-fade before iOS 26 (only the opacity animates: react-native-keyboard-controller PR 570).
    case instant
    /// Where it was until `ms`, then there: iOS 26's cross-fade, whose keyboard still measures 0 at
    /// its DidShow (react-native-keyboard-controller #1242).
    case step(ms: UInt64)
    /// UIViewAnimationCurveEaseInOut, curve 0 (iOS 5 and 6): CAMediaTimingFunction's easeInEaseOut,
    /// control points (0.42, 0) and (0.58, 1).
    case easeInOut(ms: UInt64)
    /// Curve 7: the keyboard's spring.
    case spring(KeyboardSpring)

    /// When the keyboard is where it goes, ms after the motion starts.
    public var length: UInt64 {
        switch self {
        case .instant: 0
        case .step(let ms), .easeInOut(let ms): ms
        case .spring(let s): s.settle
        }
    }

    /// How far along the way the keyboard is `t` ms after the start: 0 at the start, 1 at the end
    /// (a spring that overshoots goes past 1 on its way).
    public func progress(at t: Double) -> Double {
        if t <= 0 { return self == .instant ? 1 : 0 }
        if t >= Double(length) { return 1 }
        switch self {
        case .instant: return 1
        case .step: return 0
        case .easeInOut(let ms): return CubicBezier.easeInEaseOut.y(forX: t / Double(ms))
        case .spring(let s): return s.progress(at: t / 1000)
        }
    }
}

/// The keyboard's spring (curve 7). UIKit animates the keyboard with a CASpringAnimation of mass 3,
/// stiffness 1000 and damping 500 (Apple Developer Forums thread 48088, which prints the animation;
/// the Flutter engine's SpringAnimationTest calls it "the keyboard curve config on iOS platform";
/// react-native-keyboard-controller reads the same values from the keyboard's layer). Both libraries
/// evaluate it as a critically damped spring of angular frequency √(stiffness / mass) = 18.26 /s
/// (their formula ignores the damping beyond ζ ≥ 1), and that form fits the one per-frame series in
/// the public record (react-native-keyboard-controller #1155, iOS 18: 16.6, 46.5, 121.7, 154.9,
/// 215.1 of 336 at 60 Hz frames) within 2 pt; the physical overdamped reading of the same constants
/// (ζ = 4.6) is at 68 of 336 where the series is at 215. docs/BEHAVIOURS.md N15 has the comparison.
public struct KeyboardSpring: Hashable, Sendable {
    /// √(stiffness / mass), per second.
    public var omega0: Double
    /// ζ; 1 and above is evaluated critically damped (as the engines do), below 1 it overshoots.
    public var dampingRatio: Double
    /// ms after which the keyboard is snapped to its end (the spring is within half a point of it
    /// there: 335.63 of 336 at 0.5 s).
    public var settle: UInt64

    public init(omega0: Double, dampingRatio: Double, settle: UInt64) {
        self.omega0 = omega0
        self.dampingRatio = dampingRatio
        self.settle = settle
    }

    /// Mass 3, stiffness 1000: √(1000 / 3), written out (a `static let` computed at run time is
    /// initialised lazily, and every stage's curve paid a `swift_once` call for it; a test checks
    /// the digits).
    public static var uikitOmega0: Double { 18.257418583505537 }
    /// The Flutter engine settles the keyboard's spring at 0.5 s (flutter/engine PR 37604, review:
    /// "hardcoding it at .5"), the duration forum thread 48088 prints for it.
    public static let uikitSettle: UInt64 = 500

    /// UIKit's keyboard spring as measured (iOS 7 on: it runs its 0.5 s whatever the Did says).
    public static var uikit: KeyboardSpring { KeyboardSpring(omega0: uikitOmega0, dampingRatio: 1, settle: uikitSettle) }

    /// The same shape run in `ms` instead of 0.5 s (`ideal`, where the Did marks the end of the
    /// animation at the claimed duration, as the documentation describes it).
    public static func compressed(into ms: UInt64, dampingRatio: Double = 1) -> KeyboardSpring {
        guard ms > 0 else { return KeyboardSpring(omega0: uikitOmega0, dampingRatio: dampingRatio, settle: 0) }
        return KeyboardSpring(omega0: uikitOmega0 * Double(uikitSettle) / Double(ms), dampingRatio: dampingRatio,
                              settle: ms)
    }

    /// Progress at `t` seconds: 1 − e^(−ω₀t)(1 + ω₀t) critically damped (the engines' form), or the
    /// underdamped oscillator's 1 − e^(−ζω₀t)(cos ω₁t + ζω₀/ω₁ sin ω₁t) below ζ = 1.
    public func progress(at t: Double) -> Double {
        if dampingRatio >= 1 {
            let w = omega0 * t
            return 1 - MotionMath.exp(-w) * (1 + w)
        }
        let z = dampingRatio
        let w1 = omega0 * (1 - z * z).squareRoot()
        let (s, c) = MotionMath.sinCos(w1 * t)
        return 1 - MotionMath.exp(-z * omega0 * t) * (c + (z * omega0 / w1) * s)
    }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1), as CAMediaTimingFunction defines one.
struct CubicBezier: Hashable {
    var x1, y1, x2, y2: Double

    static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// y for x, solving x(t) = x by bisection (x(t) is monotonic for control points in [0, 1]).
    func y(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }
}

/// One motion of the keyboard: from where it was when the motion started to where it goes.
public struct KeyboardMotion: Hashable, Sendable {
    public var from: Rect
    public var to: Rect
    /// Model time the motion starts, ms.
    public var start: UInt64
    public var curve: MotionCurve

    public init(from: Rect, to: Rect, start: UInt64, curve: MotionCurve) {
        self.from = from
        self.to = to
        self.start = start
        self.curve = curve
    }

    /// A keyboard at rest at `frame` from `start` on.
    static func resting(_ frame: Rect, since start: UInt64) -> KeyboardMotion {
        KeyboardMotion(from: frame, to: frame, start: start, curve: .instant)
    }

    /// When the keyboard is where it goes.
    public var end: UInt64 { start &+ curve.length }

    /// Where the keyboard is at model time `t` (at or after `start`). Cheap at rest and at either
    /// end: the curve is evaluated only in between.
    @inline(__always)
    public func frame(at t: UInt64) -> Rect {
        if t >= end || from == to { return to }
        if t <= start { return curve == .instant ? to : from }
        let p = curve.progress(at: Double(t - start))
        return Rect(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p,
                    width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
    }
}

/// The last motions, for Keyboard1.FrameAt in the recent past: a ring of fixed size (no allocation
/// once full). A time before the oldest kept motion cannot be answered.
struct MotionHistory {
    static let capacity = 32
    private var ring: [KeyboardMotion] = []
    private var next = 0

    mutating func append(_ m: KeyboardMotion) {
        if ring.count < Self.capacity {
            ring.append(m)
        } else {
            ring[next] = m
            next = (next + 1) % Self.capacity
        }
    }

    mutating func removeAll() {
        ring.removeAll(keepingCapacity: true)
        next = 0
    }

    /// The oldest start kept, nil when empty.
    var oldestStart: UInt64? {
        guard !ring.isEmpty else { return nil }
        return ring.count < Self.capacity ? ring[0].start : ring[next].start
    }

    /// The motion under way at `t`: the newest one that started at or before it.
    func motion(at t: UInt64) -> KeyboardMotion? {
        guard !ring.isEmpty else { return nil }
        let n = ring.count
        let newest = n < Self.capacity ? n - 1 : (next + n - 1) % n
        var i = newest
        for _ in 0..<n {
            if ring[i].start <= t { return ring[i] }
            i = (i + n - 1) % n
        }
        return nil
    }
}
