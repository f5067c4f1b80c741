import DBus

/// dbus-daemon's own account of a connection (org.freedesktop.DBus.Debug.Stats, present in
/// Debian's dbus-daemon): what it holds queued for it and in flight from it.
struct BusStats {
    /// Bytes and messages queued in dbus-daemon for the connection to read.
    let outgoingBytes: UInt32
    let outgoingMessages: UInt32
    /// Bytes the connection sent that dbus-daemon still holds (counted against max_incoming_bytes).
    let incomingBytes: UInt32
    let peakOutgoingBytes: UInt32

    init(of uniqueName: String, on connection: Connection) async throws {
        let reply = try await connection.call(destination: StandardInterfaces.bus, path: StandardInterfaces.busPath,
                                              interface: "org.freedesktop.DBus.Debug.Stats", member: "GetConnectionStats",
                                              arguments: [.string(uniqueName)])
        let stats = try [String: DBusValue](dbusValue: try reply.first.orThrow("GetConnectionStats gave nothing"))
        func number(_ key: String) -> UInt32 { if case .uint32(let n)? = stats[key]?.unwrappedVariant { n } else { 0 } }
        outgoingBytes = number("OutgoingBytes")
        outgoingMessages = number("OutgoingMessages")
        incomingBytes = number("IncomingBytes")
        peakOutgoingBytes = number("PeakOutgoingBytes")
    }
}
