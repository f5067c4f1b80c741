import DBus
import KeyboardContract

/// One keyboard notification as an app received it from keyboardd (App1.KeyboardNotification):
/// its short name and the values of its userInfo, each nil when the key was not sent.
public struct ReceivedNotification: Sendable, Equatable {
    public var name: String
    public var frameBegin: [Double]?
    public var frameEnd: [Double]?
    public var centerBegin: [Double]?
    public var centerEnd: [Double]?
    public var bounds: [Double]?
    public var duration: Double?
    public var curve: Int?
    public var isLocal: Bool?
    /// keyboardd's clock when it sent it, ms.
    public var time: UInt64?
    /// UIKit's keys of the userInfo, keyboardd's own (Sequence, Time, Owner) left out.
    public var keys: Set<String>

    public init(name: String, frameBegin: [Double]? = nil, frameEnd: [Double]? = nil, centerBegin: [Double]? = nil,
                centerEnd: [Double]? = nil, bounds: [Double]? = nil, duration: Double? = nil, curve: Int? = nil,
                isLocal: Bool? = nil, time: UInt64? = nil, keys: Set<String>? = nil) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.centerBegin = centerBegin
        self.centerEnd = centerEnd
        self.bounds = bounds
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
        self.time = time
        typealias K = NotificationUserInfo.Key
        // Without explicit keys, the ones whose values are given (for tests' small notifications).
        self.keys = keys ?? Set([
            (K.frameBegin, frameBegin != nil), (K.frameEnd, frameEnd != nil), (K.centerBegin, centerBegin != nil),
            (K.centerEnd, centerEnd != nil), (K.bounds, bounds != nil), (K.animationDuration, duration != nil),
            (K.animationCurve, curve != nil), (K.isLocal, isLocal != nil),
        ].filter(\.1).map(\.0))
    }

    /// keyboardd's own keys, not UIKit's: never compared with a log's `keys`.
    public static let keyboarddKeys: Set<String> = [
        NotificationUserInfo.Key.sequence, NotificationUserInfo.Key.time, NotificationUserInfo.Key.owner,
    ]

    /// From the signal's arguments: the notification's UIKit name and its userInfo, `a{sv}`.
    /// Values are read by type, not through NotificationUserInfo, so that a key keyboardd leaves
    /// out (IsLocal on ios8) stays absent and an unknown one still counts among the keys.
    public init(uikitName: String, userInfo: [String: DBusValue]) {
        let info = userInfo.mapValues(\.unwrappedVariant)
        typealias K = NotificationUserInfo.Key
        func numbers(_ key: String, _ count: Int) -> [Double]? {
            guard case .structure(let fields)? = info[key], fields.count == count else { return nil }
            let values = fields.compactMap { if case .double(let d) = $0 { d } else { nil } }
            return values.count == count ? values : nil
        }
        var curve: Int?
        switch info[K.animationCurve] {
        case .int32(let c)?: curve = Int(c)
        case .int64(let c)?: curve = Int(c)
        default: curve = nil
        }
        self.init(name: Self.shortName(uikitName),
                  frameBegin: numbers(K.frameBegin, 4), frameEnd: numbers(K.frameEnd, 4),
                  centerBegin: numbers(K.centerBegin, 2), centerEnd: numbers(K.centerEnd, 2), bounds: numbers(K.bounds, 4),
                  duration: { if case .double(let d)? = info[K.animationDuration] { d } else { nil } }(),
                  curve: curve,
                  isLocal: { if case .boolean(let b)? = info[K.isLocal] { b } else { nil } }(),
                  time: { if case .uint64(let t)? = info[K.time] { t } else { nil } }(),
                  keys: Set(info.keys).subtracting(Self.keyboarddKeys))
    }

    /// `WillShow` from `UIKeyboardWillShowNotification`.
    public static func shortName(_ name: String) -> String {
        var s = Substring(name)
        if s.hasPrefix("UIKeyboard") { s = s.dropFirst("UIKeyboard".count) }
        if s.hasSuffix("Notification") { s = s.dropLast("Notification".count) }
        return String(s)
    }
}
