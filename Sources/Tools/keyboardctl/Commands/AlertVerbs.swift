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

    func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.showAlert(kind: try Control1.AlertKind(named: kind)) } }
}
