// The replay format (docs/REPLAY.md, "keyboardd-replay" version 2): what one app received from
// keyboardd in one era on one device, as `keyboardctl run --export` and `keyboardctl corpus`
// write it. Codable, Foundation only, so that an iOS test target reads it as it is.

import Foundation

/// One app's notifications in one era on one device.
public struct KeyboardReplayFile: Codable, Sendable, Equatable {
    /// `"keyboardd-replay"`.
    public var format: String
    /// The version of the format; this code reads up to `supportedVersion`.
    public var version: Int
    /// The app's bundle id.
    public var app: String
    /// The scenario file's id (its name without `.yaml`).
    public var scenario: String?
    /// keyboardd's profile (era), e.g. `ios13`.
    public var profile: String?
    /// keyboardd's device, e.g. `iphone-x`.
    public var device: String?
    public var orientation: String?
    /// The device's screen at the start, `[x, y, width, height]` in points.
    public var screen: [Double]?
    /// The app's window at the start, `[x, y, width, height]` in screen coordinates.
    public var windowFrame: [Double]?
    /// keyboardd's clock (ms) when the story (or its segment) began: the replay's time zero.
    public var start: UInt64
    /// In the order the app received them.
    public var notifications: [Entry]
    /// keyboardd's truth (App1.KeyboardOverlap: where the keyboard really covers the app's
    /// window), read at the end of each step of the story at which no keyboard animation ran.
    /// Absent in files written before it. Read it through `restingOverlap(received:at:)` or the
    /// player's `keyboardOverlap`.
    public var keyboardOverlap: [RestingOverlap]?

    public static let formatName = "keyboardd-replay"
    public static let supportedVersion = 2

    /// `screen` as a rect.
    public var screenRect: CGRect? { screen.flatMap(Self.rect) }
    /// `windowFrame` as a rect: give your test's window this frame, the keyboard's frames are in the same screen.
    public var windowRect: CGRect? { windowFrame.flatMap(Self.rect) }

    static func rect(_ numbers: [Double]) -> CGRect? {
        numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
    }

    public init(app: String, start: UInt64 = 0, notifications: [Entry], scenario: String? = nil, profile: String? = nil,
                device: String? = nil, orientation: String? = nil, screen: [Double]? = nil, windowFrame: [Double]? = nil,
                keyboardOverlap: [RestingOverlap]? = nil) {
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
        self.keyboardOverlap = keyboardOverlap
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

    /// Where the keyboard comes to rest over the app's window once the app has received its first
    /// `received` notifications of this file and keyboardd's clock reads `time` (ms, keyboardd's
    /// clock, as `start`): the first read of the truth at rest from then on, or the last read when
    /// the story ends before another. In window coordinates, `.zero` when the keyboard covers none
    /// of the window; nil when the file has no reads.
    ///
    /// At a WillShow it is where that keyboard will rest (not where it starts), so a view that
    /// aims there at once agrees with it, and a view that moved for another app's keyboard does not.
    public func restingOverlap(received: Int, at time: UInt64) -> CGRect? {
        guard let reads = keyboardOverlap, let last = reads.last else { return nil }
        return (reads.first { $0.received >= received && $0.time >= time } ?? last).rect
    }

    /// One read of keyboardd's truth at rest: at `time` (keyboardd's clock, ms), after the app had
    /// received the file's first `received` notifications, the keyboard covered `rect` of its
    /// window (window coordinates; zero when none).
    public struct RestingOverlap: Codable, Sendable, Equatable {
        public var time: UInt64
        public var received: Int
        public var rect: CGRect

        public init(time: UInt64, received: Int, rect: CGRect) {
            (self.time, self.received, self.rect) = (time, received, rect)
        }

        private enum CodingKeys: String, CodingKey { case time, received, rect }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode(UInt64.self, forKey: .time)
            received = try container.decode(Int.self, forKey: .received)
            guard let rect = KeyboardReplayFile.rect(try container.decode([Double].self, forKey: .rect)) else {
                throw DecodingError.dataCorruptedError(forKey: .rect, in: container, debugDescription: "a rect is [x, y, width, height]")
            }
            self.rect = rect
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            try container.encode(received, forKey: .received)
            try container.encode([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }, forKey: .rect)
        }
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
        /// The record's sequence number in keyboardd's trace (Control1.Trace): one counter for
        /// every app, so it orders several apps' notifications as they were delivered.
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
    /// `{"strings": ["a", "b"]}`, `{"point": [187.5, 645.5]}` (version 2: UIKit's center keys).
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
    }
}

/// Why a file or a set of files cannot be replayed.
public enum KeyboardReplayError: Error, Equatable, CustomStringConvertible {
    case notAReplayFile(String)
    case newerVersion(Int)
    /// A story of several apps was given no center for this app.
    case noCenter(app: String)
    /// Two files of one story are the same app's.
    case sameApp(String)
    /// A story of no app.
    case noFiles

    public var description: String {
        switch self {
        case .notAReplayFile(let format):
            "not a keyboardd replay file (format \"\(format)\", expected \"\(KeyboardReplayFile.formatName)\")"
        case .newerVersion(let version):
            "replay file version \(version) is newer than this player reads (\(KeyboardReplayFile.supportedVersion)): "
                + "take the player from the same keyboardd as the file"
        case .noCenter(let app):
            "no NotificationCenter for \(app): give every app of the story its own center"
        case .sameApp(let app):
            "two files of one story are \(app)'s: a story has one file per app"
        case .noFiles:
            "a replay needs at least one app's file"
        }
    }
}
