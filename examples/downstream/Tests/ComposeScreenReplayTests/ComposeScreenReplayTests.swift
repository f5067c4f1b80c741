import ComposeScreen
import Foundation
import KeyboardFixtures
import Testing

/// The compose screen against keyboardd's generated stories, replayed with no keyboardd: the
/// iOS-shaped test. In an Xcode project, add the keyboardd package, link KeyboardFixtures to the
/// unit-test target, and this file runs as it is (the player posts UIKit's NSValue frames there,
/// plain CGRects here). Nothing waits: the test moves the story's clock. A plain struct: the
/// player posts on the test's own thread, and the screen is no UIKit view (a test of a view
/// controller would be @MainActor, where UIKit posts). KeyboardFixtures is the one import for
/// UIKit's names too; nothing here links libdbus (FixturesDependencyTests in keyboardd holds it).
struct ComposeScreenReplayTests {
    /// A screen observing `center`, on the story's window.
    func screen(for file: KeyboardReplayFile, center: NotificationCenter) throws -> ComposeViewModel {
        let screen = ComposeViewModel(windowFrame: try #require(file.windowRect), notificationCenter: center)
        screen.viewDidLoad()
        return screen
    }

    /// K3 (switch-with-keyboard): Ike shows its keyboard, the person switches to Notes, whose field
    /// takes the keyboard, then back. On iOS 13 Ike hears Notes' keyboard (IsLocal false) while
    /// it leaves, and comes back without its own; on ideal it hears nothing of Notes and its
    /// keyboard comes back with it. The bar follows Ike's keyboard only, on both: at every point
    /// it sits where keyboardd says the keyboard comes to rest over Ike's window (its truth,
    /// App1.KeyboardOverlap, recorded in the file), with no number copied from the story.
    @Test(arguments: [KeyboardEra.iOS13, .ideal])
    func theBarNeverMovesForAnotherAppsKeyboard(era: KeyboardEra) throws {
        let file = try FixtureStory.switchWithKeyboard(era, .iPhoneX).file(for: "com.southpark.ike")
        let center = NotificationCenter()
        let screen = try screen(for: file, center: center)
        let replay = KeyboardReplay(file, into: center)

        replay.advance(to: 5000)                            // Ike's field takes the keyboard
        #expect(screen.bottomInset == (try #require(replay.keyboardOverlap)).height)
        #expect(screen.bottomInset > 0)
        replay.advance(to: 5850)                            // Ike leaves; on iOS 13 Notes' WillShow reaches it
        #expect(screen.bottomInset == (try #require(replay.keyboardOverlap)).height)
        let foreign = replay.played.filter { $0.entry.isLocal == false }
        #expect(foreign.isEmpty == era.isClean)
        replay.runToEnd()                                   // back in Ike
        #expect(screen.bottomInset == (try #require(replay.keyboardOverlap)).height)
        #expect(replay.applicationState == "active")
    }

    /// The player posts under UIKit's names, which KeyboardFixtures gives on every platform
    /// (UIKit's own constants on iOS): an observer of `UIResponder.keyboardWillShowNotification`
    /// reads the end frame under `UIResponder.keyboardFrameEndUserInfoKey`.
    @Test func anObserverOfUIKitsNameHearsTheReplay() throws {
        let file = try FixtureStory.switchWithKeyboard(.iOS13, .iPhoneX).file(for: "com.southpark.ike")
        let center = NotificationCenter()
        let heard = Heard()
        let observer = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            heard.append($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)
        }
        defer { center.removeObserver(observer) }
        KeyboardReplay(file, into: center).runToEnd()
        let shows = file.notifications.filter { $0.shortName == "WillShow" }
        #expect(!shows.isEmpty)
        #expect(heard.frames == shows.map(\.frameEnd))
    }

    /// What an observer heard; observers run on the posting thread, the test's.
    final class Heard: @unchecked Sendable {
        private(set) var frames: [CGRect?] = []
        func append(_ frame: CGRect?) { frames.append(frame) }
    }

    /// N5 (password-field) on iOS 17: the password keyboard comes in two Show groups, the keys
    /// alone (301) and then with the AutoFill bar (346). The bar follows both and ends above the
    /// whole keyboard; a screen that moved only from rest would leave the AutoFill bar over it.
    @Test func thePasswordKeyboardsSecondStepLiftsTheBarAgain() throws {
        let story = try FixtureStory.passwordField(.iOS17)
        #expect(story.device == .iPhone11 && story.behaviours == ["N5"])
        let file = try story.file()
        let center = NotificationCenter()
        let screen = try screen(for: file, center: center)
        let replay = KeyboardReplay(file, into: center)

        replay.advance(to: 400)                             // the field focuses: the keys alone, at once
        #expect(screen.bottomInset == 301)
        replay.advanceToNext()                              // 10 ms on: with the AutoFill bar
        #expect(screen.bottomInset == 346)
        replay.runToEnd()
        #expect(screen.insets == [301, 346, 0, 0])          // the hide: its WillChangeFrame, then its WillHide
    }

    /// Every story of the corpus that shows N5, on a bug era and on ideal: the bar ends where the
    /// story's last local keyboard notification puts the keyboard.
    @Test func theBarEndsWhereTheLastLocalNotificationSaysInEveryN5Story() throws {
        let stories = KeyboardFixtures.stories(behaviour: "N5")
        #expect(stories.contains { $0.era.isClean } && stories.contains { !$0.era.isClean })
        for story in stories {
            for app in story.apps {
                let file = try story.file(for: app)
                let center = NotificationCenter()
                let screen = try screen(for: file, center: center)
                KeyboardReplay(file, into: center).runToEnd()
                let window = try #require(file.windowRect)
                let last = file.notifications.last {
                    $0.isLocal != false && ["WillChangeFrame", "WillHide"].contains($0.shortName)
                }
                let cover = last.flatMap { $0.shortName == "WillHide" ? nil : $0.frameEnd }
                    .map { window.intersection($0) }.flatMap { $0.isNull ? nil : window.maxY - $0.minY } ?? 0
                #expect(screen.bottomInset == cover, "\(story) \(app)")
            }
        }
    }
}
