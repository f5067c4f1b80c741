/// Small helpers for writing SVG by hand: escaping and short numbers.
enum SVGText {
    /// Text or attribute content with XML's five special characters escaped.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A coordinate with at most one decimal: small files, no visible loss.
    static func n(_ d: Double) -> String {
        guard d.isFinite else { return "0" }
        let r = (d * 10).rounded() / 10
        return r.rounded() == r ? String(Int64(r)) : String(r)
    }

    /// A rough text width for the SVG's 11px sans-serif: enough to keep labels apart.
    static func width(_ s: String, fontSize: Double = 11) -> Double {
        Double(s.count) * fontSize * 0.58
    }

    /// A tick step of 1, 2 or 5 times a power of ten giving about `count` ticks over `span`.
    static func niceStep(span: Double, count: Double = 8) -> Double {
        guard span > 0 else { return 1 }
        let raw = span / count
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw && power > 1 { power /= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where power * factor >= raw { return max(1, power * factor) }
        return max(1, power * 10)
    }
}
