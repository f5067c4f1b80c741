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

    public init(name: KeyboardNotificationName, userInfo: KeyboardUserInfo, recipients: [String], localIndex: Int) {
        self.name = name
        self.userInfo = userInfo
        self.recipients = recipients
        self.localIndex = localIndex
    }

    /// The userInfo of the unicast to `recipients[index]`: IsLocal only for the owner (K1).
    public func userInfo(at index: Int) -> KeyboardUserInfo {
        var info = userInfo
        info.isLocal = index == localIndex
        return info
    }
}
