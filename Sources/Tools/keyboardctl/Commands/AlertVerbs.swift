import ArgumentParser
import DBus

/// Control1.ShowAlert: a system alert over the frontmost app (K5).
struct Alert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a system alert over the frontmost app: it resigns active without going to background.",
        discussion: "Control1.ShowAlert. keyboardd lists the kinds it knows when KIND is wrong.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The alert's kind, e.g. microphone-permission.", completion: Completions.alertKinds)
    var kind = "generic"

    func run() async throws { try await bus.control("ShowAlert", [.string(kind)]) }
}

/// Control1.DismissAlert.
struct DismissAlert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dismiss-alert",
        abstract: "Dismiss the system alert: the app under it becomes active again.",
        discussion: "Control1.DismissAlert. With alert-restores-before-active on, the keyboard comes back "
            + "before DidBecomeActive (K5).")

    @OptionGroup var bus: BusOptions

    func run() async throws { try await bus.control("DismissAlert") }
}
