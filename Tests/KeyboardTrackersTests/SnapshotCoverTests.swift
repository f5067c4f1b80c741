// K4: the app covers itself in willResignActive and uncovers in willEnterForeground/didBecomeActive.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Logging
import Testing

@Suite struct SnapshotCoverTests {
    let app = FakeKeyboardApp()

    @Test func k4CoverWhileAway() {
        let cover = SnapshotCover(app: app, logger: .quiet("keyboard.fix"))
        app.ikeShowsKeyboard()
        app.hideGroup(from: IPhoneX.keyboard, to: IPhoneX.hidden)
        app.post(UIApplication.willResignActiveNotification)
        #expect(cover.isCovered && app.actions == [.setSnapshotCover(true)])
        app.post(UIApplication.didEnterBackgroundNotification)
        app.backToIke()
        #expect(!cover.isCovered && app.actions == [.setSnapshotCover(true), .setSnapshotCover(false)])
    }

    /// After an alert only didBecomeActive comes: it uncovers there.
    @Test func alertUncoversInDidBecomeActive() {
        let cover = SnapshotCover(app: app, logger: .quiet("keyboard.fix"))
        app.microphoneAlert()
        #expect(!cover.isCovered && app.actions == [.setSnapshotCover(true), .setSnapshotCover(false)])
    }

    @Test func releasedCoverStopsListening() {
        var cover: SnapshotCover? = SnapshotCover(app: app, logger: .quiet("keyboard.fix"))
        #expect(cover?.isCovered == false)
        cover = nil
        app.post(UIApplication.willResignActiveNotification)
        #expect(app.actions.isEmpty)
    }
}
