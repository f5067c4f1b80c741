import DBus
import KeyboardContract
import Foundation
import ScenarioFiles
import StrategyMatrix

/// The apps the playground runs itself: each a sample client process of `examples/` (Ike, Notes,
/// the form, the chat, the iPad app) with a tracker and fixes, started and driven exactly as
/// `keyboardctl run` drives a scenario file's apps, so a session is a scenario file and plays back
/// the same. Stopped by PID when the playground resets or ends. On `work` only.
final class PlaygroundApps: @unchecked Sendable {
    struct App {
        /// As a scenario file declares it: its role (the example's name, then a number for a
        /// second one), example, bundle id, launch, tracker and fixes.
        var script: ScriptApp
        var client: SampleClientProcess
        var bundleId: String { script.spec.bundleId }
        var role: String { script.spec.role }
        var example: String { script.spec.example }
        var tracker: String? { script.tracker }
        var fixes: [String]? { script.fixes }
        var launch: Bool { script.spec.launch }
        /// What its tracker believed after the last step (the `sync` line).
        var belief: [String: Any] = [:]
    }

    static var examples: [(name: String, bundleId: String)] { Vocabulary.examples }
    static var trackers: [String] { Vocabulary.trackers }
    static var fixes: [String] { Vocabulary.fixes }

    let address: String
    let examplesDirectory: String
    private(set) var apps: [App] = []

    init(address: String, examplesDirectory: String) {
        self.address = address
        self.examplesDirectory = examplesDirectory
    }

    func app(_ bundleId: String) throws -> App {
        guard let app = apps.first(where: { $0.bundleId == bundleId }) else {
            throw DBusError(name: KeyboarddErrorName.unknownApp.rawValue, message:
                "the playground runs no app \(bundleId)" + (apps.isEmpty ? "" : " (it runs \(apps.map(\.bundleId).joined(separator: ", ")))")
                + ": an App1 call is made by an app the playground added")
        }
        return app
    }

    func example(of bundleId: String) throws -> String { try app(bundleId).example }

    func description(of bundleId: String) -> [String: Any]? {
        guard let app = apps.first(where: { $0.bundleId == bundleId }) else { return nil }
        var json: [String: Any] = ["example": app.example, "role": app.role, "belief": app.belief]
        if let tracker = app.tracker { json["tracker"] = tracker }
        if let fixes = app.fixes { json["fixes"] = fixes }
        return json
    }

    var json: [[String: Any]] {
        apps.map { app in ["bundleId": app.bundleId, "role": app.role, "example": app.example, "tracker": app.tracker ?? "",
                           "launch": app.launch] }
    }

    /// Starts the example's sample client as `bundleId` (default: the example's own) and waits until
    /// it registered (Server1.RegisterApp). The role is the example's name, numbered from the second.
    func add(example: String, bundleId: String?, tracker: String?, fixes: [String]?, launch: Bool) throws -> App {
        guard let known = Self.examples.first(where: { $0.name == example }) else {
            throw DBusError.invalidArgs("no sample app \(example) (sample apps: \(Self.examples.map(\.name).joined(separator: ", ")))")
        }
        if let tracker, !Self.trackers.contains(tracker) {
            throw DBusError.invalidArgs("no tracker \(tracker) (trackers: \(Self.trackers.joined(separator: ", ")))")
        }
        for fix in fixes ?? [] where !Self.fixes.contains(fix) {
            throw DBusError.invalidArgs("no fix \(fix) (fixes: \(Self.fixes.joined(separator: ", ")))")
        }
        let bundleId = bundleId.flatMap { $0.isEmpty ? nil : $0 } ?? known.bundleId
        guard !apps.contains(where: { $0.bundleId == bundleId }) else {
            throw DBusError(name: KeyboarddErrorName.appExists.rawValue, message: "the playground runs \(bundleId) already")
        }
        let executable = examplesDirectory + "/" + example
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw DBusError.failed("no sample client \(example) in \(examplesDirectory): build it with `swift build --product \(example)`")
        }
        let count = apps.filter { $0.example == example }.count
        let role = count == 0 ? example : "\(example)\(count + 1)"
        let script = ScriptApp(spec: AppSpec(role: role, example: example, bundleId: bundleId, launch: launch, judged: false),
                               tracker: tracker, fixes: fixes)
        // As keyboardctl run starts it: the watchdog only at its own steps (the clock is virtual).
        let arguments = ["--bus", address, "--bundle-id", bundleId, "--watchdog-interval", "0"]
            + (launch ? [] : ["--no-launch"]) + script.arguments
        let client = try SampleClientProcess(role: role, executable: executable, arguments: arguments)
        do {
            _ = try client.next(what: "registration") { $0["event"] as? String == "ready" || $0["event"] as? String == "failed" }
        } catch {
            client.stop()
            throw error
        }
        guard client.process.exitCode == nil else {
            throw DBusError.failed("\(example) as \(bundleId) did not register: \(client.transcript.suffix(3).joined(separator: " "))")
        }
        let app = App(script: script, client: client)
        apps.append(app)
        return app
    }

    /// A command of the app's sample client (a scenario step `- ROLE: COMMAND`); a command the
    /// client refuses is thrown with its message.
    func perform(_ command: String, on bundleId: String) throws {
        let app = try app(bundleId)
        do {
            try app.client.perform(command)
        } catch SampleClientError.commandFailed(_, _, let message) {
            throw DBusError.failed("\(app.role): \(command): \(message)")
        }
    }

    /// Every app handles what keyboardd sent so far, then tells keyboardd what its tracker
    /// believes (App1.Report), as `keyboardctl run` does after each step; returns the beliefs.
    func catchUpAndReport() -> [String: [String: Any]] {
        var beliefs: [String: [String: Any]] = [:]
        for index in apps.indices where apps[index].client.process.exitCode == nil {
            guard let belief = try? apps[index].client.sync() else { continue }
            _ = try? apps[index].client.perform("report")
            apps[index].belief = belief
            beliefs[apps[index].bundleId] = belief
        }
        return beliefs
    }

    /// Stops every app's client by PID (SIGTERM: it unregisters) and forgets them.
    func stopAll() {
        apps.forEach { $0.client.stop() }
        apps = []
    }
}
