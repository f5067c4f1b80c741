import DBus
import KeyboardContract

/// Blocking calls, for the commands that play stories: their runner waits on sample clients
/// and keyboardd in turn, one thing at a time.
extension Daemon {
    @discardableResult
    func callNow(_ path: ObjectPath, _ interface: String, _ method: String,
                 _ arguments: [DBusValue] = []) throws(CtlFailure) -> [DBusValue] {
        do {
            return try connection.call(destination: Contract.busName, path: path, interface: interface,
                                       member: method, arguments: arguments)
        } catch {
            throw CtlFailure.call(error, address: address)
        }
    }

    func serverPropertyNow(_ name: String) throws(CtlFailure) -> DBusValue {
        let reply = try callNow(Contract.serverPath, "org.freedesktop.DBus.Properties", "Get",
                                [.string(Contract.serverInterface), .string(name)])
        guard let value = reply.first else { throw .daemon("Get \(name) gave no value") }
        return value.unwrappedVariant
    }

    /// Control1.Trace after `sequence`.
    func traceNow(after sequence: UInt64 = 0) throws(CtlFailure) -> [TraceEntry] {
        let reply = try callNow(Contract.serverPath, Contract.controlInterface, "Trace", [.uint64(sequence)])
        guard case .array(_, let records)? = reply.first else { throw .daemon("Trace gave no array") }
        return records.compactMap(TraceEntry.init(dbus:))
    }

    /// keyboardd is there and on the virtual clock, or a failure that says what to do: a story's
    /// steps are only reproducible when nothing moves between them.
    func requireVirtualClock() throws(CtlFailure) {
        guard try isRunning() else { throw CtlFailure.noDaemon(on: address) }
        let clock = try serverPropertyNow("Clock").stringValue ?? ""
        guard clock == "virtual" else {
            throw .unavailable("keyboardd on \(address) runs the \(clock) clock; scenarios need the virtual clock: "
                               + "start it with `keyboardd --clock virtual`, or let keyboardctl start its own with --embedded")
        }
    }
}
