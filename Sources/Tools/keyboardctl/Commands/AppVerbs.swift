import ArgumentParser
import DBus
import KeyboardContract

/// Control1.LaunchApp: the person taps the app's icon.
struct Launch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring an app to the foreground, as tapping its icon or picking it in the App Switcher does.",
        discussion: "Control1.LaunchApp. The frontmost app deactivates; the app must be registered.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The app's bundle id, e.g. com.apple.mobilenotes.", completion: Completions.bundleIds)
    var bundleId: String

    func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.launchApp(bundleId: bundleId) } }
}

/// Control1.GoHome: the person swipes home.
struct Home: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Go to the home screen: the frontmost app deactivates and goes to background.",
        discussion: "Control1.GoHome.")

    @OptionGroup var bus: BusOptions

    func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.goHome() } }
}

/// Control1.TerminateApp.
struct Terminate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Terminate an app, as swiping it away in the App Switcher does.",
        discussion: "Control1.TerminateApp.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The app's bundle id.", completion: Completions.bundleIds)
    var bundleId: String

    func run() async throws { try await bus.call { daemon async throws(DBusError) in try await daemon.control.terminateApp(bundleId: bundleId) } }
}
