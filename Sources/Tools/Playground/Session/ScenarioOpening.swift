import DBus
import Foundation
import KeyboardContract
import ProcessSupport
import ScenarioFiles
import StrategyMatrix

/// `keyboardctl playground FILE.yaml`: the file played as `keyboardctl run` plays it (Reset, its
/// device and era in one Configure, its apps as the playground's own, its steps with the apps
/// catching up after each), and the session goes on from there. Its checks and expectations are
/// `keyboardctl run`'s to judge; here they are passed over, and so are `refused:` steps.
extension Playground {
    public func open(_ script: ScenarioScript) throws {
        try work.sync { () throws in
            try reset()
            try control.configure(options: Control1.ConfigureOptions(device: script.device, profile: script.profiles.first))
            var bundles: [String: String] = [:]
            for app in script.apps {
                let added = try PlaygroundAction.perform(.object([
                    "action": .string("addApp"), "example": .string(app.spec.example), "bundleId": .string(app.spec.bundleId),
                    "tracker": app.tracker.map(JSONValue.string) ?? .null, "launch": .bool(app.spec.launch),
                    "fixes": app.fixes.map { .array($0.map(JSONValue.string)) } ?? .null,
                ]), on: self)
                bundles[app.spec.role] = added["bundleId"] as? String
            }
            for step in script.steps {
                guard case .step(let step) = step.action else { continue }
                try play(step, bundles: bundles)
            }
        }
    }

    /// On `work`.
    private func play(_ step: Step, bundles: [String: String]) throws {
        func bundle(_ role: String) throws -> String {
            guard let id = bundles[role] else { throw DBusError.invalidArgs("the file has no app \(role)") }
            return id
        }
        switch step {
        case .control(let method, let arguments):
            try controlCall(Control1.Call(method: method, arguments: arguments))
        case .app(let role, let command):
            let id = try bundle(role)
            try apps.perform(command, on: id)
            session.record(.app(id, command))
        case .advance(let ms):
            try controlCall(.advance(ms: ms))
        case .settle:
            try controlCall(.settle)
        case .advanceUntilActive(let role):
            let id = try bundle(role)
            for _ in 0..<500 where try App1.Proxy(connection, bundleId: id).state() != .active {
                try controlCall(.advance(ms: 10))
            }
            return
        case .watchdog(let role):
            let id = try bundle(role)
            guard try apps.app(id).fixes?.contains("watchdog") ?? false else { return }
            try apps.perform("watchdog", on: id)
            session.record(.app(id, "watchdog"))
        case .check:
            return
        }
        afterStep()
    }

    /// The file's Control1 step as the generated call, through the generated proxy.
    private func controlCall(_ call: Control1.Call) throws {
        _ = try control.perform(call)
        session.record(.control(call))
        if case .advance = call { afterStep() }
    }
}
