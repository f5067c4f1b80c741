import Dispatch
import Foundation
import Synchronization

/// App-side state that one context may touch: a tracker's, a fix's, a view's, `AppStatus`'s. The
/// client's counterpart of the server's `LoopBound`. The context is the one of its first touch,
/// where a context is a serial queue that says so (`ConfinementContext.register`, which every
/// `KeyboardApp` does with its queue; the main queue always), else the thread. Every later read
/// and write checks it, so a touch from another queue or thread stops the process at once instead
/// of racing. Made on any thread (an app builds its screen before its queue runs it).
///
/// Reads and writes go through `confined.value`, or straight to a member of a struct value
/// (`state.isCovered = true`), both lent in place.
@dynamicMemberLookup
public final class Confined<Value>: @unchecked Sendable {  // every access checks the one context
    private let owner = Atomic<UInt>(0)
    private let what: String
    private var stored: Value

    /// `what` names the value in the message of a failed check. With `queue`, the value is
    /// confined to it from the start (and `queue` is registered), not to its first touch's context.
    public init(_ value: Value, _ what: String = "\(Value.self)", on queue: DispatchQueue? = nil) {
        stored = value
        self.what = what
        if let queue { owner.store(ConfinementContext.register(queue), ordering: .relaxed) }
    }

    public var value: Value {
        _read {
            check()
            yield stored
        }
        _modify {
            check()
            yield &stored
        }
    }

    public subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
        _read {
            check()
            yield stored[keyPath: member]
        }
        _modify {
            check()
            yield &stored[keyPath: member]
        }
    }

    /// The value without the check, for its owner's `deinit` only: the last reference to the
    /// owner is gone, so no other context can touch it any more.
    public var valueInDeinit: Value { stored }

    /// Whether a touch from here is allowed: the first touch binds the context, later ones must
    /// come from it. The predicate of the check, for tests (a failed check cannot be caught).
    public func mayTouchHere() -> Bool {
        let here = ConfinementContext.current
        let (bound, first) = owner.compareExchange(expected: 0, desired: here, ordering: .relaxed)
        return bound || first == here
    }

    private func check() {
        precondition(mayTouchHere(), "\(what) touched outside the queue or thread it is confined to")
    }
}

/// Where app-side code runs, as one number: a registered queue, the main queue (the main thread),
/// or another thread.
public enum ConfinementContext {
    private static let key = DispatchSpecificKey<UInt>()
    private static let main: UInt = 1

    /// Marks `queue` (serial) as one context, whichever thread runs its work, and returns it.
    /// Idempotent.
    @discardableResult
    public static func register(_ queue: DispatchQueue) -> UInt {
        let id = id(of: queue)
        queue.setSpecific(key: key, value: id)
        return id
    }

    /// The context of the caller.
    public static var current: UInt {
        if let queue = DispatchQueue.getSpecific(key: key) { return queue }
        if Thread.isMainThread { return main }
        return UInt(bitPattern: Int(bitPattern: ObjectIdentifier(Thread.current)))
    }

    private static func id(of queue: DispatchQueue) -> UInt {
        queue === DispatchQueue.main ? main : UInt(bitPattern: Int(bitPattern: ObjectIdentifier(queue)))
    }
}

extension Confined {
    /// The value made on first use: a confined `lazy var`.
    public func initialized<Wrapped>(_ make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        if let made = value { return made }
        let made = make()
        value = made
        return made
    }
}
