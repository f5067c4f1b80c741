import Dispatch
import Foundation
import Synchronization

/// Where app-side code runs, as one number: a registered queue (a multiple of 4), a bare thread
/// (its pthread, low bits 01) or a task (low bits 11). The main thread outside the main queue's
/// work counts as the main queue once a value is there.
public enum ConfinementContext {
    private static let key = DispatchSpecificKey<UInt>()
    private static let mainQueue: UInt = 4
    private static let tagMask: UInt = 3, threadTag: UInt = 1, taskTag: UInt = 3

    /// Marks `queue` (serial) as one context, whichever thread runs its work, and returns it.
    /// Idempotent: the mark is the queue's own (`DispatchQueue` wrappers of one queue differ).
    @discardableResult
    public static func register(_ queue: DispatchQueue) -> UInt {
        _ = mainMarked
        return lastQueue.withLock { last in
            if let id = queue.getSpecific(key: key) { return id }
            last += 4
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
    /// is two system calls.)
    public static var current: UInt {
        if let queue = DispatchQueue.getSpecific(key: key) { return queue }
        if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) { return UInt(bitPattern: task) & ~tagMask | taskTag }
        return threadID | threadTag
    }

    /// Whether the caller is in `owner`'s context, by the cheapest question that can tell: on every
    /// touch of a confined value. A registered queue answers at once; off them, a thread's value
    /// needs only the thread (a task on that very thread cannot race with it), a task's the task.
    /// False also where a touch may yet be allowed (nobody's value, a hand-over to a queue, the main
    /// thread for the main queue): `relation(of:to:)` decides those.
    public static func isCurrent(_ owner: UInt) -> Bool {
        if let queue = DispatchQueue.getSpecific(key: key) { return queue == owner }
        switch owner & tagMask {
        case threadTag: return owner == threadID | threadTag
        case taskTag: return owner == current
        default: return false
        }
    }

    /// The calling thread's pthread, an aligned address (so the low bits are free).
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
        let hereIsQueue = here & tagMask == 0, ownerIsQueue = owner & tagMask == 0
        if owner == mainQueue && !hereIsQueue && Thread.isMainThread { return .same }
        return owner == 0 || (!ownerIsQueue && hereIsQueue) ? .takes : .other
    }
}
