import ArgumentParser
import DBus

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
            try await daemon.control("Advance", [.uint64(ms)])
            Terminal.printLine(BusOptions.plain(try await daemon.serverProperty("Now")))
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
            let reply = try await daemon.control("Settle")
            Terminal.printLine(reply.first?.uint64Value.map(String.init) ?? "")
        }
    }
}

/// Control1.Reset.
struct Reset: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Back to the start: no apps, home screen, default device and profile, empty trace.",
        discussion: "Control1.Reset. Registered apps are removed; their processes are told so.")

    @OptionGroup var bus: BusOptions

    func run() async throws { try await bus.control("Reset") }
}
