import Foundation
import ProcessSupport
import Testing
@testable import keyboardctl

/// `run --export`: a replay file holds one era on one device. A story that switches inside
/// (SetProfile, SetDevice, Configure) is cut there, each file labelled with its own era and device.
@Suite struct ReplaySegmentTests {
    static func record(_ sequence: UInt64, _ event: String, app: String = "", _ data: [String: String] = [:]) -> TraceEntry {
        TraceEntry(sequence: sequence, time: sequence * 10, app: app, event: event,
                   data: .object(data.keys.sorted().map { JSONValue.Member($0, .string(data[$0]!)) }))
    }

    static let show = "UIKeyboardWillShowNotification"

    @Test func aSwitchCutsTheStoryAndTheOpeningConfigureDoesNot() {
        let story = [
            Self.record(1, "Reset"),
            Self.record(2, "Configure", ["Device": "iphone-11", "Profile": "ios17"]),   // what the play starts on
            Self.record(3, Self.show, app: "com.example.form"),
            Self.record(4, "SetProfile", ["Profile": "ios17"]),                          // no change
            Self.record(5, "SetProfile", ["Profile": "ios13"]),
            Self.record(6, Self.show, app: "com.example.form"),
            Self.record(7, "Configure", ["reduce-motion": "true"]),                     // a setting: same era, same device
            Self.record(8, "SetDevice", ["Device": "iphone-x"]),
            Self.record(9, "UIApplicationDidBecomeActiveNotification", app: "com.example.form"),
            Self.record(10, "SetProfile", ["Profile": "ideal"]),                         // nothing after it: not exported
            Self.record(11, "Report", app: "com.example.form"),
        ]
        let segments = ReplaySegment.split(story, profile: "ios17", device: "iphone-11")
        #expect(segments.map { "\($0.profile) \($0.device)" } == ["ios17 iphone-11", "ios13 iphone-11", "ios13 iphone-x"])
        #expect(segments.map { $0.entries.map(\.sequence) } == [[1, 2, 3, 4], [5, 6, 7], [8, 9]])
        #expect(segments.map(\.firstRecord) == [1, 5, 8])
    }

    @Test func labelsNameEachSegmentByItsEraAndDeviceWhenNeeded() {
        func segment(_ profile: String, _ device: String = "iphone-11") -> ReplaySegment {
            ReplaySegment(profile: profile, device: device, entries: [])
        }
        // One segment: as before segments existed.
        #expect(ReplaySegment.labels([segment("ios13")], playProfile: "ios13", severalProfiles: false) == [nil])
        #expect(ReplaySegment.labels([segment("ios13")], playProfile: "ios13", severalProfiles: true) == ["ios13"])
        // Several: each its era; a repeated one numbered; the device when devices differ.
        #expect(ReplaySegment.labels([segment("ios26"), segment("ideal"), segment("ios26")], playProfile: "ios26",
                                     severalProfiles: false) == ["ios26", "ideal", "ios26.2"])
        #expect(ReplaySegment.labels([segment("ios13"), segment("ios13", "iphone-x")], playProfile: "ios13",
                                     severalProfiles: false) == ["ios13.iphone-11", "ios13.iphone-x"])
        // A file of several profiles whose story also switches: after the play's profile.
        #expect(ReplaySegment.labels([segment("ios13"), segment("ideal")], playProfile: "ios13", severalProfiles: true)
                == ["ios13", "ios13.ideal"])
    }

    /// password-field.yaml plays ios17, then SetProfile ios13, then SetProfile ideal: three files,
    /// each with its own era, its own start, and only its own stretch's notifications.
    @Test func passwordFieldExportsOneFilePerEra() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segments-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await keyboardctl(["run", ScenarioFixtures.path("password-field.yaml"), "--embedded", "--no-color",
                                         "--export", directory.path])
        #expect(run.status == 0, "\(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["com.example.form.ideal.json", "com.example.form.ios13.json", "com.example.form.ios17.json"])
        var starts: [String: UInt64] = [:]
        for profile in ["ios17", "ios13", "ideal"] {
            let data = try Data(contentsOf: directory.appendingPathComponent("com.example.form.\(profile).json"))
            let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(file["profile"] as? String == profile && file["device"] as? String == "iphone-11")
            #expect(file["screen"] as? [Double] == [0, 0, 414, 896])
            let notifications = try #require(file["notifications"] as? [[String: Any]])
            let start = try #require((file["start"] as? NSNumber)?.uint64Value)
            starts[profile] = start
            #expect(notifications.allSatisfy { (($0["time"] as? NSNumber)?.uint64Value ?? 0) >= start }, "\(profile)")
        }
        #expect(starts["ios17"]! < starts["ios13"]! && starts["ios13"]! < starts["ideal"]!)
    }
}
