// KeyboardReplay.swift without a bus: the file's format, what it posts (names, userInfo types as
// KeyboardClient posts them on Linux), the order, the application state, and the clocks.

import Foundation
import KeyboardClient
import KeyboardReplay
import Testing

@Suite struct KeyboardReplayFileTests {
    static let json = """
        {
          "format": "keyboardd-replay", "version": 2, "app": "com.example.chat", "start": 1000,
          "screen": [0, 0, 375, 812], "windowFrame": [0, 0, 375, 812],
          "notifications": [
            {"kind": "lifecycle", "name": "UIApplicationDidBecomeActiveNotification", "time": 1400, "record": 3,
             "applicationState": "active"},
            {"kind": "editing", "name": "UITextFieldTextDidBeginEditingNotification", "time": 1400, "record": 4,
             "responder": "message"},
            {"kind": "keyboard", "name": "UIKeyboardWillShowNotification", "time": 1400, "record": 5, "userInfo": {
              "Owner": {"string": "com.example.chat"}, "Sequence": {"uint64": 2}, "Time": {"uint64": 1400},
              "UIKeyboardCenterEndUserInfoKey": {"point": [187.5, 645.5]},
              "UIKeyboardAnimationCurveUserInfoKey": {"int": 7}, "UIKeyboardAnimationDurationUserInfoKey": {"double": 0.25},
              "UIKeyboardFrameBeginUserInfoKey": {"rect": [0, 812, 375, 333]},
              "UIKeyboardFrameEndUserInfoKey": {"rect": [0, 479, 375, 333]}, "UIKeyboardIsLocalUserInfoKey": {"bool": true}}},
            {"kind": "lifecycle", "name": "UIApplicationWillResignActiveNotification", "time": 3650, "record": 9,
             "applicationState": "inactive"}
          ]
        }
        """

    static func file() throws -> KeyboardReplayFile { try KeyboardReplayFile.decode(Data(json.utf8)) }

    /// What a center received: (name, object, userInfo).
    final class Received: @unchecked Sendable {
        var notifications: [Notification] = []
        var tokens: [any NSObjectProtocol] = []

        init(_ center: NotificationCenter, _ names: [Notification.Name]) {
            tokens = names.map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] in notifications.append($0) }
            }
        }
    }

    @MainActor @Test func postsWithKeyboardClientsNamesAndTypes() throws {
        let center = NotificationCenter()
        let received = Received(center, [UIApplication.didBecomeActiveNotification, UIResponder.keyboardWillShowNotification,
                                         Notification.Name("UITextFieldTextDidBeginEditingNotification"),
                                         UIApplication.willResignActiveNotification])
        let replay = KeyboardReplay(try Self.file(), into: center)
        let field = NSObject()
        replay.editingObject = { $0 == "message" ? field : nil }
        replay.lifecycleObject = UIApplication.shared
        var states: [String?] = []
        replay.willPost = { [unowned replay] _ in states.append(replay.applicationState) }
        while replay.step() != nil {}

        #expect(received.notifications.map(\.name.rawValue) == [
            "UIApplicationDidBecomeActiveNotification", "UITextFieldTextDidBeginEditingNotification",
            "UIKeyboardWillShowNotification", "UIApplicationWillResignActiveNotification",
        ])
        // The state changes before the lifecycle notification that announces it, as in UIKit.
        #expect(states == ["active", "active", "active", "inactive"])
        #expect(received.notifications[0].object as? UIApplication === UIApplication.shared)
        #expect(received.notifications[1].object as? NSObject === field)
        // The typed value KeyboardClient's own posts give back: every key, every type.
        let show = try #require(KeyboardEvent(received.notifications[2]))
        #expect(show == KeyboardEvent(kind: .willShow, frameBegin: CGRect(x: 0, y: 812, width: 375, height: 333),
                                      frameEnd: CGRect(x: 0, y: 479, width: 375, height: 333), animationDuration: 0.25,
                                      animationCurve: 7, isLocal: true, sequence: 2, time: 1400, owner: "com.example.chat"))
        #expect(received.notifications[2].object == nil)
    }

    @MainActor @Test func playsOnTheClockFromTheFilesStart() async throws {
        let center = NotificationCenter()
        let replay = KeyboardReplay(try Self.file(), into: center)
        let clock = ImmediateReplayClock()
        #expect(replay.nextTime == 400)
        // Up to 1 s after the start: the three at 400 ms, not the one at 2650 ms.
        #expect(try await replay.play(until: 1000, clock: clock) == 3)
        #expect(clock.now == 400 && replay.position == 3 && replay.nextTime == 2650)
        #expect(try await replay.play(clock: clock) == 1)
        #expect(clock.now == 2650 && replay.isFinished && replay.step() == nil)
    }

    @MainActor @Test func realTimeClockWaitsForTheStorysPace() async throws {
        let file = KeyboardReplayFile(app: "com.example.chat", start: 0, notifications: [
            .init(kind: .lifecycle, name: "UIApplicationDidBecomeActiveNotification", time: 0, applicationState: "active"),
            .init(kind: .lifecycle, name: "UIApplicationWillResignActiveNotification", time: 200, applicationState: "inactive"),
        ])
        let replay = KeyboardReplay(file, into: NotificationCenter())
        // 200 ms of story at 10× speed: at least 20 ms of real time pass before the second post.
        let clock = RealTimeReplayClock(speed: 10)
        #expect(try await replay.play(clock: clock) == 2)
        #expect(clock.now >= 200)
    }

    @Test func theFormatRoundTripsAndRefusesOthers() throws {
        let file = try Self.file()
        #expect(try KeyboardReplayFile.decode(JSONEncoder().encode(file)) == file)
        #expect(file.notifications[2].userInfo?["UIKeyboardFrameEndUserInfoKey"] == .rect(CGRect(x: 0, y: 479, width: 375, height: 333)))
        #expect(file.windowRect == CGRect(x: 0, y: 0, width: 375, height: 812))

        let other = Self.json.replacingOccurrences(of: "keyboardd-replay", with: "something-else")
        #expect(throws: KeyboardReplayError.notAReplayFile("something-else")) { try KeyboardReplayFile.decode(Data(other.utf8)) }
        #expect(file.notifications[2].userInfo?["UIKeyboardCenterEndUserInfoKey"] == .point(CGPoint(x: 187.5, y: 645.5)))
        let newer = Self.json.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 3")
        #expect(throws: KeyboardReplayError.newerVersion(3)) { try KeyboardReplayFile.decode(Data(newer.utf8)) }
        // A file of version 1 (no points) still reads.
        let older = Self.json.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1")
            .replacingOccurrences(of: "\"UIKeyboardCenterEndUserInfoKey\": {\"point\": [187.5, 645.5]},", with: "")
        #expect(try KeyboardReplayFile.decode(Data(older.utf8)).version == 1)
        let untyped = Self.json.replacingOccurrences(of: "{\"int\": 7}", with: "7")
        #expect(throws: DecodingError.self) { try KeyboardReplayFile.decode(Data(untyped.utf8)) }
    }
}
