/// A value that only one connection's loop thread may touch: the state of handlers, signal
/// handlers and `perform`/`schedule` work, which run there one at a time and so need no lock.
/// Every read and write checks the thread (`Connection.preconditionOnLoop`), so a touch from
/// another thread stops the process at once instead of racing. Made on any thread; as a
/// property wrapper, `@LoopBound var world: World`, set in `init` with `LoopBound(wrappedValue:on:)`.
///
/// Unchecked Sendable: every access checks that it is on the one thread that may make it.
@propertyWrapper
public final class LoopBound<Value>: @unchecked Sendable {
    // Inlinable (with these) so that a server's reads and writes are specialized and inlined
    // into it: as generic calls into this module, every access cost ~120 instructions.
    @usableFromInline let connection: Connection
    @usableFromInline let what: String
    @usableFromInline var value: Value

    /// `what` names the value in the message of a failed check.
    public init(wrappedValue: Value, on connection: Connection, _ what: String = "\(Value.self)") {
        self.connection = connection
        self.what = what
        value = wrappedValue
    }

    @inlinable
    public var wrappedValue: Value {
        // Lent, not returned: a getter copies the value for every read (`server.world.now` copied
        // the whole model, retaining and releasing each of its arrays and strings).
        _read {
            connection.preconditionOnLoop(what)
            yield value
        }
        _modify {
            connection.preconditionOnLoop(what)
            yield &value
        }
    }
}
