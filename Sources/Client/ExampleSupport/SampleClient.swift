import ArgumentParser

/// A sample client's command line: the options every client takes, the example's own, and how
/// it makes its app from them. `serve()` runs the app the command line describes, and makes
/// each later one (`register OPTIONS` on stdin) by parsing OPTIONS with the same command line:
/// an app registered in a running client is exactly the one a new process would have started.
public protocol SampleClient: ParsableCommand {
    var options: ExampleOptions { get set }
    /// Registers the app, builds its screen and tracker, and adds the example's commands.
    func makeApp() throws -> SampleApp
}

extension SampleClient {
    /// Serves until SIGTERM, SIGINT or `exit` (ExampleOptions.lifetimeHelp). What belongs to the
    /// process (`--json`, `--exit-at-eof`, `--log-level`) stays as it started, whatever
    /// `register` says.
    public func serve() throws -> Never {
        try host().run()
    }

    /// The host with the first app, made apart from `serve` so that the host alone holds that
    /// app: what `serve`'s frame held would never be released (`run` never returns), and an app
    /// replaced by `register` would outlive its replacement.
    private func host() throws -> SampleHost {
        let process = options
        return SampleHost(try makeApp()) { arguments in
            var command: Self
            do {
                command = try Self.parse(arguments)
            } catch {
                throw ValidationError(Self.message(for: error))
            }
            command.options.json = process.json
            command.options.exitAtEOF = process.exitAtEOF
            command.options.logLevel = process.logLevel
            return try command.makeApp()
        }
    }
}
