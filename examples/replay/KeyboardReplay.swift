// KeyboardReplay.swift: replays what one app received from keyboardd into a NotificationCenter.
//
// One self-contained file (Foundation, and UIKit where it can be imported): copy it into an iOS
// unit-test target. `keyboardctl run STORY.yaml --embedded --export DIR` writes one JSON file per
// app (format "keyboardd-replay", version 2; docs/REPLAY.md); this file reads one and posts its
// keyboard, lifecycle and editing notifications, in the order the app received them, with UIKit's
// names and userInfo keys. On UIKit, frames are NSValue-wrapped CGRects and numbers NSNumbers, as
// UIKit posts them; elsewhere (Linux) they are plain CGRect, Double, Int, Bool, UInt64 and String
// values, as keyboardd's KeyboardClient posts them. Time comes from a clock the test chooses:
// `ImmediateReplayClock` replays a minute-long story at once, `RealTimeReplayClock` at its pace.
//
//     let replay = try KeyboardReplay(contentsOf: url, into: .default)
//     try await replay.play()                      // everything, instantly
//     replay.step()                                // or one notification at a time

import Foundation
#if canImport(UIKit)
import UIKit
#endif

// MARK: - The file

/// One app's notifications as `keyboardctl run --export` writes them.
public struct KeyboardReplayFile: Codable, Sendable, Equatable {
    /// `"keyboardd-replay"`.
    public var format: String
    /// The version of the format; this file reads `supportedVersion`.
    public var version: Int
    /// The app's bundle id.
    public var app: String
    public var scenario: String?
    /// keyboardd's profile (era), e.g. `ios13`.
    public var profile: String?
    /// keyboardd's device, e.g. `iphone-x`.
    public var device: String?
    public var orientation: String?
    /// The device's screen at the start of the story, `[x, y, width, height]` in points.
    public var screen: [Double]?
    /// The app's window at the start of the story, `[x, y, width, height]` in screen coordinates.
    public var windowFrame: [Double]?
    /// keyboardd's clock (ms) when the story began: the replay's time zero.
    public var start: UInt64
    /// In the order the app received them.
    public var notifications: [Entry]

    public static let formatName = "keyboardd-replay"
    public static let supportedVersion = 2

    /// `screen` as a rect.
    public var screenRect: CGRect? { screen.flatMap(Self.rect) }
    /// `windowFrame` as a rect.
    public var windowRect: CGRect? { windowFrame.flatMap(Self.rect) }

    static func rect(_ numbers: [Double]) -> CGRect? {
        numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    public init(app: String, start: UInt64 = 0, notifications: [Entry], scenario: String? = nil, profile: String? = nil,
                device: String? = nil, orientation: String? = nil, screen: [Double]? = nil, windowFrame: [Double]? = nil) {
        format = Self.formatName
        version = Self.supportedVersion
        self.app = app
        self.start = start
        self.notifications = notifications
        self.scenario = scenario
        self.profile = profile
        self.device = device
        self.orientation = orientation
        self.screen = screen
        self.windowFrame = windowFrame
    }

    /// Reads a file, refusing another format or a newer version.
    public init(contentsOf url: URL) throws {
        self = try Self.decode(try Data(contentsOf: url))
    }

    public static func decode(_ data: Data) throws -> KeyboardReplayFile {
        let file = try JSONDecoder().decode(KeyboardReplayFile.self, from: data)
        guard file.format == formatName else { throw KeyboardReplayError.notAReplayFile(file.format) }
        guard file.version <= supportedVersion else { throw KeyboardReplayError.newerVersion(file.version) }
        return file
    }

    /// One notification the app received.
    public struct Entry: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            /// The six `UIKeyboard…Notification`s, with their userInfo.
            case keyboard
            /// The `UIApplication…Notification`s.
            case lifecycle
            /// `UITextField`/`UITextView` `TextDidBegin/EndEditing`: their object is the responder.
            case editing
        }

        public var kind: Kind
        /// UIKit's name, e.g. `UIKeyboardWillShowNotification`.
        public var name: String
        /// keyboardd's clock, ms.
        public var time: UInt64
        /// The record's sequence number in keyboardd's trace (Control1.Trace), for cross-reference.
        public var record: UInt64?
        /// Keyboard notifications: every key with its typed value.
        public var userInfo: [String: Value]?
        /// Lifecycle notifications: the state UIKit reports from this notification on
        /// (`active`, `inactive`, `background`); absent when it does not change it.
        public var applicationState: String?
        /// Editing notifications: the responder's name (keyboardd's `BecomeFirstResponder` name).
        public var responder: String?

        public init(kind: Kind, name: String, time: UInt64, record: UInt64? = nil, userInfo: [String: Value]? = nil,
                    applicationState: String? = nil, responder: String? = nil) {
            self.kind = kind
            self.name = name
            self.time = time
            self.record = record
            self.userInfo = userInfo
            self.applicationState = applicationState
            self.responder = responder
        }
    }

    /// A userInfo value with its type, written as a one-member object: `{"rect": [0, 479, 375, 333]}`,
    /// `{"double": 0.25}`, `{"int": 7}`, `{"uint64": 12}`, `{"bool": true}`, `{"string": "com.example"}`,
    /// `{"strings": ["a", "b"]}`, `{"point": [187.5, 645.5]}` (version 2).
    public enum Value: Codable, Sendable, Equatable {
        case rect(CGRect)
        case point(CGPoint)
        case double(Double)
        case int(Int)
        case uint64(UInt64)
        case bool(Bool)
        case string(String)
        case strings([String])

        private enum CodingKeys: String, CodingKey {
            case rect, point, double, int, uint64, bool, string, strings
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a value is one member naming its type: rect, point, double, int, uint64, bool, string, strings"))
            }
            switch key {
            case .rect:
                guard let rect = KeyboardReplayFile.rect(try container.decode([Double].self, forKey: .rect)) else {
                    throw DecodingError.dataCorruptedError(forKey: .rect, in: container,
                                                           debugDescription: "a rect is [x, y, width, height]")
                }
                self = .rect(rect)
            case .point:
                let numbers = try container.decode([Double].self, forKey: .point)
                guard numbers.count == 2 else {
                    throw DecodingError.dataCorruptedError(forKey: .point, in: container, debugDescription: "a point is [x, y]")
                }
                self = .point(CGPoint(x: numbers[0], y: numbers[1]))
            case .double: self = .double(try container.decode(Double.self, forKey: .double))
            case .int: self = .int(try container.decode(Int.self, forKey: .int))
            case .uint64: self = .uint64(try container.decode(UInt64.self, forKey: .uint64))
            case .bool: self = .bool(try container.decode(Bool.self, forKey: .bool))
            case .string: self = .string(try container.decode(String.self, forKey: .string))
            case .strings: self = .strings(try container.decode([String].self, forKey: .strings))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .rect(let r):
                try container.encode([r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }, forKey: .rect)
            case .point(let p): try container.encode([Double(p.x), Double(p.y)], forKey: .point)
            case .double(let d): try container.encode(d, forKey: .double)
            case .int(let i): try container.encode(i, forKey: .int)
            case .uint64(let u): try container.encode(u, forKey: .uint64)
            case .bool(let b): try container.encode(b, forKey: .bool)
            case .string(let s): try container.encode(s, forKey: .string)
            case .strings(let s): try container.encode(s, forKey: .strings)
            }
        }

        /// As UIKit posts it: NSValue-wrapped rects and NSNumbers; elsewhere as KeyboardClient
        /// posts it: CGRect, TimeInterval, Int, Bool, UInt64, String.
        public var posted: Any {
            #if canImport(UIKit)
            switch self {
            case .rect(let r): return NSValue(cgRect: r)
            case .point(let p): return NSValue(cgPoint: p)
            case .double(let d): return NSNumber(value: d)
            case .int(let i): return NSNumber(value: i)
            case .uint64(let u): return NSNumber(value: u)
            case .bool(let b): return NSNumber(value: b)
            case .string(let s): return s
            case .strings(let s): return s
            }
            #else
            switch self {
            case .rect(let r): return r
            case .point(let p): return p
            case .double(let d): return d
            case .int(let i): return i
            case .uint64(let u): return u
            case .bool(let b): return b
            case .string(let s): return s
            case .strings(let s): return s
            }
            #endif
        }
    }
}

public enum KeyboardReplayError: Error, Equatable, CustomStringConvertible {
    case notAReplayFile(String)
    case newerVersion(Int)

    public var description: String {
        switch self {
        case .notAReplayFile(let format):
            "not a keyboardd replay file (format \"\(format)\", expected \"\(KeyboardReplayFile.formatName)\")"
        case .newerVersion(let version):
            "replay file version \(version) is newer than this KeyboardReplay.swift reads "
                + "(\(KeyboardReplayFile.supportedVersion)): take the file from the same keyboardd"
        }
    }
}

// MARK: - Clocks

/// The replay's time: milliseconds since it began (the file's `start`).
public protocol KeyboardReplayClock: Sendable {
    var now: UInt64 { get }
    /// Returns once `now` has reached `deadline`.
    func sleep(until deadline: UInt64) async throws
}

/// Time jumps to each deadline at once: a test replays a story instantly.
public final class ImmediateReplayClock: KeyboardReplayClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: UInt64 = 0

    public init() {}

    public var now: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    public func sleep(until deadline: UInt64) async throws {
        advance(to: deadline)
    }

    private func advance(to deadline: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        current = max(current, deadline)
    }
}

/// The story's own pace (or `speed` times it), from the moment the clock is made.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct RealTimeReplayClock: KeyboardReplayClock {
    private let origin = ContinuousClock.now
    private let speed: Double

    public init(speed: Double = 1) {
        self.speed = speed > 0 ? speed : 1
    }

    public var now: UInt64 {
        let elapsed = origin.duration(to: ContinuousClock.now).components
        let ms = (Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15) * speed
        return UInt64(max(0, ms))
    }

    public func sleep(until deadline: UInt64) async throws {
        try await Task.sleep(until: origin.advanced(by: .milliseconds(Double(deadline) / speed)), clock: .continuous)
    }
}

// MARK: - The player

/// Posts a file's notifications into a center, in order, on the main actor (where UIKit posts).
@MainActor
public final class KeyboardReplay {
    public let file: KeyboardReplayFile
    public let center: NotificationCenter
    /// The index of the next notification to post.
    public private(set) var position = 0
    /// What UIKit's `applicationState` would say: set from each lifecycle notification before it
    /// is posted, as UIKit does (nil until the first that changes it). UIKit's own
    /// `UIApplication.shared.applicationState` cannot be set from a test: code that reads the state
    /// should take it from a property the test can point here, or use `willPost`.
    public private(set) var applicationState: String?
    /// Called before each notification is posted, after `applicationState` changed.
    public var willPost: ((KeyboardReplayFile.Entry) -> Void)?
    /// The `object` of lifecycle notifications. UIKit posts `UIApplication.shared`; nil unless set.
    public var lifecycleObject: Any?
    /// The `object` of an editing notification: the text field or view of the responder's name.
    public var editingObject: (String) -> Any? = { _ in nil }

    public init(_ file: KeyboardReplayFile, into center: NotificationCenter = .default) {
        self.file = file
        self.center = center
    }

    public convenience init(contentsOf url: URL, into center: NotificationCenter = .default) throws {
        self.init(try KeyboardReplayFile(contentsOf: url), into: center)
    }

    public var isFinished: Bool { position >= file.notifications.count }

    /// The notification `step()` posts next; nil at the end.
    public var next: KeyboardReplayFile.Entry? { isFinished ? nil : file.notifications[position] }

    /// When the next notification is due, ms since the replay began; nil at the end.
    public var nextTime: UInt64? {
        guard let time = next?.time else { return nil }
        return time >= file.start ? time - file.start : 0
    }

    /// Posts the next notification and returns it; nil at the end.
    @discardableResult
    public func step() -> KeyboardReplayFile.Entry? {
        guard !isFinished else { return nil }
        let entry = file.notifications[position]
        position += 1
        if entry.kind == .lifecycle, let state = entry.applicationState { applicationState = state }
        willPost?(entry)
        let name = KeyboardReplayNames.notification(entry.name)
        switch entry.kind {
        case .keyboard:
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in entry.userInfo ?? [:] { userInfo[KeyboardReplayNames.userInfoKey(key)] = value.posted }
            center.post(name: name, object: nil, userInfo: userInfo)
        case .lifecycle:
            center.post(name: name, object: lifecycleObject)
        case .editing:
            center.post(name: name, object: entry.responder.flatMap(editingObject))
        }
        return entry
    }

    /// Posts every notification due by `deadline` (ms since the replay began; all by default),
    /// waiting on `clock` for each one's time. Returns how many it posted.
    @discardableResult
    public func play(until deadline: UInt64 = .max, clock: any KeyboardReplayClock = ImmediateReplayClock()) async throws -> Int {
        var posted = 0
        while let next = nextTime, next <= deadline {
            try await clock.sleep(until: next)
            step()
            posted += 1
        }
        return posted
    }
}

// MARK: - Names

/// The file's names as UIKit's constants where UIKit is there (they have the same strings);
/// elsewhere the strings themselves, which is what KeyboardClient posts.
@MainActor
enum KeyboardReplayNames {
    static func notification(_ name: String) -> Notification.Name {
        #if canImport(UIKit)
        if let uikit = uikitNotifications[name] { return uikit }
        #endif
        return Notification.Name(name)
    }

    static func userInfoKey(_ key: String) -> String {
        #if canImport(UIKit)
        if let uikit = uikitKeys[key] { return uikit }
        #endif
        return key
    }

    #if canImport(UIKit)
    static let uikitNotifications: [String: Notification.Name] = [
        "UIKeyboardWillShowNotification": UIResponder.keyboardWillShowNotification,
        "UIKeyboardDidShowNotification": UIResponder.keyboardDidShowNotification,
        "UIKeyboardWillHideNotification": UIResponder.keyboardWillHideNotification,
        "UIKeyboardDidHideNotification": UIResponder.keyboardDidHideNotification,
        "UIKeyboardWillChangeFrameNotification": UIResponder.keyboardWillChangeFrameNotification,
        "UIKeyboardDidChangeFrameNotification": UIResponder.keyboardDidChangeFrameNotification,
        "UIApplicationDidFinishLaunchingNotification": UIApplication.didFinishLaunchingNotification,
        "UIApplicationWillResignActiveNotification": UIApplication.willResignActiveNotification,
        "UIApplicationDidEnterBackgroundNotification": UIApplication.didEnterBackgroundNotification,
        "UIApplicationWillEnterForegroundNotification": UIApplication.willEnterForegroundNotification,
        "UIApplicationDidBecomeActiveNotification": UIApplication.didBecomeActiveNotification,
        "UIApplicationWillTerminateNotification": UIApplication.willTerminateNotification,
        "UITextFieldTextDidBeginEditingNotification": UITextField.textDidBeginEditingNotification,
        "UITextFieldTextDidEndEditingNotification": UITextField.textDidEndEditingNotification,
        "UITextViewTextDidBeginEditingNotification": UITextView.textDidBeginEditingNotification,
        "UITextViewTextDidEndEditingNotification": UITextView.textDidEndEditingNotification,
    ]

    static let uikitKeys: [String: String] = [
        "UIKeyboardFrameBeginUserInfoKey": UIResponder.keyboardFrameBeginUserInfoKey,
        "UIKeyboardFrameEndUserInfoKey": UIResponder.keyboardFrameEndUserInfoKey,
        "UIKeyboardAnimationDurationUserInfoKey": UIResponder.keyboardAnimationDurationUserInfoKey,
        "UIKeyboardAnimationCurveUserInfoKey": UIResponder.keyboardAnimationCurveUserInfoKey,
        "UIKeyboardIsLocalUserInfoKey": UIResponder.keyboardIsLocalUserInfoKey,
    ]
    #endif
}
