import Dispatch
import Synchronization

/// App-side state that one context may touch: an object's whole mutable state (a tracker's, a
/// fix's, a view's, `AppStatus`'s), one box per object (`ConfinedObject`). The client's
/// counterpart of the server's `LoopBound`. A context is a serial queue that says so
/// (`ConfinementContext.register`, which every `KeyboardApp` does with its queue), the main queue
/// (its thread), or else a task or a thread. The value belongs to the context of its first touch, with one
/// hand-over: a value first touched in a task or on a bare thread (a screen built before its app's queue runs
/// it, a test setting up) passes to the first registered queue that touches it, for good. Every
/// read and write checks, so a touch from any other context stops the process at once instead of
/// racing. Made on any thread; `init(_:_:on:)` confines it to a queue from the start.
///
/// Reads and writes go through `confined.value`, or straight to a member of a struct value
/// (`state.isCovered = true`), both lent in place.
@dynamicMemberLookup
public final class Confined<Value>: @unchecked Sendable {  // every access checks the one context
    // Inlinable (with these) so that an object's reads and writes are specialized and inlined into
    // it, key paths to its state's members included: as generic calls into this module, each
    // member's key path was projected at run time.
    @usableFromInline let owner = Atomic<UInt>(0)
    @usableFromInline let what: String?
    @usableFromInline var stored: Value

    /// `what` names the value in the message of a failed check (nil: the value's type, such as
    /// `KeyboardTrackers.SnapshotCover.State`). With `queue`, the value is confined to it from the
    /// start (and `queue` is registered), not to its first touch's context.
    public init(_ value: Value, _ what: String? = nil, on queue: DispatchQueue? = nil) {
        stored = value
        self.what = what
        if let queue { owner.store(ConfinementContext.register(queue), ordering: .relaxed) }
    }

    @inlinable
    public var value: Value {
        // Lent, not returned: a getter would copy the whole state for every read.
        _read {
            check()
            yield stored
        }
        _modify {
            check()
            yield &stored
        }
    }

    @inlinable
    public subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member {
        _read {
            check()
            yield stored[keyPath: member]
        }
    }

    @inlinable
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

    /// Whether a touch from here is allowed, taking the value when it is free or handed over.
    /// The predicate of the check, for tests (a failed check cannot be caught).
    public func mayTouchHere() -> Bool {
        let here = ConfinementContext.current
        var owner = self.owner.load(ordering: .relaxed)
        while true {
            switch ConfinementContext.relation(of: here, to: owner) {
            case .same: return true
            case .other: return false
            case .takes:
                let (taken, current) = self.owner.compareExchange(expected: owner, desired: here, ordering: .relaxed)
                if taken { return true }
                owner = current
            }
        }
    }

    /// The owner asked first, which for a queue's or a thread's value is all it takes; the rest
    /// (the first touch, a hand-over, a failure) in `mayTouchHere`.
    @inlinable
    func check() {
        if ConfinementContext.isCurrent(owner.load(ordering: .relaxed)) { return }
        checkSlowly()
    }

    @usableFromInline
    func checkSlowly() {
        precondition(mayTouchHere(), "\(what ?? String(reflecting: Value.self)) touched outside the queue, task or thread it is confined to")
    }
}

extension Confined {
    /// The member made on first use: a confined `lazy var` in an object's state.
    @inlinable
    public func initialized<Member>(_ member: WritableKeyPath<Value, Member?>, _ make: () -> Member) -> Member {
        if let made = self[dynamicMember: member] { return made }
        let made = make()
        self[dynamicMember: member] = made
        return made
    }
}
