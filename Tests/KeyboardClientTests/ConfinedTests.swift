import Dispatch
import Foundation
import KeyboardClient
import Testing

extension KeyboardClientTests {
    /// `Confined`: the context of a value's first touch, or the queue it is made for, is the only
    /// one that may touch it (with one hand-over, from a task or thread to a registered queue).
    /// A refused touch stops the process, so most tests ask the check's predicate.
    @Suite struct ConfinedTests {
        @Test func aValueMadeForAQueueIsRefusedEverywhereElse() {
            let queue = DispatchQueue(label: "confined-tests.app")
            let value = Confined(0, on: queue)
            #expect(!value.mayTouchHere())
            #expect(queue.sync { value.mayTouchHere() })
            let other = DispatchQueue(label: "confined-tests.other")
            ConfinementContext.register(other)
            #expect(!other.sync { value.mayTouchHere() })
            #expect(queue.sync { value.mayTouchHere() })
        }

        /// A queue is one context however often it is registered, and through any of its
        /// wrappers (`DispatchQueue.main` may make a new one at each use).
        @Test func aQueueRegisteredAgainIsTheSameContext() {
            let queue = DispatchQueue(label: "confined-tests.app")
            let id = ConfinementContext.register(queue)
            #expect(ConfinementContext.register(queue) == id)
            #expect(ConfinementContext.register(DispatchQueue.main) == ConfinementContext.register(DispatchQueue.main))
            #expect(ConfinementContext.register(DispatchQueue.main) != id)
        }

        @Test func aValueBuiltInATestPassesToTheAppsQueueForGood() {
            let value = Confined(0)
            value.value = 1
            let queue = DispatchQueue(label: "confined-tests.app")
            ConfinementContext.register(queue)
            #expect(queue.sync { value.value } == 1)
            #expect(!value.mayTouchHere())
            let other = DispatchQueue(label: "confined-tests.other")
            ConfinementContext.register(other)
            #expect(!other.sync { value.mayTouchHere() })
        }

        @Test func aThreadOfItsOwnKeepsWhatItTouchedFirst() {
            let value = Confined(0)
            let touched = DispatchSemaphore(value: 0)
            let thread = Thread {
                value.value = 1
                touched.signal()
            }
            thread.start()
            #expect(touched.wait(timeout: .now() + 10) == .success)
            #expect(!value.mayTouchHere())
        }

        @Test func aTestsTaskKeepsItsValuesAcrossSuspensions() async {
            let value = Confined(0)
            value.value = 1
            for _ in 0..<20 { await Task.yield() }
            #expect(value.mayTouchHere())
            #expect(value.value == 1)
        }

        @Test func membersOfAStructAreReadAndWrittenInPlace() {
            struct Pair { var first = 0, second = 0 }
            let pair = Confined(Pair())
            pair.first = 3
            pair.second += 4
            #expect(pair.value.first == 3 && pair.second == 4)
        }

        /// A `ConfinedObject`'s state members read and write as the object's own, in its one box.
        @Test func anObjectsStateMembersReadAsItsOwn() {
            let counter = Counter()
            counter.count += 2
            counter.state.count += 1
            #expect(counter.count == 3 && counter.state.value.count == 3)
        }

        /// ...and each such read checks the box's context as `state` does.
        @Test func anObjectsMemberReadFromAnotherQueueStopsTheProcess() async {
            await #expect(processExitsWith: .failure) {
                _ = Counter(on: DispatchQueue(label: "confined-tests.app")).count
            }
        }

        @Test func aTouchFromAnotherQueueStopsTheProcess() async {
            await #expect(processExitsWith: .failure) {
                let value = Confined(0, "the app's value", on: DispatchQueue(label: "confined-tests.app"))
                value.value += 1
            }
        }
    }
}

/// The smallest `ConfinedObject`: one member, in one box.
private final class Counter: ConfinedObject {
    struct State { var count = 0 }
    let state: Confined<State>
    init(on queue: DispatchQueue? = nil) { state = Confined(State(), "Counter", on: queue) }
}
