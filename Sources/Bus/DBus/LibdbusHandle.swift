/// The address of a libdbus object (a connection, a listening server, a watch, a timeout) as a
/// value that may cross threads: what a loop and an in-process bus keep in their tables. The
/// address alone; libdbus is called with it only where its owner says (the loop thread, or
/// libdbus's own callbacks).
struct LibdbusHandle: Hashable, Sendable {
    private let bits: UInt

    init(_ pointer: OpaquePointer) { bits = UInt(bitPattern: pointer) }

    var pointer: OpaquePointer { OpaquePointer(bitPattern: bits)! }
}
