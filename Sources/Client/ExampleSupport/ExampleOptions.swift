import ArgumentParser
import KeyboardClient
import KeyboardTrackers
import TrackerOptions

/// The options every sample client takes.
public struct ExampleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The bus keyboardd is on: a D-Bus address, or session.",
                               discussion: "Default: the session bus (DBUS_SESSION_BUS_ADDRESS)."))
    public var bus: String = "session"

    @Option(help: "The app's bundle id (default: the example's own).")
    public var bundleId: String?

    @Option(help: ArgumentHelp("The tracker that follows the keyboard.",
                               discussion: "One of: \(TrackerKind.allCases.map(\.rawValue).joined(separator: ", "))."))
    public var tracker: String?

    @Option(name: .customLong("fix"), help: ArgumentHelp(
        "A fix around the tracker; repeat or separate with commas.",
        discussion: "One of: \(Fix.named.map(\.name).joined(separator: ", ")); 'good' for all good ones."))
    public var fixes: [String] = []

    @Flag(name: .customLong("no-launch"), help: "Register without launching into the foreground.")
    public var noLaunch = false

    @Option(help: ArgumentHelp(
        "Seconds of wall time between the watchdog's own checks (with --fix watchdog); 0: none.",
        discussion: "K14's watchdog checks once a second, as the article's did. A story on keyboardd's virtual "
            + "clock passes 0 and checks with the watchdog command at its own steps: a wall-clock check between "
            + "a Will and the settle after it would judge the keyboard half way up."))
    public var watchdogInterval: Double = 1

    @Flag(help: "One JSON object per line instead of readable lines (for test drivers).")
    public var json = false

    @Flag(name: .customLong("exit-at-eof"), help: ArgumentHelp(
        "Also exit (unregistering) at the end of stdin.",
        discussion: "For a program that drives the client through a pipe: the client goes when its driver does."))
    public var exitAtEOF = false

    @Option(help: "Log level of the tagged logs on stderr (trace, debug, info, notice, warning, error).")
    public var logLevel: String = "info"

    public init() {}

    /// How long a sample client runs, for the end of each example's `--help`.
    public static let lifetimeHelp = """
        The client serves until SIGTERM, SIGINT or the exit command, also when stdin is at its end \
        (started in the background with &, or with < /dev/null); with --exit-at-eof the end of stdin \
        ends it too. It always unregisters before it exits. When the reader of its output goes away \
        (a pipe into head, say), it drops its lines and serves on.

        One process can play one app after another: the unregister command unregisters the app, and \
        register OPTIONS (the options above, the example's own included) registers a new app in its place, with \
        a new screen, tracker and observers, as a new process would, on the bus connection the process already \
        has (a new one for another --bus); the output format and the handling of stdin stay as the process \
        started. keyboardctl matrix keeps its sample clients this way from one cell to the next.
        """

    public var keyboardBus: KeyboardBus { bus == "session" ? .session : .address(bus) }

    /// The tracker kind, or a usage error that lists the valid ones.
    public func trackerKind(default kind: TrackerKind) throws -> TrackerKind {
        guard let name = tracker else { return kind }
        guard let kind = TrackerKind(rawValue: name) else {
            throw ValidationError("unknown tracker '\(name)'; valid: \(TrackerKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }

    public func fixSet(default fixes: Fix = []) throws -> Fix {
        guard !self.fixes.isEmpty else { return fixes }
        let joined = self.fixes.joined(separator: ",")
        guard let set = Fix(names: joined) else {
            throw ValidationError("unknown fix in '\(joined)'; valid: \(Fix.named.map(\.name).joined(separator: ", ")), good, none")
        }
        return set
    }
}
