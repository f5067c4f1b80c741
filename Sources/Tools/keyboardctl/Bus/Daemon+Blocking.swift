import DBus
import KeyboardContract

/// Blocking calls, for the commands that play stories: their runner waits on sample clients
/// and keyboardd in turn, one thing at a time.
extension Daemon {
    /// What `status` shows, read with blocking calls (Server1 GetAll, then GetManagedObjects).
    func statusNow() throws(CtlFailure) -> DaemonStatus {
        let server = try busNow { daemon throws(DBusError) in try daemon.server.object.allProperties() }
        let objects = try busNow { daemon throws(DBusError) in
            try daemon.connection.managedObjects(of: Contract.busName, at: Server1.path)
        }
        return DaemonStatus(address: address, server: server, objects: objects)
    }

    /// Control1.Trace after `sequence`.
    func traceNow(after sequence: UInt64 = 0) throws(CtlFailure) -> [TraceEntry] {
        try busNow { daemon throws(DBusError) in try daemon.control.trace(afterSequence: sequence) }.map(TraceEntry.init)
    }

    /// keyboardd is there and on the virtual clock, or a failure that says what to do: a story's
    /// steps are only reproducible when nothing moves between them.
    func requireVirtualClock() throws(CtlFailure) {
        guard try isRunning() else { throw CtlFailure.noDaemon(on: address) }
        let clock = try busNow { daemon throws(DBusError) in try daemon.server.clock() }
        guard clock == Server1.ClockMode.virtual.rawValue else {
            throw .unavailable("keyboardd on \(address) runs the \(clock) clock; scenarios need the virtual clock: "
                               + "start it with `keyboardd --clock virtual`, or let keyboardctl start its own with --embedded")
        }
    }
}
