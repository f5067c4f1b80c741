import Foundation
import StrategyMatrix
import Testing
@testable import CompatibilityTable

/// Nothing of a played story outlives it: the device, its apps, their screens and trackers go
/// when the story is done. The table plays thousands of stories in one process, and CI runs the
/// tests under LeakSanitizer.
@Suite struct ReleaseTests {
    @Test(arguments: ["naive", "rn-keyboard-controller", "flutter", "iqkeyboardmanager", "keyboard-layout-guide"])
    func aPlayedStoryLeavesNothingBehind(_ tracker: String) throws {
        weak var device: SimulatedDevice?
        weak var app: SimulatedApp?
        weak var screen: AnyObject?
        weak var trackerObject: AnyObject?
        try {
            let simulated = try SimulatedDevice(device: "iphone-16-pro", profile: "ios26")
            let play = try StoryPlay(scenario: .switchWithKeyboard,
                                     setup: TrackerChoice(tracker, fixes: ["responder-guard", "watchdog"]), device: simulated)
            for step in Scenario.switchWithKeyboard.steps { try play.perform(step) }
            device = simulated
            app = simulated.apps.first
            screen = play.screens["ike"]
            trackerObject = play.screens["ike"]?.setup.tracker
            #expect(device != nil && app != nil && screen != nil && trackerObject != nil)
        }()
        #expect(device == nil, "the device")
        #expect(app == nil, "an app")
        #expect(screen == nil, "a screen")
        #expect(trackerObject == nil, "a tracker")
    }
}
