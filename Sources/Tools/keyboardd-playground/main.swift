import ArgumentParser
import Foundation
import Playground
import ProcessSupport
import Synchronization

/// `keyboardctl playground` execs this program, built beside it (docs/PLAYGROUND.md): the web
/// server links FlyingFox, which keyboardctl's other commands need not build or load.
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardctl playground",
        abstract: "Drive and watch keyboardd live in a browser, and export what you did as a scenario file and replay files.",
        discussion: """
            Serves a local web page for a keyboardd: the device drawn to scale with every app's windows and the live \
            keyboard, every notification each app received, the controls of Control1 and of the apps the playground \
            runs (sample clients, as `keyboardctl run` runs them), and Export. The first line on stdout is the page's \
            URL with its access token; every request needs the token, and the WebSocket also the page's own Origin. \
            Runs until SIGINT or SIGTERM.
            """)

    @Argument(help: ArgumentHelp("A scenario file to load and play first; the session goes on from its end.", valueName: "scenario"))
    var scenario: String?
    @Option(help: ArgumentHelp("The bus of the keyboardd to show (default: the session bus).", valueName: "address"))
    var address: String?
    @Flag(help: "The session bus (the default).")
    var session = false
    @Flag(help: "Start a private bus and keyboardd (virtual clock) for the playground, and stop them when it ends.")
    var embedded = false
    @Option(help: ArgumentHelp("The port (0: any free port).", valueName: "port"))
    var port: UInt16 = 0
    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1, this machine only). Another one lets other "
                               + "machines reach the page (with its token): a warning says so.", valueName: "host"))
    var host = "127.0.0.1"
    @Flag(help: "Open the page in a browser (xdg-open).")
    var open = false
    @Option(help: ArgumentHelp("The directory of the built sample clients and keyboardctl (default: this program's own).", valueName: "dir"))
    var examples: String?
    @Option(help: ArgumentHelp("The keyboardd binary for --embedded (default: the one beside this program).", valueName: "path"))
    var keyboardd: String?

    func validate() throws {
        if [address != nil, session, embedded].filter({ $0 }).count > 1 {
            throw ValidationError("--address, --session and --embedded choose the bus: give one")
        }
    }

    func run() async throws {
        let directory = examples ?? Self.ownDirectory
        // Read before anything starts: a file with mistakes is exit 64 with every problem.
        if let scenario {
            do { _ = try PlaygroundScenario.load(scenario) } catch { throw Failure(64, "\(error)") }
        }
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            let warning = "keyboardctl playground: warning: listening on \(host), not on this machine's loopback: "
                + "anyone who can reach it and has the URL's token can drive this keyboardd\n"
            FileHandle.standardError.write(Data(warning.utf8))
        }
        let keyboarddPath = keyboardd ?? directory + "/keyboardd"
        let bus: Bus
        do {
            bus = try Bus(address: address, embedded: embedded, keyboardd: keyboarddPath)
        } catch {
            throw Failure(69, "\(error)")
        }
        defer { bus.close() }
        let playground: Playground
        do {
            playground = try Playground(address: bus.address, examplesDirectory: directory, keyboardctl: directory + "/keyboardctl",
                                    keyboardd: keyboarddPath)
            try playground.start()
        } catch {
            throw Failure(69, "cannot watch keyboardd on \(bus.address): \(error)")
        }
        defer { playground.stop() }
        if let scenario {
            do { try playground.open(try PlaygroundScenario.load(scenario)) } catch { throw Failure(1, "\(scenario): \(error)") }
        }
        let server: PlaygroundServer
        do {
            server = try PlaygroundServer(playground: playground, host: host, port: port)
        } catch {
            throw Failure(64, "--host \(host): \(error)")
        }
        let stopping = Mutex(false)
        let stops = StopSignals {
            stopping.withLock { $0 = true }
            Task { await server.stop() }
        }
        defer { stops.cancel() }
        let open = open, host = host
        do {
            try await run(server, open: open, host: host, busAddress: bus.address)
        } catch where stopping.withLock({ $0 }) {
            return   // SIGINT or SIGTERM: a clean end
        }
    }

    private func run(_ server: PlaygroundServer, open: Bool, host: String, busAddress: String) async throws {
        try await server.run { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            let url = "http://\(shown):\(port)/?token=\(server.token.value)"
            // Written at once, not buffered: a program that started the playground reads the URL from the pipe.
            FileHandle.standardOutput.write(Data("\(url)\nkeyboardd on \(busAddress); Ctrl-C to stop.\n".utf8))
            if open { _ = try? ChildProcess("/usr/bin/env", ["xdg-open", url], stdout: .null, stderr: .null) }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        let description: String
        init(_ code: Int32, _ description: String) { (self.code, self.description) = (code, description) }
    }

    static var ownDirectory: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let failure as Failure {
            FileHandle.standardError.write(Data("keyboardctl playground: \(failure.description)\n".utf8))
            Foundation.exit(failure.code)
        } catch {
            exit(withError: error)
        }
    }
}
