// The six keyboard notifications and their userInfo (CONTRACT.md "user_info").

public enum KeyboardNotificationName: String, CaseIterable, Hashable, Sendable {
    case willShow = "UIKeyboardWillShowNotification"
    case didShow = "UIKeyboardDidShowNotification"
    case willHide = "UIKeyboardWillHideNotification"
    case didHide = "UIKeyboardDidHideNotification"
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

    public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }

    /// The Did that completes a Will (and the Will a Did completes).
    public var counterpart: KeyboardNotificationName {
        switch self {
        case .willShow: .didShow
        case .didShow: .willShow
        case .willHide: .didHide
        case .didHide: .willHide
        case .willChangeFrame: .didChangeFrame
        case .didChangeFrame: .willChangeFrame
        }
    }
}

public struct KeyboardUserInfo: Hashable, Sendable {
    /// UIKeyboardFrameBeginUserInfoKey: screen coordinates; equals the previous notification's end.
    public var frameBegin: Rect
    /// UIKeyboardFrameEndUserInfoKey: screen coordinates.
    public var frameEnd: Rect
    /// UIKeyboardAnimationDurationUserInfoKey, seconds.
    public var duration: Double
    /// UIKeyboardAnimationCurveUserInfoKey.
    public var curve: Int
    /// UIKeyboardIsLocalUserInfoKey: true only in the app whose keyboard this is.
    public var isLocal: Bool
    /// One counter over every keyboard notification the model emits.
    public var sequence: UInt64
    /// Model time of the notification, ms.
    public var time: UInt64
    /// Bundle id of the app whose keyboard the notification is about, empty when none.
    public var owner: String

    public init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int, isLocal: Bool,
                sequence: UInt64, time: UInt64, owner: String) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
        self.sequence = sequence
        self.time = time
        self.owner = owner
    }

    /// The contract's key names, for the trace (and a shell that wants them).
    public var dictionary: [String: ModelValue] {
        [
            "UIKeyboardFrameBeginUserInfoKey": .rect(frameBegin),
            "UIKeyboardFrameEndUserInfoKey": .rect(frameEnd),
            "UIKeyboardAnimationDurationUserInfoKey": .double(duration),
            "UIKeyboardAnimationCurveUserInfoKey": .int(Int64(curve)),
            "UIKeyboardIsLocalUserInfoKey": .bool(isLocal),
            "Sequence": .int(Int64(truncatingIfNeeded: sequence)),
            "Time": .int(Int64(truncatingIfNeeded: time)),
            "Owner": .string(owner),
        ]
    }
}
