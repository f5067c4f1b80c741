import ArgumentParser
import DBus
import KeyboardContract

/// Control1.ShowAlert: a system alert over the frontmost app (K5).
struct Alert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a system alert over the frontmost app: it resigns active without going to background.",
        discussion: "Control1.ShowAlert. keyboardd lists the kinds it knows when KIND is wrong.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The alert's kind, e.g. microphone-permission.", completion: Completions.alertKinds)
    var kind = Control1.AlertKind.generic.rawValue

    /// The word through the generated call: a kind outside the list gets keyboardd's own message.
    func run() async throws {
        try await bus.call { daemon async throws(DBusError) in
            _ = try await daemon.control.perform(try Control1.Call(method: .showAlert, arguments: [.string(kind)]))
        }
    }
}
