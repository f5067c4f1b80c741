import ArgumentParser
import Foundation

/// `keyboardctl playground`: keyboardd live in a browser (docs/PLAYGROUND.md). The web server is
/// keyboardd-playground's, a program of its own built beside keyboardctl (it links an HTTP
/// server, which keyboardctl's other commands need not build or load): keyboardctl checks the
/// options, then becomes that program (exec), which owns the terminal, the signals and the exit status.
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Drive and watch keyboardd live in a browser; export what you did as a scenario file and replay files.",
        discussion: """
            Serves a local web page: the device drawn to scale with every app's windows and the live keyboard, \
            each app's notifications with their whole userInfo, the Control1 verbs and the App1 calls of the apps \
            the playground runs (sample clients), the era's quirks, and Export (a scenario file that `keyboardctl \
            run` plays back to the same notifications, and the replay files of docs/REPLAY.md). The first line on \
            stdout is the page's URL with its access token (as Jupyter's); every request needs it, and the \
            WebSocket also the page's own Origin. Runs until SIGINT or SIGTERM.
            """)

    @Argument(help: ArgumentHelp("A scenario file to load and play first; the session goes on from its end.", valueName: "scenario"),
              completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String?
    @OptionGroup var bus: BusOptions
    @Flag(help: "Start a private bus and keyboardd (virtual clock) for the playground, and stop them when it ends.")
    var embedded = false
    @Option(help: ArgumentHelp("The port to listen on (0, the default: any free port).", valueName: "port"))
    var port: UInt16 = 0
    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1: this machine only). Another one lets other "
                               + "machines reach the page (with its token), and a warning says so.", valueName: "host"))
    var host = "127.0.0.1"
    @Flag(help: "Open the page in a browser (xdg-open).")
    var open = false
    @Option(help: ArgumentHelp("The directory of the built sample clients (default: keyboardctl's own).", valueName: "dir"),
            completion: .directory)
    var examples: String?
    @Option(help: ArgumentHelp("The keyboardd binary for --embedded (default: the one beside keyboardctl).", valueName: "path"),
            completion: .file())
    var keyboardd: String?

    func validate() throws {
        if embedded && (bus.address != nil || bus.session) {
            throw ValidationError("--embedded starts a bus of its own: give it without --address or --session")
        }
    }

    func run() throws {
        let path = Binaries.ownDirectory + "/keyboardd-playground"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Terminal.printError("no keyboardd-playground at \(path): build it with `swift build --product keyboardd-playground`")
            throw ExitCode(CtlFailure.Kind.unavailable.rawValue)
        }
        var arguments = [path]
        if let scenario { arguments.append(scenario) }
        if let address = bus.address { arguments += ["--address", address] }
        if embedded { arguments.append("--embedded") }
        arguments += ["--port", String(port), "--host", host, "--examples", examples ?? Binaries.ownDirectory]
        if let keyboardd { arguments += ["--keyboardd", keyboardd] }
        if open { arguments.append("--open") }
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        Terminal.printError("cannot start \(path): \(String(cString: strerror(errno)))")
        throw ExitCode(CtlFailure.Kind.unavailable.rawValue)
    }
}
