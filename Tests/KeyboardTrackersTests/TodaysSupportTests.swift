// What today's trackers share: the manual timer, size classes estimated from the window, the
// layout guide pinned to the view's bottom.

import Foundation
import KeyboardClient
import KeyboardTrackers
import Synchronization
import Testing

@Suite struct TodaysSupportTests {
    /// Due work runs in time order, then in scheduling order; cancelled work never runs; time
    /// moves only when told.
    @Test func manualTimerRunsDueWorkInOrder() {
        let timer = ManualTrackerTimer()
        let ran = Mutex<[String]>([])
        timer.schedule(after: 0.3) { ran.withLock { $0.append("c") } }
        timer.schedule(after: 0.1) { ran.withLock { $0.append("a") } }
        let cancelled = timer.schedule(after: 0.1) { ran.withLock { $0.append("x") } }
        timer.schedule(after: 0.1) { ran.withLock { $0.append("b") } }
        cancelled.cancel()
        #expect(timer.pendingCount == 3)
        timer.advance(by: 0.2)
        #expect(ran.withLock { $0 } == ["a", "b"] && timer.now == 0.2)
        timer.advance(by: 0.1)
        #expect(ran.withLock { $0 } == ["a", "b", "c"] && timer.pendingCount == 0)
    }

    /// Size classes: Slide Over and Split View halves of an 11-inch iPad are compact, full screen
    /// and the 13-inch landscape half regular; a phone in landscape has a compact height.
    @Test func derivedSizeClasses() {
        #expect(TraitCollection.derived(idiom: .pad, windowSize: CGSize(width: 320, height: 1146)).horizontalSizeClass == .compact)
        #expect(TraitCollection.derived(idiom: .pad, windowSize: CGSize(width: 590, height: 834)).horizontalSizeClass == .compact)
        #expect(TraitCollection.derived(idiom: .pad, windowSize: CGSize(width: 683, height: 1024)).horizontalSizeClass == .regular)
        #expect(TraitCollection.derived(idiom: .pad, windowSize: CGSize(width: 834, height: 1194)).verticalSizeClass == .regular)
        let phone = TraitCollection.derived(idiom: .phone, windowSize: CGSize(width: 812, height: 375))
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .compact)
        #expect(TraitCollection.derived(idiom: .phone, windowSize: CGSize(width: 926, height: 428)).horizontalSizeClass == .regular)
        let window = Window(frame: IPad.slideOver)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        window.traitCollectionOverride = TraitCollection(userInterfaceIdiom: .pad, horizontalSizeClass: .regular, verticalSizeClass: .regular)
        #expect(view.traitCollection(idiom: .pad).horizontalSizeClass == .regular)
    }

    /// A guide pinned to the view's bottom ignores the safe area; the default keeps W4's place.
    @Test func guidePinnedToTheViewsBottom() {
        let window = Window(frame: IPhoneX.screen, safeAreaInsets: IPhoneX.safeArea)
        let view = View(frame: window.bounds)
        window.addSubview(view)
        let guide = LayoutGuide(height: 100)
        view.addLayoutGuide(guide)
        #expect(guide.layoutFrame.maxY == 778)
        guide.pinsToSafeAreaBottom = false
        #expect(guide.layoutFrame.maxY == 812 && guide.layoutFrame.minY == 712)
    }
}
