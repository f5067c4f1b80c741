import Foundation
import KeyboardClient
import Logging

/// Sends what a tracker or fix believes to keyboardd (`Report`), so the trace holds belief
/// beside truth. A failed report is logged and does not stop the tracker.
struct BeliefReporter: Sendable {
    let app: any KeyboardAppActions
    let logger: Logger

    func send(_ facts: [String: ReportValue]) {
        do {
            try app.report(facts)
        } catch {
            logger.warning("report failed: \(error)")
        }
    }
}
