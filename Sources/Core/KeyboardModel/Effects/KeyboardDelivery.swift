// One keyboard notification as the shell sends it: App1.KeyboardNotification to each recipient in
// delivery order, then one Keyboard1.Notification broadcast naming them (docs/CONTRACT.md "Delivery").
// One effect per notification, not one per recipient: the recipients' list is shared from one
// notification to the next while it stays the same, so a notification costs a few retains.

public struct KeyboardDelivery: Hashable, Sendable {
    public let name: KeyboardNotificationName
    /// The userInfo as the keyboard's owner receives it, and as the broadcast carries it
    /// (IsLocal true when the notification is about some app's keyboard).
    public let userInfo: KeyboardUserInfo
    /// Bundle ids in delivery order: the unicasts' destinations and the broadcast's list.
    public let recipients: [String]
    /// Index in `recipients` of the owner (IsLocal true in its unicast), -1 when none of them is.
    public let localIndex: Int
    /// Index in `recipients` of an app whose frames are shifted up by `shiftY` (P4: Slide Over's
    /// frames leave out the space below its window), -1 when none.
    public let shiftedIndex: Int
    public let shiftY: Double

    public init(name: KeyboardNotificationName, userInfo: KeyboardUserInfo, recipients: [String], localIndex: Int,
                shiftedIndex: Int = -1, shiftY: Double = 0) {
        self.name = name
        self.userInfo = userInfo
        self.recipients = recipients
        self.localIndex = localIndex
        self.shiftedIndex = shiftedIndex
        self.shiftY = shiftY
    }

    /// The userInfo of the unicast to `recipients[index]`: IsLocal only for the owner (K1), the
    /// frames shifted for the app in Slide Over (P4).
    public func userInfo(at index: Int) -> KeyboardUserInfo {
        var info = userInfo
        info.isLocal = index == localIndex
        if index == shiftedIndex { Self.shift(&info, by: shiftY) }
        return info
    }

    /// Moves both frames up by `dy`; an empty rect at the origin (K11's drag) stays as it is.
    static func shift(_ info: inout KeyboardUserInfo, by dy: Double) {
        if info.frameBegin != .zero { info.frameBegin = info.frameBegin.offsetBy(dx: 0, dy: -dy) }
        if info.frameEnd != .zero { info.frameEnd = info.frameEnd.offsetBy(dx: 0, dy: -dy) }
    }
}
