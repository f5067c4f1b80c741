// Trackers and views are confined (Confined): once the app's queue has them, a touch from
// anywhere else stops the process instead of racing.

import Dispatch
import Foundation
import KeyboardClient
import KeyboardTrackers
import Testing

@Suite struct ConfinementTests {
    /// Built in the test, then the app's queue takes the tracker and its view; notifications
    /// posted on that queue are handled as always.
    @Test func aTrackerBuiltHereRunsOnTheAppsQueue() {
        let app = FakeKeyboardApp()
        let ike = IkeScreen(app: app)
        let tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
        let queue = DispatchQueue(label: "confinement-tests.app")
        ConfinementContext.register(queue)
        queue.sync { tracker.viewDidLoad() }
        queue.sync { app.ikeShowsKeyboard() }
        #expect(queue.sync { tracker.viewBottom } == 479)
    }

    /// The same tracker, its notification posted off the app's queue: the observer touches the
    /// view from the wrong context, and the process stops.
    @Test func aNotificationOffTheAppsQueueStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let app = FakeKeyboardApp()
            let ike = IkeScreen(app: app)
            let tracker = NaiveTracker(app: app, view: ike.tummy, logger: .quiet())
            let queue = DispatchQueue(label: "confinement-tests.app")
            ConfinementContext.register(queue)
            queue.sync {
                tracker.viewDidLoad()
                _ = tracker.viewBottom
            }
            app.ikeShowsKeyboard()
        }
    }

    /// A view read from another queue once the app's queue has it stops the process.
    @Test func aViewReadFromAnotherQueueStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            let view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "view")
            let queue = DispatchQueue(label: "confinement-tests.app")
            ConfinementContext.register(queue)
            queue.sync { view.frame.origin.y = -100 }
            _ = view.frame
        }
    }
}
