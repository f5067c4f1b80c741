// N16: hides with no keyboard present, one rule fired by every trigger the sources name.

import KeyboardModel
import Testing

@Suite struct HideWithoutKeyboardTests {
    /// N16 (`sheet-hide-without-keyboard`, iOS 16 on): a sheet, an interactive-dismiss scroll with no
    /// focused field, a push and a pop of a screen with a search field each post a Hide group for a
    /// keyboard that is not there, its FrameEnd 0 pt tall at the screen's bottom; iOS 15 posts nothing
    /// (and refuses the scroll: no keyboard to dismiss).
    @Test func n16EveryTriggerPostsTheSameHide() throws {
        for (profile, hides) in [(Profile.ios26, true), (.ios16, true), (.ios15, false)] {
            var b = Bench(profile)
            try b.launch("a")
            b.settle()
            var groups: [[(name: String, info: KeyboardUserInfo)]] = []
            for trigger in 0..<4 {
                let m = b.mark
                switch trigger {
                case 0:
                    try b.run(.presentSheet(kind: .share))
                    b.settle()
                    try b.run(.dismissSheet)
                case 1:
                    if hides { try b.run(.beginInteractiveDismiss) } else {
                        #expect(throws: ModelError.self) { try b.run(.beginInteractiveDismiss) }
                    }
                case 2: try b.run(.pushViewController(app: "a", searchField: true))
                default: try b.run(.popViewController(app: "a", searchField: true))
                }
                b.settle()
                groups.append(b.infos("a", from: m))
            }
            for group in groups {
                #expect(group.map(\.name) == (hides ? hideGroup : []), "\(profile.name)")
                if hides {
                    #expect(group.allSatisfy { $0.info.frameEnd == Rect(x: 0, y: b.screen.height, width: b.screen.width, height: 0) })
                    #expect(group[0].info.frameBegin.y == b.screen.height && group[0].info.isLocal)
                }
            }
            #expect(!b.keyboard.visible && b.world.keyboardInfo.owner == "")
        }
    }

    /// N16 composes with the era's other rules: on iOS 26 with Reduce Motion and cross-fade the Hide
    /// for nothing ends at the empty rect (N6) as any hide does; a push or pop without a search field, or with
    /// the keyboard up, posts no Hide for nothing.
    @Test func n16ComposesWithTheEra() throws {
        var b = Bench(.ios26) { $0.settings = Settings(reduceMotion: true, preferCrossFade: true) }
        try b.launch("a")
        let m = b.mark
        try b.run(.presentSheet(kind: .share))
        b.settle()
        let hide = b.infos("a", from: m)
        #expect(hide.map(\.name) == hideGroup)
        #expect(hide[0].info.frameEnd == Rect(x: 0, y: 0, width: b.screen.width, height: 0))
        try b.run(.dismissSheet)
        b.settle()
        let n = b.mark
        try b.run(.pushViewController(app: "a"))
        try b.run(.popViewController(app: "a"))
        b.settle()
        #expect(b.keyboardNames("a", from: n).isEmpty)
    }
}
