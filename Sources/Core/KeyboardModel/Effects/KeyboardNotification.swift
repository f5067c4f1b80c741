// The six keyboard notifications and their userInfo (docs/CONTRACT.md "user_info").

public enum KeyboardNotificationName: String, CaseIterable, Hashable, Sendable {
    case willShow = "UIKeyboardWillShowNotification"
    case didShow = "UIKeyboardDidShowNotification"
    case willHide = "UIKeyboardWillHideNotification"
    case didHide = "UIKeyboardDidHideNotification"
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

    @inline(__always)
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

/// Which of UIKit's keys that not every era posts a userInfo carries.
public struct UserInfoKeys: Hashable, Sendable {
    /// UIKeyboardIsLocalUserInfoKey: iOS 9 and later (`no-is-local-key` before).
    public var isLocal = true
    /// UIKeyboardAnimationDurationUserInfoKey and UIKeyboardAnimationCurveUserInfoKey: left out of
    /// the Dids on iOS 5 to 7 (`dids-without-animation-keys`, O1).
    public var animation = true
    /// UIKeyboardFrameChangedByUserInteraction: iOS 5 to 7 (`frame-changed-by-user-interaction-key`, O1).
    public var frameChangedByUserInteraction = false
    /// Its value: 1 when the person docked or undocked the keyboard by hand (Stack Overflow 7842806), 0 otherwise.
    public var byUserInteraction = false

    public init(isLocal: Bool = true, animation: Bool = true, frameChangedByUserInteraction: Bool = false,
                byUserInteraction: Bool = false) {
        self.isLocal = isLocal
        self.animation = animation
        self.frameChangedByUserInteraction = frameChangedByUserInteraction
        self.byUserInteraction = byUserInteraction
    }
}

/// One notification's userInfo. A value like any other; all but IsLocal are kept in a shared box:
/// one notification goes to every recipient (and the trace), so the effects hold a pointer instead
/// of ~110 bytes each. A setter copies the box first when it is shared.
public struct KeyboardUserInfo: Hashable, Sendable {
    final class Storage: @unchecked Sendable {   // mutated only while uniquely referenced
        var frameBegin: Rect
        var frameEnd: Rect
        var duration: Double
        var curve: Int
        var sequence: UInt64
        var time: UInt64
        var owner: String
        var keys: UserInfoKeys
        /// O1: the frames in the rotated window's coordinates when `frameBegin`/`frameEnd` are the
        /// unrotated screen's (iOS 5 to 7): the centers and bounds follow these.
        var windowBegin: Rect?
        var windowEnd: Rect?

        init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int, sequence: UInt64, time: UInt64,
             owner: String, keys: UserInfoKeys, windowBegin: Rect? = nil, windowEnd: Rect? = nil) {
            self.frameBegin = frameBegin
            self.frameEnd = frameEnd
            self.duration = duration
            self.curve = curve
            self.sequence = sequence
            self.time = time
            self.owner = owner
            self.keys = keys
            self.windowBegin = windowBegin
            self.windowEnd = windowEnd
        }

        func copy() -> Storage {
            Storage(frameBegin: frameBegin, frameEnd: frameEnd, duration: duration, curve: curve, sequence: sequence,
                    time: time, owner: owner, keys: keys, windowBegin: windowBegin, windowEnd: windowEnd)
        }
    }

    private var storage: Storage
    /// UIKeyboardIsLocalUserInfoKey: true only in the app whose keyboard this is.
    public var isLocal: Bool

    public init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int, isLocal: Bool,
                sequence: UInt64, time: UInt64, owner: String, keys: UserInfoKeys = UserInfoKeys(),
                windowBegin: Rect? = nil, windowEnd: Rect? = nil) {
        self.init(frameBegin: frameBegin, frameEnd: frameEnd, duration: duration, curve: curve, isLocal: isLocal,
                  sequence: sequence, time: time, owner: owner, keys: keys, windowBegin: windowBegin,
                  windowEnd: windowEnd, reusing: nil)
    }

    /// The same, filling `box` when there is one (a box nobody else holds, that the trace ring
    /// let go of) instead of allocating one.
    init(frameBegin: Rect, frameEnd: Rect, duration: Double, curve: Int, isLocal: Bool, sequence: UInt64,
         time: UInt64, owner: String, keys: UserInfoKeys, windowBegin: Rect?, windowEnd: Rect?, reusing box: Storage?) {
        guard let box else {
            storage = Storage(frameBegin: frameBegin, frameEnd: frameEnd, duration: duration, curve: curve,
                              sequence: sequence, time: time, owner: owner, keys: keys, windowBegin: windowBegin,
                              windowEnd: windowEnd)
            self.isLocal = isLocal
            return
        }
        box.frameBegin = frameBegin
        box.frameEnd = frameEnd
        box.duration = duration
        box.curve = curve
        box.sequence = sequence
        box.time = time
        box.owner = owner
        box.keys = keys
        box.windowBegin = windowBegin
        box.windowEnd = windowEnd
        storage = box
        self.isLocal = isLocal
    }

    /// This userInfo's box when nothing else holds it (to be filled again), else nil.
    mutating func releasedBox() -> Storage? {
        isKnownUniquelyReferenced(&storage) ? storage : nil
    }

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// UIKeyboardFrameBeginUserInfoKey: screen coordinates; the FrameEnd of the animation announced
    /// before this one (N1: every notification of one animation carries the same begin and end).
    public var frameBegin: Rect {
        get { storage.frameBegin }
        set { unique().frameBegin = newValue }
    }
    /// UIKeyboardFrameEndUserInfoKey: screen coordinates.
    public var frameEnd: Rect {
        get { storage.frameEnd }
        set { unique().frameEnd = newValue }
    }
    /// UIKeyboardAnimationDurationUserInfoKey, seconds.
    public var duration: Double {
        get { storage.duration }
        set { unique().duration = newValue }
    }
    /// UIKeyboardAnimationCurveUserInfoKey.
    public var curve: Int {
        get { storage.curve }
        set { unique().curve = newValue }
    }
    /// One counter over every keyboard notification the model emits.
    public var sequence: UInt64 {
        get { storage.sequence }
        set { unique().sequence = newValue }
    }
    /// Model time of the notification, ms.
    public var time: UInt64 {
        get { storage.time }
        set { unique().time = newValue }
    }
    /// Which of the era-dependent keys the userInfo carries.
    public var keys: UserInfoKeys {
        get { storage.keys }
        set { unique().keys = newValue }
    }
    /// The frames in the interface's coordinates: `frameBegin` and `frameEnd`, or what they were
    /// before iOS 5 to 7 turned them back to the portrait screen's (O1).
    public var interfaceFrameBegin: Rect { storage.windowBegin ?? frameBegin }
    public var interfaceFrameEnd: Rect { storage.windowEnd ?? frameEnd }

    /// UIKeyboardCenterBeginUserInfoKey and UIKeyboardCenterEndUserInfoKey: the frames' middles
    /// (in the rotated window's coordinates where the frames are not rotated: O1).
    public var centerBegin: Point { (storage.windowBegin ?? frameBegin).center }
    public var centerEnd: Point { (storage.windowEnd ?? frameEnd).center }
    /// UIKeyboardBoundsUserInfoKey: the end frame's size at the origin.
    public var bounds: Rect { (storage.windowEnd ?? frameEnd).bounds }

    /// Bundle id of the app whose keyboard the notification is about, empty when none.
    public var owner: String {
        get { storage.owner }
        set { unique().owner = newValue }
    }

    public static func == (a: KeyboardUserInfo, b: KeyboardUserInfo) -> Bool {
        guard a.isLocal == b.isLocal else { return false }
        if a.storage === b.storage { return true }
        let l = a.storage, r = b.storage
        return l.frameBegin == r.frameBegin && l.frameEnd == r.frameEnd && l.duration == r.duration
            && l.curve == r.curve && l.sequence == r.sequence && l.time == r.time && l.owner == r.owner
            && l.keys == r.keys && l.windowBegin == r.windowBegin && l.windowEnd == r.windowEnd
    }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.frameBegin)
        hasher.combine(s.frameEnd)
        hasher.combine(s.duration)
        hasher.combine(s.curve)
        hasher.combine(isLocal)
        hasher.combine(s.sequence)
        hasher.combine(s.time)
        hasher.combine(s.owner)
        hasher.combine(s.keys)
    }

    /// The contract's key names, for the trace (and a shell that wants them).
    public var dictionary: [String: ModelValue] {
        var d: [String: ModelValue] = [
            "UIKeyboardFrameBeginUserInfoKey": .rect(frameBegin),
            "UIKeyboardFrameEndUserInfoKey": .rect(frameEnd),
            "UIKeyboardCenterBeginUserInfoKey": .point(centerBegin),
            "UIKeyboardCenterEndUserInfoKey": .point(centerEnd),
            "UIKeyboardBoundsUserInfoKey": .rect(bounds),
            "Sequence": .int(Int64(truncatingIfNeeded: sequence)),
            "Time": .int(Int64(truncatingIfNeeded: time)),
            "Owner": .string(owner),
        ]
        if keys.animation {
            d["UIKeyboardAnimationDurationUserInfoKey"] = .double(duration)
            d["UIKeyboardAnimationCurveUserInfoKey"] = .int(Int64(curve))
        }
        if keys.isLocal { d["UIKeyboardIsLocalUserInfoKey"] = .bool(isLocal) }
        if keys.frameChangedByUserInteraction { d["UIKeyboardFrameChangedByUserInteraction"] = .bool(keys.byUserInteraction) }
        return d
    }
}
