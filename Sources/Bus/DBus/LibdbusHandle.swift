/// The address of a libdbus object that locks itself (a connection, a listening server, once
/// `dbus_threads_init_default` has run), as a value that may cross threads: what an in-process
/// bus keeps in its routing tables. Only its owner's loop thread calls libdbus with it.
struct LibdbusHandle: Hashable, Sendable {
    private let bits: UInt

    init(_ pointer: OpaquePointer) { bits = UInt(bitPattern: pointer) }

    var pointer: OpaquePointer { OpaquePointer(bitPattern: bits)! }
}
