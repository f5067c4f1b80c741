import DBus
import Foundation
import KeyboardContract
import StrategyMatrix

/// The session as a scenario file (docs/SCENARIO-SCHEMA.md) that `keyboardctl run` plays back to
/// the same notifications, and says so: it ends with an `expect` of every app's keyboard and
/// lifecycle notifications as keyboardd delivered them in the playground (name, IsLocal and
/// FrameEnd), so a run that differs fails at that line.
///
/// A file registers its apps before its steps: the device and era are keyboardd's when the first
/// app was added (a change of device needs no app registered), the orientation and settings of
/// that moment its first step, and steps taken before any app was there are left out (they sent
/// no app anything). An app added after steps is registered first all the same; the file says so.
struct ScenarioExport {
    var name: String
    var title: String
    var behaviours: [String]
    var log: SessionLog
    var apps: [ScriptApp]
    /// The trace since the session began.
    var records: [Control1.TraceRecord]

    var yaml: String {
        var firstApp: SessionLog.Start?
        var steps: [String] = []
        var notes: [String] = []
        var stepsSoFar = 0
        for step in log.steps {
            switch step {
            case .added(let bundleId, let state):
                if firstApp == nil {
                    firstApp = state
                } else if stepsSoFar > 0 {
                    notes.append("# \(bundleId) was added after \(stepsSoFar) step(s); a scenario file registers its apps first.")
                }
            case .control(let call):
                guard firstApp != nil else { continue }
                steps.append(Self.controlStep(call))
                stepsSoFar += 1
            case .app(let bundleId, let command):
                guard firstApp != nil, let app = apps.first(where: { $0.spec.bundleId == bundleId }) else { continue }
                steps.append("  - \(app.spec.role): \(Self.quoted(command))")
                stepsSoFar += 1
            }
        }
        let start = firstApp ?? log.start
        var configure = ["Orientation: \(start.orientation)"]
        for name in start.settings.keys.sorted() { configure.append("\(name): \(start.settings[name]! ? "true" : "false")") }
        steps.insert("  - Configure: {\(configure.joined(separator: ", "))}", at: 0)

        var lines = [
            "# Exported by keyboardctl playground: `keyboardctl run FILE --embedded` plays it back and checks, at its",
            "# last step, that every app received the same notifications as in the playground.",
        ] + notes + [
            "scenario: \(name)",
            "title: \(Self.quoted(title))",
            "behaviours: [\(behaviours.joined(separator: ", "))]",
            "device: \(start.device)",
            "era: \(start.era)",
            "apps:",
        ]
        for app in apps {
            lines.append("  - role: \(app.spec.role)")
            lines.append("    example: \(app.spec.example)")
            lines.append("    bundle-id: \(app.spec.bundleId)")
            if !app.spec.launch { lines.append("    launch: false") }
            if let tracker = app.tracker { lines.append("    tracker: \(tracker)") }
            if let fixes = app.fixes { lines.append("    fixes: [\(fixes.joined(separator: ", "))]") }
        }
        lines.append("steps:")
        lines += steps
        let expected = apps.map { app -> String in
            let items = records.filter { $0.app == app.spec.bundleId }.compactMap(Self.pattern)
            return "      \(app.spec.role): [\(items.joined(separator: ", "))]"
        }
        if !apps.isEmpty {
            lines.append("  - expect:")
            lines.append("      events:")
            lines += expected.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A keyboard notification as the mapping form (name, IsLocal, FrameEnd); a lifecycle one by name.
    static func pattern(_ record: Control1.TraceRecord) -> String? {
        let event = record.event
        if event.hasPrefix("UIApplication") && event.hasSuffix("Notification") {
            return String(event.dropFirst("UIApplication".count).dropLast("Notification".count))
        }
        guard event.hasPrefix("UIKeyboard") && event.hasSuffix("Notification") else { return nil }
        let name = String(event.dropFirst("UIKeyboard".count).dropLast("Notification".count))
        var fields = ["name: \(name)"]
        switch record.data[NotificationUserInfo.Key.isLocal]?.unwrappedVariant {
        case .boolean(let local)?: fields.append("local: \(local)")
        default: fields.append("local: absent")
        }
        if case .structure(let values)? = record.data[NotificationUserInfo.Key.frameEnd]?.unwrappedVariant {
            let numbers = values.compactMap { value -> String? in
                guard case .double(let d) = value else { return nil }
                return d.isFinite ? figure(d) : nil
            }
            if numbers.count == 4 { fields.append("end: [\(numbers.joined(separator: ", "))]") }
        }
        return "{\(fields.joined(separator: ", "))}"
    }

    /// `- Method: argument`, `- Method: [a, b]` or `- Method` as a scenario file writes a Control1 call.
    static func controlStep(_ call: Control1.Call) -> String {
        switch call {
        case .settle: return "  - settle"
        case .advance(let ms): return "  - advance: \(ms)"
        default: break
        }
        let method = call.method.rawValue, arguments = call.arguments
        switch arguments.count {
        case 0: return "  - \(method)"
        case 1: return "  - \(method): \(yamlValue(arguments[0]))"
        default: return "  - \(method): [\(arguments.map(yamlValue).joined(separator: ", "))]"
        }
    }

    static func yamlValue(_ value: DBusValue) -> String {
        switch value.unwrappedVariant {
        case .boolean(let b): b ? "true" : "false"
        case .double(let d): figure(d)
        case .uint64(let u): String(u)
        case .int64(let i): String(i)
        case .int32(let i): String(i)
        case .string(let s): quoted(s)
        case .structure(let fields): "[" + fields.map(yamlValue).joined(separator: ", ") + "]"
        case .array(_, let items): "[" + items.map(yamlValue).joined(separator: ", ") + "]"
        case .dictionary(_, _, let entries):
            "{" + entries.map { entry in
                let key: String = if case .string(let s) = entry.key { s } else { "\(entry.key)" }
                return "\(key): \(yamlValue(entry.value))"
            }.joined(separator: ", ") + "}"
        default: "\(value)"
        }
    }

    /// A YAML scalar, quoted when plain would read as something else.
    static func quoted(_ text: String) -> String {
        let plain = text.range(of: #"^[A-Za-z0-9][A-Za-z0-9 ._/+-]*$"#, options: .regularExpression) != nil
            && !["true", "false", "yes", "no", "null", "on", "off"].contains(text.lowercased())
            && Double(text) == nil
        if plain { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A figure as people write it: no trailing ".0".
func figure(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
