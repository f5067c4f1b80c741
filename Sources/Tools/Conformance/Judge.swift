/// One log's verdict: not expressible when keyboardd lacks what the log needs (known before
/// playing, or refused while playing), else the comparison of what it sent with what was logged.
public enum Judge {
    /// `play` runs the story on keyboardd (`LogPlayer.play`); tests give their own.
    public static func verdict(_ log: ConformanceLog, catalog: Catalog,
                               play: (ConformanceLog) throws -> LogPlayer.Outcome) rethrows -> Verdict {
        let reasons = Expressibility.reasons(log, catalog: catalog)
        guard reasons.isEmpty else { return .notExpressible(reasons) }
        switch try play(log) {
        case .refused(let reason): return .notExpressible([reason])
        case .received(let received): return Comparison.verdict(log, received: received)
        }
    }
}
