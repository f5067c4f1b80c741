// The player without a bus: the format, what it posts (names, userInfo types as KeyboardClient
// posts them on Linux), the order across apps, the application state, and the test's clock.

import Foundation
import KeyboardClient
import KeyboardFixtures
import Testing

@Suite struct ReplayPlayerTests {
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

    /// What a center received, in order.
    final class Received: Sendable {
        private struct State {
            var notifications: [Notification] = []
            var token: (any NSObjectProtocol)?
        }

        private let state = Confined(State())
        var notifications: [Notification] { state.notifications }

        init(_ center: NotificationCenter) {
            state.token = center.addObserver(forName: nil, object: nil, queue: nil) { [unowned self] in state.notifications.append($0) }
        }
    }

    @MainActor @Test func postsWithKeyboardClientsNamesAndTypes() throws {
        let center = NotificationCenter()
        let received = Received(center)
        let replay = KeyboardReplay(try Self.file(), into: center)
        let field = NSObject()
        replay.editingObject = { responder, app in responder == "message" && app == "com.example.chat" ? field : nil }
        replay.lifecycleObject = UIApplication.shared
        var states: [String?] = []
        replay.willPost = { [unowned replay] _ in states.append(replay.applicationState) }
        #expect(replay.runToEnd().count == 4)

        #expect(received.notifications.map(\.name) == [
            UIApplication.didBecomeActiveNotification, Notification.Name("UITextFieldTextDidBeginEditingNotification"),
            UIResponder.keyboardWillShowNotification, UIApplication.willResignActiveNotification,
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
        #expect(received.notifications[2].userInfo?["UIKeyboardCenterEndUserInfoKey"] as? CGPoint == CGPoint(x: 187.5, y: 645.5))
        #expect(received.notifications[2].object == nil)
    }

    /// iOS 8 has no UIKeyboardIsLocalUserInfoKey: the player posts only the keys the file has.
    @MainActor @Test func aKeyTheEraLacksIsNotPosted() throws {
        var file = try Self.file()
        file.notifications[2].userInfo?["UIKeyboardIsLocalUserInfoKey"] = nil
        let center = NotificationCenter()
        let received = Received(center)
        KeyboardReplay(file, into: center).runToEnd()
        let show = try #require(received.notifications.first { $0.name == UIResponder.keyboardWillShowNotification })
        #expect(show.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] == nil)
        #expect(show.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 479, width: 375, height: 333))
        #expect(file.notifications[2].isLocal == nil && file.notifications[2].frameEnd?.height == 333)
    }

    /// The clock moves only when the test says: step, to the next notification's time, by or to a
    /// time, to the end. Times are ms since the file's start (1000).
    @MainActor @Test func theTestMovesTheClock() throws {
        let replay = KeyboardReplay(try Self.file(), into: NotificationCenter())
        #expect(replay.now == 0 && replay.nextTime == 400)
        #expect(replay.advance(by: 399).isEmpty && replay.now == 399)
        // The three at 400 ms come together: one moment, one call.
        #expect(replay.advanceToNext().map(\.entry.shortName) == ["DidBecomeActive", "TextFieldTextDidBeginEditing", "WillShow"])
        #expect(replay.now == 400 && replay.position == 3 && replay.nextTime == 2650)
        #expect(replay.advance(to: 1000).isEmpty && replay.now == 1000)
        #expect(replay.advance(to: 500).isEmpty && replay.now == 1000, "the clock never goes back")
        #expect(replay.step()?.entry.shortName == "WillResignActive" && replay.now == 2650)
        #expect(replay.isFinished && replay.step() == nil && replay.advanceToNext().isEmpty)
        #expect(replay.played.count == 4)
    }

    /// Two apps of one story: each gets its own notifications in its own center, in the order
    /// keyboardd delivered them (its trace records), also within one millisecond.
    @MainActor @Test func severalAppsInDeliveryOrder() throws {
        func entry(_ name: String, _ time: UInt64, _ record: UInt64) -> KeyboardReplayFile.Entry {
            .init(kind: .keyboard, name: name, time: time, record: record, userInfo: [:])
        }
        let ike = KeyboardReplayFile(app: "com.southpark.ike", start: 100, notifications: [
            entry("UIKeyboardWillHideNotification", 5250, 1), entry("UIKeyboardWillShowNotification", 5250, 3),
        ])
        let notes = KeyboardReplayFile(app: "com.apple.mobilenotes", start: 100, notifications: [
            entry("UIKeyboardWillShowNotification", 5250, 2), entry("UIKeyboardDidShowNotification", 5500, 4),
        ])
        let ikeCenter = NotificationCenter(), notesCenter = NotificationCenter()
        let ikeReceived = Received(ikeCenter), notesReceived = Received(notesCenter)
        let replay = try KeyboardReplay([ike, notes], centers: [ike.app: ikeCenter, notes.app: notesCenter])
        #expect(replay.events.map { "\($0.app.split(separator: ".").last!) \($0.entry.shortName) \($0.time)" } == [
            "ike WillHide 5150", "mobilenotes WillShow 5150", "ike WillShow 5150", "mobilenotes DidShow 5400",
        ])
        #expect(replay.advanceToNext().count == 3)
        #expect(ikeReceived.notifications.map(\.name) == [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillShowNotification])
        #expect(notesReceived.notifications.map(\.name) == [UIResponder.keyboardWillShowNotification])

        #expect(throws: KeyboardReplayError.noCenter(app: notes.app)) { try KeyboardReplay([ike, notes], centers: [ike.app: ikeCenter]) }
        #expect(throws: KeyboardReplayError.sameApp(ike.app)) { try KeyboardReplay([ike, ike], centers: [ike.app: ikeCenter]) }
        #expect(throws: KeyboardReplayError.noFiles) { try KeyboardReplay([], centers: [:]) }
    }

    @Test func theFormatRoundTripsAndRefusesOthers() throws {
        let file = try Self.file()
        #expect(try KeyboardReplayFile.decode(JSONEncoder().encode(file)) == file)
        #expect(file.notifications[2].userInfo?["UIKeyboardFrameEndUserInfoKey"] == .rect(CGRect(x: 0, y: 479, width: 375, height: 333)))
        #expect(file.notifications[2].summary == "WillShow end (0, 479, 375, 333) 0.25 s local")
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
