// Replay files carry keyboardd's truth (App1.KeyboardOverlap, read at every step end with the
// keyboard at rest), so a test compares its view with where the keyboard really comes to rest
// instead of with a number copied from the story. And the player needs no actor: these tests are
// a plain struct, posting on the test's own thread.

import Foundation
import KeyboardFixtures
import Testing

@Suite struct RestingOverlapTests {
    static func ike(_ era: KeyboardEra) throws -> KeyboardReplayFile {
        try FixtureStory.switchWithKeyboard(era, .iPhoneX).file(for: "com.southpark.ike")
    }

    /// K3 on iOS 13: Ike's WillShow rests at 335 over its window; Notes' keyboard, which Ike
    /// hears while it leaves, covers none of Ike's window; back in Ike there is no keyboard.
    @Test func eachKeyboardNotificationSaysWhereTheKeyboardComesToRest() throws {
        let replay = KeyboardReplay(try Self.ike(.iOS13), into: NotificationCenter())
        let shows = replay.events.filter { $0.entry.shortName == "WillShow" }
        #expect(shows.map(\.entry.isLocal) == [true, false])
        #expect(shows.map(\.keyboardOverlap) == [CGRect(x: 0, y: 477, width: 375, height: 335), .zero])
        // What Notes' WillShow says to Ike is not what covers Ike: the notification's end frame is on screen.
        #expect(shows[1].entry.frameEnd == CGRect(x: 0, y: 477, width: 375, height: 335))
    }

    @Test(arguments: [(KeyboardEra.iOS13, CGFloat(0)), (.ideal, 335)])
    func thePlayersTruthFollowsTheStory(era: KeyboardEra, end: CGFloat) throws {
        let replay = KeyboardReplay(try Self.ike(era), into: NotificationCenter())
        #expect(replay.keyboardOverlap == .zero)                  // before anything: no keyboard
        replay.advance(to: 5000)                                  // Ike's WillShow: where it will rest
        #expect(replay.keyboardOverlap?.height == 335)
        replay.advance(to: 5600)                                  // Ike leaving for Notes
        #expect(replay.keyboardOverlap == .zero)
        replay.runToEnd()
        #expect(replay.keyboardOverlap?.height == end)
    }

    /// Every file of the corpus has the truth, and it fits the app's window (in either orientation:
    /// the file's window is the one at the start, and some stories rotate).
    @Test func everyCorpusFileHasTheTruth() throws {
        for story in KeyboardFixtures.stories {
            for file in try story.files() {
                let reads = try #require(file.keyboardOverlap, "\(story) \(file.app)")
                #expect(!reads.isEmpty, "\(story) \(file.app)")
                #expect(reads.map(\.received) == reads.map(\.received).sorted(), "\(story) \(file.app)")
                #expect(reads.allSatisfy { $0.received <= file.notifications.count }, "\(story) \(file.app)")
                if let window = file.windowRect {
                    let side = max(window.width, window.height)
                    let bounds = CGRect(x: 0, y: 0, width: side, height: side)
                    #expect(reads.allSatisfy { $0.rect == .zero || bounds.contains($0.rect) }, "\(story) \(file.app)")
                }
            }
        }
    }

    /// The first read at rest from the app's count of notifications and the clock on; the last
    /// read past the end; nil for a file written before the truth.
    @Test func restingOverlapPicksTheFirstReadAtRestFromThenOn() throws {
        let reads = [
            KeyboardReplayFile.RestingOverlap(time: 400, received: 2, rect: .zero),
            .init(time: 5000, received: 2, rect: .zero),               // a step at 5000 before the focus
            .init(time: 5250, received: 7, rect: CGRect(x: 0, y: 477, width: 375, height: 335)),
        ]
        let file = KeyboardReplayFile(app: "a", notifications: [], keyboardOverlap: reads)
        #expect(file.restingOverlap(received: 0, at: 0) == .zero)
        #expect(file.restingOverlap(received: 3, at: 5000)?.height == 335)   // the focus's WillShow at 5000
        #expect(file.restingOverlap(received: 2, at: 5000) == .zero)
        #expect(file.restingOverlap(received: 9, at: 9000)?.height == 335)   // past the last read
        #expect(KeyboardReplayFile(app: "a", notifications: []).restingOverlap(received: 0, at: 0) == nil)
    }

    /// The kits' word: a file says its era typed, from the format's `profile`.
    @Test func aFileSaysItsEra() throws {
        #expect(try Self.ike(.iOS13).era == .iOS13)
        #expect(try Self.ike(.ideal).era == .ideal)
        #expect(KeyboardReplayFile(app: "a", notifications: [], profile: "ios99").era == nil)
    }

    @Test func theTruthRoundTripsThroughTheFormat() throws {
        let file = KeyboardReplayFile(app: "a", notifications: [], keyboardOverlap: [.init(time: 1, received: 0, rect: .zero)])
        let data = try JSONEncoder().encode(file)
        #expect(try KeyboardReplayFile.decode(data) == file)
        #expect(String(decoding: data, as: UTF8.self).contains(#""rect":[0,0,0,0]"#))
    }
}
