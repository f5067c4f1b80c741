import ArgumentParser
import DBus

/// Which bus to talk to, as busctl has it: the session bus unless an address is given.
struct BusOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Connect to the bus at ADDRESS (a D-Bus address such as unix:path=/tmp/bus, as scripts/run prints).",
        valueName: "address"))
    var address: String?

    @Flag(name: .long, help: "Connect to the session bus, DBUS_SESSION_BUS_ADDRESS (the default).")
    var session = false

    func validate() throws {
        if session && address != nil {
            throw ValidationError("--session and --address name two different buses: give one of them")
        }
        if let address, address.isEmpty {
            throw ValidationError("--address needs a D-Bus address, e.g. unix:path=/tmp/bus")
        }
    }

    /// The address to connect to, or a failure saying how to get one.
    func resolvedAddress() throws(CtlFailure) -> String {
        if let address { return address }
        guard let session = BusAddress.session else {
            throw .unavailable(
                "no session bus: DBUS_SESSION_BUS_ADDRESS is not set. `scripts/run` starts keyboardd with a bus "
                + "of its own and prints the line to export; or pass --address ADDRESS")
        }
        return session
    }

    /// A connection to keyboardd's bus. Whether keyboardd is on it shows at the first call.
    func connect() throws(CtlFailure) -> Daemon {
        let address = try resolvedAddress()
        if BusAddress.pointsToMissingSocket(address) {
            throw .unavailable("no bus at \(address) (its socket does not exist): \(CtlFailure.busHint)")
        }
        do {
            return Daemon(connection: try Connection(address: address), address: address)
        } catch {
            if error.name == "org.freedesktop.DBus.Error.BadAddress" {
                throw .usage("\(address) is not a D-Bus address: \(error.message)")
            }
            throw .unavailable("cannot connect to the bus at \(address): \(error.message); \(CtlFailure.busHint)")
        }
    }
}
