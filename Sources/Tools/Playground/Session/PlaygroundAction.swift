import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import StrategyMatrix

/// What a page asks of the playground itself rather than of keyboardd: add an app it runs,
/// export the session, run the clock in real time. Each answers a JSON reply or throws the
/// error the page shows.
enum PlaygroundAction {
    static let names = ["addApp", "export", "quirksFired", "realTime"]

    /// On `work`.
    static func perform(_ action: JSONValue, on playground: Playground) throws -> [String: Any] {
        switch action["action"]?.stringValue {
        case "addApp":
            guard let example = action["example"]?.stringValue else {
                throw DBusError.invalidArgs("addApp names its example: \(PlaygroundApps.examples.map(\.name).joined(separator: ", "))")
            }
            let state = try playground.server.properties()
            let app = try playground.apps.add(
                example: example, bundleId: action["bundleId"]?.stringValue, tracker: action["tracker"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 },
                fixes: action["fixes"]?.arrayValue?.compactMap(\.stringValue), launch: action["launch"]?.boolValue ?? true)
            playground.session.record(.added(app.bundleId, SessionLog.Start(
                device: state.device ?? "", era: state.profile ?? "", orientation: state.orientation ?? "portrait",
                settings: (state.settings ?? [:]).compactMapValues { $0.unwrappedBool }, traceAfter: 0)))
            playground.tabs.broadcast(["apps": playground.apps.json])
            playground.afterStep()
            return ["bundleId": app.bundleId, "role": app.role]
        case "export":
            let name = action["name"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? "playground-session"
            let export = try scenario(action, name: name, behaviours: action["behaviours"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                                      on: playground)
            guard !export.behaviours.isEmpty else {
                throw DBusError.invalidArgs("a scenario file names at least one docs/BEHAVIOURS.md id it shows, e.g. [K3]")
            }
            let result = try playground.exporter.export(export.yaml, name: name)
            return ["name": name, "scenario": result.scenario, "passed": result.passed, "output": result.output,
                    "replays": result.replays]
        case "quirksFired":
            // Played on a keyboardd of its own, off the playground's queue: the live page goes on meanwhile.
            let quirks = try playground.server.quirks()
            guard !playground.apps.apps.isEmpty else { throw DBusError.invalidArgs("no app was told anything yet: add an app first") }
            let yaml = try scenario(action, name: "quirk-probe", behaviours: ["K1"], on: playground).yaml
            let probe = QuirkProbe(examplesDirectory: playground.apps.examplesDirectory, keyboardd: playground.keyboarddBinary)
            let tabs = playground.tabs
            DispatchQueue.global().async {
                do {
                    try probe.probe(yaml, quirks: quirks) { quirk, finding in
                        switch finding {
                        case .fired(let fired): tabs.broadcast(["quirkFired": ["quirk": quirk, "fired": fired]])
                        case .failed(let reason): tabs.broadcast(["quirkFired": ["quirk": quirk, "fired": true, "note": reason]])
                        }
                    }
                    tabs.broadcast(["quirksProbed": quirks.count])
                } catch {
                    tabs.broadcast(Playground.errorFrame(nil, error as? DBusError ?? .failed("\(error)")))
                    tabs.broadcast(["quirksProbed": 0])
                }
            }
            return ["probing": quirks]
        case "realTime":
            let on = action["on"]?.boolValue ?? false
            playground.clock.set(running: on)
            playground.tabs.broadcast(["realTime": on])
            return ["realTime": on]
        default:
            throw DBusError.invalidArgs("the playground's actions: \(names.joined(separator: ", "))")
        }
    }

    /// The session so far as a scenario file.
    static func scenario(_ action: JSONValue, name: String, behaviours: [String], on playground: Playground) throws -> ScenarioExport {
        guard name.range(of: "^[a-z0-9][a-z0-9-]*$", options: .regularExpression) != nil else {
            throw DBusError.invalidArgs("a scenario's name is lowercase letters, digits and '-', got '\(name)'")
        }
        let records = try playground.control.trace(afterSequence: playground.session.start.traceAfter)
        return ScenarioExport(
            name: name, title: action["title"]?.stringValue ?? "A session in keyboardctl playground", behaviours: behaviours,
            log: playground.session,
            apps: playground.apps.apps.map(\.script),
            records: records)
    }
}
