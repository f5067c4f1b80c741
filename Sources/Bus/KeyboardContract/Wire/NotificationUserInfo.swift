import DBus

/// The `user_info` of `App1.KeyboardNotification` and `Keyboard1.Notification`, `a{sv}`: UIKit's
/// keys with UIKit's types, and keyboardd's own `Sequence`, `Time` and `Owner`. Encoded straight
/// into the message (every notification is marshalled once or twice: this is the hot path);
/// decoded from a received value, keys it does not know ignored (the contract may add keys).
public struct NotificationUserInfo: Hashable, Sendable {
    /// The keys, as UIKit and the contract spell them.
    public enum Key {
        public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
        public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
        public static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
        public static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
        public static let bounds = "UIKeyboardBoundsUserInfoKey"
        public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
        /// iOS 5 to 7 only: 0 unless the person moved the keyboard.
        public static let frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
        public static let sequence = "Sequence"
        public static let time = "Time"
        public static let owner = "Owner"
        /// In the order they are written (IsLocal only where the era posts it).
        public static let all = [frameBegin, frameEnd, centerBegin, centerEnd, bounds, animationDuration, animationCurve,
                                 isLocal, frameChangedByUserInteraction, sequence, time, owner]
    }

    /// `(dddd)`: where the keyboard starts, screen coordinates.
    public var frameBegin: Rect
    /// `(dddd)`: where it ends.
    public var frameEnd: Rect
    /// `(dd)`: the middle of `frameBegin`, as UIKit's deprecated but still posted key gives it.
    public var centerBegin: Point
    /// `(dd)`: the middle of `frameEnd`.
    public var centerEnd: Point
    /// `(dddd)`: `frameEnd`'s size at the origin.
    public var bounds: Rect
    /// `d`: the animation's duration, seconds.
    public var animationDuration: Double
    /// `i`: the animation curve (UIView.AnimationCurve's raw value; 7 is the keyboard's).
    public var animationCurve: Int32
    /// `b`: true only for the app that owns the keyboard; nil where the era posts no such key
    /// (iOS 8: the key came with iOS 9).
    public var isLocal: Bool?
    /// `t`: one counter for every notification the daemon sends.
    public var sequence: UInt64
    /// `t`: the daemon's time, ms.
    public var time: UInt64
    /// `s`: the bundle id of the keyboard's owner; empty when none.
    public var owner: String
    /// False where the era leaves the duration and curve out (the Dids of iOS 5 to 7): their keys are
    /// not written, and decode as 0.
    public var animationKeys: Bool
    /// `b`: UIKeyboardFrameChangedByUserInteraction, nil where the era posts no such key (after iOS 7).
    public var frameChangedByUserInteraction: Bool?

    /// The centers and bounds follow from the frames unless given.
    public init(frameBegin: Rect, frameEnd: Rect, centerBegin: Point? = nil, centerEnd: Point? = nil, bounds: Rect? = nil,
                animationDuration: Double, animationCurve: Int32, isLocal: Bool?,
                sequence: UInt64, time: UInt64, owner: String, animationKeys: Bool = true,
                frameChangedByUserInteraction: Bool? = nil) {
        self.animationKeys = animationKeys
        self.frameChangedByUserInteraction = frameChangedByUserInteraction
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.centerBegin = centerBegin ?? frameBegin.center
        self.centerEnd = centerEnd ?? frameEnd.center
        self.bounds = bounds ?? frameEnd.bounds
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.sequence = sequence
        self.time = time
        self.owner = owner
    }
}

extension NotificationUserInfo: DBusBodyWritable, DBusCodable, KeyedWireType {
    public static var dbusSignature: String { "a{sv}" }

    /// Each key's type, as `write(to:)` writes it.
    public static let keySignatures: [String: String] = [
        Key.frameBegin: Rect.dbusSignature, Key.frameEnd: Rect.dbusSignature, Key.centerBegin: Point.dbusSignature,
        Key.centerEnd: Point.dbusSignature, Key.bounds: Rect.dbusSignature, Key.animationDuration: "d", Key.animationCurve: "i",
        Key.isLocal: "b", Key.frameChangedByUserInteraction: "b", Key.sequence: "t", Key.time: "t", Key.owner: "s",
    ]

    /// The same entries as a value, in the order `write(to:)` writes them (for the JSON form of a
    /// signal; the bus's path writes straight into the message).
    public var dbusValue: DBusValue {
        var pairs: [(String, DBusValue)] = [
            (Key.frameBegin, frameBegin.dbusValue), (Key.frameEnd, frameEnd.dbusValue), (Key.centerBegin, centerBegin.dbusValue),
            (Key.centerEnd, centerEnd.dbusValue), (Key.bounds, bounds.dbusValue),
        ]
        if animationKeys {
            pairs += [(Key.animationDuration, .double(animationDuration)), (Key.animationCurve, .int32(animationCurve))]
        }
        if let isLocal { pairs.append((Key.isLocal, .boolean(isLocal))) }
        if let changed = frameChangedByUserInteraction { pairs.append((Key.frameChangedByUserInteraction, .boolean(changed))) }
        pairs += [(Key.sequence, .uint64(sequence)), (Key.time, .uint64(time)), (Key.owner, .string(owner))]
        return .vardict(pairs)
    }

    public func write(to body: inout BodyWriter) {
        body.vardict { d in
            d.entry(Key.frameBegin, doubles: frameBegin.x, frameBegin.y, frameBegin.width, frameBegin.height)
            d.entry(Key.frameEnd, doubles: frameEnd.x, frameEnd.y, frameEnd.width, frameEnd.height)
            d.entry(Key.centerBegin, doubles: centerBegin.x, centerBegin.y)
            d.entry(Key.centerEnd, doubles: centerEnd.x, centerEnd.y)
            d.entry(Key.bounds, doubles: bounds.x, bounds.y, bounds.width, bounds.height)
            if animationKeys {
                d.entry(Key.animationDuration, double: animationDuration)
                d.entry(Key.animationCurve, int32: animationCurve)
            }
            if let isLocal { d.entry(Key.isLocal, bool: isLocal) }
            if let changed = frameChangedByUserInteraction { d.entry(Key.frameChangedByUserInteraction, bool: changed) }
            d.entry(Key.sequence, uint64: sequence)
            d.entry(Key.time, uint64: time)
            d.entry(Key.owner, string: owner)
        }
    }

    public init(dbusValue: DBusValue) throws(DBusError) {
        let entries = try [String: DBusValue](dbusValue: dbusValue)
        func value<T: DBusDecodable>(_ key: String, _ type: T.Type) throws(DBusError) -> T {
            guard let value = entries[key] else { throw .invalidArgs("userInfo has no \(key)") }
            do throws(DBusError) { return try T(dbusValue: value) } catch {
                throw .invalidArgs("userInfo \(key): \(error.message)")
            }
        }
        let isLocal: Bool? = entries[Key.isLocal] == nil ? nil : try value(Key.isLocal, Bool.self)
        let byUser: Bool? = entries[Key.frameChangedByUserInteraction] == nil ? nil
            : try value(Key.frameChangedByUserInteraction, Bool.self)
        let animationKeys = entries[Key.animationDuration] != nil
        self.init(frameBegin: try value(Key.frameBegin, Rect.self), frameEnd: try value(Key.frameEnd, Rect.self),
                  centerBegin: try value(Key.centerBegin, Point.self), centerEnd: try value(Key.centerEnd, Point.self),
                  bounds: try value(Key.bounds, Rect.self),
                  animationDuration: animationKeys ? try value(Key.animationDuration, Double.self) : 0,
                  animationCurve: animationKeys ? try value(Key.animationCurve, Int32.self) : 0, isLocal: isLocal,
                  sequence: try value(Key.sequence, UInt64.self), time: try value(Key.time, UInt64.self),
                  owner: try value(Key.owner, String.self), animationKeys: animationKeys,
                  frameChangedByUserInteraction: byUser)
    }
}
