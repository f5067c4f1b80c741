// An exported story replayed into the articles' trackers gives the belief the same tracker
// reported over the bus: the export carries everything the app heard, in order.

import Foundation
import KeyboardClient
import KeyboardFixtures
import KeyboardTrackers
import Logging
import Testing

@Suite struct RoundTripTests {
    static let ike = "com.southpark.ike"

    /// K3 (switch-with-keyboard) on ios13 and on ideal: Ike's export replayed into the naive
    /// tracker believes, at every Report Ike made over the bus, what Ike reported there. Both
    /// end lifted by 335, for different keyboards: on ios13 the last one Ike heard was Notes'
    /// (IsLocal false; back in Ike there is none), on ideal its own, which comes back with it.
    @MainActor @Test func switchWithKeyboardReplaysToTheSameBelief() async throws {
        let story = try String(contentsOfFile: StoryExport.scenario("switch-with-keyboard.yaml"), encoding: .utf8)
        let both = FileManager.default.temporaryDirectory.appendingPathComponent("k3-\(UUID().uuidString.prefix(8)).yaml")
        try story.replacingOccurrences(of: "era: ios13", with: "eras: [ios13, ideal]")
            .write(to: both, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: both) }

        let export = try await StoryExport.run(both.path)
        defer { export.remove() }
        // The file's expectations were written for ios13: they hold there, not on ideal.
        #expect(export.status == 1, "\(export.output)")
        #expect(export.output.contains("passed: 17 expectations held on ios13"), "\(export.output)")
        #expect(export.output.contains("did not hold on ideal"), "\(export.output)")

        for (profile, lastIsLocal) in [("ios13", false), ("ideal", true)] {
            let file = try KeyboardReplayFile(contentsOf: export.file("\(Self.ike).\(profile).json"))
            #expect(file.app == Self.ike && file.profile == profile && file.device == "iphone-x")
            #expect(file.screen == [0, 0, 375, 812] && file.windowFrame == [0, 0, 375, 812])
            let window = try #require(file.windowRect)

            let app = ReplayedApp(bundleId: Self.ike, windowFrame: window)
            let setup = try TrackerFactory.wire(.naive, app: app, scene: KeyboardScene.standard(app: app, windowFrame: window, fieldCount: 0),
                                                makeLogger: { Logger(label: $0) { _ in SwiftLogNoOpLogHandler() } })
            let replay = KeyboardReplay(file, into: app.notificationCenter)
            replay.willPost = { event in
                if let state = event.entry.applicationState { app.applicationState = ReplayedApp.state(state) }
            }

            let reports = try export.reports(of: Self.ike, profile: profile)
            #expect(reports.count >= 10, "Ike reports after every step")
            for report in reports {
                // Everything Ike heard before it reported.
                while let next = replay.next, (next.entry.record ?? 0) < report.record { replay.step() }
                let believed = setup.beliefFacts
                #expect(believed["TrackedKeyboardHeight"] == .double(try #require(report.facts["TrackedKeyboardHeight"] as? Double)),
                        "\(profile), Report #\(report.record)")
                #expect(believed["ViewBottom"] == .double(try #require(report.facts["ViewBottom"] as? Double)),
                        "\(profile), Report #\(report.record)")
            }
            replay.runToEnd()
            #expect(replay.isFinished)
            #expect(setup.tracker.viewBottom == 477, "\(profile)")
            #expect(app.reports.last?["ViewBottom"] == .double(477), "\(profile)")
            let lastShow = try #require(file.notifications.last { $0.name == "UIKeyboardWillShowNotification" })
            #expect(lastShow.userInfo?["UIKeyboardIsLocalUserInfoKey"] == .bool(lastIsLocal), "\(profile)")
        }
    }
}

extension ReplayedApp {
    /// The file's `applicationState` as UIKit's enum.
    static func state(_ name: String) -> UIApplication.State {
        switch name {
        case "active": .active
        case "background": .background
        default: .inactive
        }
    }
}
