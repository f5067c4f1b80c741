import Conformance

/// One line per log as it is judged, on a terminal only: piped, the table at the end says it all.
struct ConformProgress {
    let total: Int
    let shown: Bool
    let palette: AppPalette

    func finished(_ log: ConformanceLog, _ verdict: Verdict, number: Int) {
        guard shown else { return }
        Terminal.printLine(line(log, verdict, number: number))
    }

    func line(_ log: ConformanceLog, _ verdict: Verdict, number: Int) -> String {
        let place = "[\(number)/\(total)] \(log.id) (\(log.keyboardd.profile), \(log.keyboardd.device))"
        switch verdict {
        case .matched: return palette.good("✓") + " \(place): matched"
        case .differs(let differences): return palette.warning("✗") + " \(place): differs (\(differences.count))"
        case .notExpressible(let reasons):
            return palette.dim("–") + " \(place): not expressible (\(reasons.map(\.lacks).joined(separator: "; ")))"
        }
    }
}
