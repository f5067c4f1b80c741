import ArgumentParser
import DBus
import Foundation
import KeyboardLogging
import KeyboardModel
import KeyboardContract
import KeyboardServer
import Logging
import ProcessSupport

/// keyboardd: the window server's system keyboard, on D-Bus.
struct Keyboardd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboardd",
        abstract: "Emulates the iOS window server's ownership of the system keyboard on D-Bus.",
        discussion: """
            keyboardd owns org.keyboardd.Server1 and serves /org/keyboardd/Server1. Apps register \
            over the bus and receive the six UIKeyboard notifications as iOS sends them, with the \
            quirks of the chosen iOS era.

            With no session bus (DBUS_SESSION_BUS_ADDRESS unset or dead), keyboardd starts its \
            own private dbus-daemon, prints its address as shell code on its first line of output, \
            and stops it (and removes its directory) on exit:
              keyboardd --bus embedded > /tmp/keyboardd.env &
              eval "$(head -1 /tmp/keyboardd.env)"   # this shell now talks to that bus

            When the reader of its output goes away (a pipe into head, say), keyboardd drops \
            its lines and serves on.

            Exit status: 0 after SIGINT/SIGTERM, 64 for bad arguments, 69 when the bus name is \
            already owned (another keyboardd runs on this bus) or no bus can be reached.
            """,
        version: KeyboarddVersion.string)

    @Option(help: ArgumentHelp(
        "session, embedded, or a D-Bus address such as unix:path=/run/user/0/bus.",
        discussion: "Default: the session bus, or an embedded private bus when there is none.",
        valueName: "bus"))
    var bus: String?

    /// Everything else shapes the server: parsed by the server's own arguments.
    @OptionGroup var serverArguments: ServerArguments

    func run() throws {
        // SIGINT/SIGTERM are taken by sigwait below; block them before any thread starts so
        // every thread inherits the mask and none dies of them.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        // A reader of our output that goes away (`keyboardd 2>&1 | head`) is no reason to stop
        // serving: its lines are dropped instead (OutputChannel).
        OutputChannel.ignoreBrokenPipes()

        TaggedLogHandler.bootstrap(level: serverArguments.logLevel.level)
        let logger = Logger(label: "keyboard.server")

        let options = try serverArguments.options(
            logger: logger, defaultStateDirectory: InputModeStateFile.defaultDirectory(environment: ProcessInfo.processInfo.environment))
        let (connection, embedded) = try connect(logger: logger)
        let server = KeyboardServer(connection: connection, options: options)
        do {
            try server.start()
        } catch {
            StandardError.write("keyboardd: \(error.message)\n")
            connection.close()
            embedded?.stop()
            throw ExitCode(69)
        }
        connection.onDisconnect {
            logger.error("the bus went away; exiting")
            kill(getpid(), SIGTERM)
        }

        var received: Int32 = 0
        sigwait(&stopSignals, &received)
        logger.info("stopping on signal \(received)")
        server.stop()
        embedded?.stop()
    }

    /// The bus to serve on, and the embedded daemon when keyboardd started one.
    private func connect(logger: Logger) throws -> (Connection, BusDaemon?) {
        switch bus {
        case "embedded":
            return try embeddedBus(logger: logger)
        case "session", nil:
            if let address = BusAddress.session, !BusAddress.pointsToMissingSocket(address) {
                do {
                    return (try Connection(address: address), nil)
                } catch {
                    if bus == "session" { throw fail("cannot reach the session bus at \(address): \(error.message)") }
                    logger.notice("the session bus at \(address) is not reachable (\(error.message)); starting an embedded bus")
                }
            } else if bus == "session" {
                throw fail("no session bus: DBUS_SESSION_BUS_ADDRESS is unset or names a missing socket (try --bus embedded)")
            } else {
                logger.notice("no session bus; starting an embedded bus")
            }
            return try embeddedBus(logger: logger)
        case let address?:
            do {
                return (try Connection(address: address), nil)
            } catch {
                throw fail("cannot reach the bus at \(address): \(error.message)")
            }
        }
    }

    private func embeddedBus(logger: Logger) throws -> (Connection, BusDaemon?) {
        let daemon: BusDaemon
        do {
            daemon = try BusDaemon()
        } catch {
            throw fail("\(error)")
        }
        // Shell code, as dbus-launch --sh-syntax prints it, so `eval` picks the bus up.
        OutputChannel.standardOutput.write("DBUS_SESSION_BUS_ADDRESS='\(daemon.address)'; export DBUS_SESSION_BUS_ADDRESS;\n")
        logger.info("embedded bus at \(daemon.address) (dbus-daemon pid \(daemon.daemonPID))")
        do {
            return (try Connection(address: daemon.address), daemon)
        } catch {
            daemon.stop()
            throw fail("cannot reach the embedded bus: \(error.message)")
        }
    }

    private func fail(_ message: String) -> ExitCode {
        StandardError.write("keyboardd: \(message)\n")
        return ExitCode(69)
    }
}

useOneMallocArena()
Keyboardd.main()
