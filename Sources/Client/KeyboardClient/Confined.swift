import Dispatch
import Foundation
import Synchronization

/// App-side state that one context may touch: a tracker's, a fix's, a view's, `AppStatus`'s. The
/// client's counterpart of the server's `LoopBound`. A context is a serial queue that says so
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

    private func check() {
        precondition(mayTouchHere(), "\(what) touched outside the queue, task or thread it is confined to")
    }
}

/// Where app-side code runs, as one number: a registered queue (even), or a task or a bare thread
/// (odd). The main thread outside the main queue's work counts as the main queue once a value is
/// there.
public enum ConfinementContext {
    private static let key = DispatchSpecificKey<UInt>()
    private static let mainQueue: UInt = 2

    /// Marks `queue` (serial) as one context, whichever thread runs its work, and returns it.
    /// Idempotent: the mark is the queue's own (`DispatchQueue` wrappers of one queue differ).
    @discardableResult
    public static func register(_ queue: DispatchQueue) -> UInt {
        _ = mainMarked
        return lastQueue.withLock { last in
            if let id = queue.getSpecific(key: key) { return id }
            last += 2
            queue.setSpecific(key: key, value: last)
            return last
        }
    }

    private static let lastQueue = Mutex(mainQueue)
    private static let mainMarked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: mainQueue)
        return true
    }()

    /// The context of the caller. Off the registered queues, the task it runs (a test's, which may
    /// go on on another thread after any suspension), else its thread. (Whether that thread is the
    /// main thread is asked only against a value of the main queue: on Linux, `Thread.isMainThread`
    /// is two system calls, and this runs on every touch.)
    public static var current: UInt {
        if let queue = DispatchQueue.getSpecific(key: key) { return queue }
        if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) { return UInt(bitPattern: task) | 1 }
        return threadID | 1
    }

    /// The calling thread's pthread, an aligned address (so the low bit is free).
    private static var threadID: UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }

    enum Relation { case same, takes, other }

    /// Whether `here` may touch a value that `owner` (0: nobody yet) has.
    static func relation(of here: UInt, to owner: UInt) -> Relation {
        if here == owner { return .same }
        if owner == mainQueue && here & 1 == 1 && Thread.isMainThread { return .same }
        let ownerIsThread = owner & 1 == 1, hereIsQueue = here & 1 == 0
        return owner == 0 || (ownerIsThread && hereIsQueue) ? .takes : .other
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
