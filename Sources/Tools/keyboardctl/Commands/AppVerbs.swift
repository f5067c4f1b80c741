import ArgumentParser
import DBus

/// Control1.LaunchApp: the person taps the app's icon.
struct Launch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring an app to the foreground, as tapping its icon or picking it in the App Switcher does.",
        discussion: "Control1.LaunchApp. The frontmost app deactivates; the app must be registered.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The app's bundle id, e.g. com.apple.mobilenotes.", completion: Completions.bundleIds)
    var bundleId: String

    func run() async throws { try await bus.control("LaunchApp", [.string(bundleId)]) }
}

/// Control1.GoHome: the person swipes home.
struct Home: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Go to the home screen: the frontmost app deactivates and goes to background.",
        discussion: "Control1.GoHome.")

    @OptionGroup var bus: BusOptions

    func run() async throws { try await bus.control("GoHome") }
}

/// Control1.SwipeHomeIndicator: a touch of the home indicator that stays in the app (K9).
struct SwipeHomeIndicator: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swipe-home-indicator",
        abstract: "Touch the home indicator without leaving the app (iPhone X and later).",
        discussion: "Control1.SwipeHomeIndicator. With the quirk keyboard-window-duplication on (ios13) the app "
            + "gets a second keyboard window and keeps the old one hidden (K9).")

    @OptionGroup var bus: BusOptions

    func run() async throws { try await bus.control("SwipeHomeIndicator") }
}

/// Control1.TerminateApp.
struct Terminate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Terminate an app, as swiping it away in the App Switcher does.",
        discussion: "Control1.TerminateApp.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "The app's bundle id.", completion: Completions.bundleIds)
    var bundleId: String

    func run() async throws { try await bus.control("TerminateApp", [.string(bundleId)]) }
}
