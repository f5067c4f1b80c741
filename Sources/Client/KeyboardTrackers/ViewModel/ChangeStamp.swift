import Synchronization

/// Orders the view model's changes across views and constraints, so the latest change of a
/// whole layout can be found (`View.latestChangeInTree`, the `lift-animation` belief of N21).
enum ChangeStamp {
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}

/// One change of a view or a constraint: when, in `ChangeStamp` order, and the animation that
/// carried it (nil: made without animation).
public struct LayoutChange: Sendable, Equatable {
    public var stamp: UInt64
    public var animation: ViewAnimation?
}

extension View {
    /// The latest change made to this view, the views under it, or their layout guides' height
    /// constraints; nil when none of them changed.
    public var latestChangeInTree: LayoutChange? {
        var latest = state.lastChange
        func consider(_ change: LayoutChange?) {
            if let change, change.stamp > latest?.stamp ?? 0 { latest = change }
        }
        for guide in state.layoutGuides { consider(guide.heightConstraint.lastChange) }
        for subview in state.subviews { consider(subview.latestChangeInTree) }
        return latest
    }
}
