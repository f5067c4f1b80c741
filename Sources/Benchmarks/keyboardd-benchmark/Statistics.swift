import Foundation

enum Statistics {
    /// The nearest-rank percentile (0...100) of `values`; nil when empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    static func median(_ values: [Double]) -> Double? { percentile(values, 50) }
}

enum Format {
    static func number(_ value: Double, _ decimals: Int = 0) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        return formatter.string(from: NSNumber(value: value.rounded())) ?? number(value)
    }

    static func microseconds(_ seconds: Double) -> String { number(seconds * 1e6) + " µs" }

    static func mebibytes(_ kib: Int) -> String { number(Double(kib) / 1024, 1) + " MiB" }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
