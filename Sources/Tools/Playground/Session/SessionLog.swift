import DBus
import Foundation
import KeyboardContract

/// What was done in the playground since it began (or since Reset), in order, as scenario steps:
/// the person's Control1 calls, the apps' commands, the clock. The export writes it out.
struct SessionLog {
    /// keyboardd when the session began, and where its trace stood.
    struct Start {
        var device: String
        var era: String
        var orientation: String
        var settings: [String: Bool]
        var traceAfter: UInt64
    }

    enum Step {
        /// A Control1 call, as the generated call that was sent.
        case control(Control1.Call)
        case app(String, String)
        /// An app the playground added: (bundle id, keyboardd's device, era, orientation and settings then).
        case added(String, Start)
    }

    var start: Start
    private(set) var steps: [Step] = []

    init(start: Start = Start(device: "", era: "", orientation: "portrait", settings: [:], traceAfter: 0)) {
        self.start = start
    }

    /// Adds a step; Advances one after the other are one (real time advances a frame at a time).
    mutating func record(_ step: Step) {
        if case .control(.advance(let ms)) = step, case .control(.advance(let before))? = steps.last {
            steps[steps.count - 1] = .control(.advance(ms: before + ms))
            return
        }
        steps.append(step)
    }

    /// The steps for a tab: each as the line it becomes in the exported file.
    var json: [String: Any] {
        ["device": start.device, "era": start.era, "steps": steps.count]
    }
}
