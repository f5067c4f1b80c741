// The few transcendental functions the keyboard's motion needs. The model imports nothing (not
// even the C library's math), so they are here: accurate to ~1e-15 over the ranges the motion
// uses, which is far below the half point keyboardd compares frames to.

enum MotionMath {
    /// e^x. Range reduction to x = k·ln 2 + r with |r| ≤ ln 2 / 2, then a Taylor polynomial.
    static func exp(_ x: Double) -> Double {
        if x < -700 { return 0 }
        if x > 700 { return .infinity }
        let ln2 = 0.693_147_180_559_945_309_417
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        // 1 + r + r²/2! + ... + r¹⁴/14!: the remainder is below 1e-18 for |r| ≤ 0.35.
        var term = 1.0
        var sum = 1.0
        for n in 1...14 {
            term *= r / Double(n)
            sum += term
        }
        return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    /// sin and cos of x, reduced to [-π, π] and then to a quarter turn.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let twoPi = 6.283_185_307_179_586_476_925
        var a = x - (x / twoPi).rounded() * twoPi     // [-π, π]
        // sin(π - a) = sin a, cos(π - a) = -cos a: fold to [-π/2, π/2].
        var flip = false
        let halfPi = 1.570_796_326_794_896_619_231
        if a > halfPi {
            a = 2 * halfPi - a
            flip = true
        } else if a < -halfPi {
            a = -2 * halfPi - a
            flip = true
        }
        // Taylor series to the 21st power: |a| ≤ π/2 leaves a remainder below 1e-16.
        let a2 = a * a
        var s = a, c = 1.0
        var sTerm = a, cTerm = 1.0
        for n in stride(from: 1, through: 10, by: 1) {
            sTerm *= -a2 / Double((2 * n) * (2 * n + 1))
            cTerm *= -a2 / Double((2 * n - 1) * (2 * n))
            s += sTerm
            c += cTerm
        }
        return (s, flip ? -c : c)
    }
}
