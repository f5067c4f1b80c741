import ArgumentParser
import DBus
import KeyboardContract

/// Control1.Advance: the virtual clock moves on.
struct Advance: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run everything due within the next MS milliseconds (virtual clock); print the new time.",
        discussion: "Control1.Advance, then Server1.Now. keyboardd on the real clock answers WrongState.")

    @OptionGroup var bus: BusOptions
    @Argument(help: "Milliseconds.")
    var ms: UInt64

    func run() async throws {
        try await bus.withDaemon { daemon in
            let now = try await daemon.bus { daemon async throws(DBusError) in
                try await daemon.control.advance(ms: ms)
                return try await daemon.server.now()
            }
            Terminal.printLine(String(now))
        }
    }
}

/// Control1.Settle: run until nothing is pending.
struct Settle: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run until nothing is pending, suspensions included (virtual clock); print the new time.",
        discussion: "Control1.Settle.")

    @OptionGroup var bus: BusOptions

    func run() async throws {
        try await bus.withDaemon { daemon in
            Terminal.printLine(String(try await daemon.bus { daemon async throws(DBusError) in try await daemon.control.settle() }))
        }
    }
}
