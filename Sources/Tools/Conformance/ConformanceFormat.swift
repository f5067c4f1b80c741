import KeyboardContract

/// The keys of a conformance file, each with whether it is required and what it holds: the one
/// list the reader checks keys against, the JSON Schema describes and docs/CONFORMANCE.md's
/// format table shows, so the three cannot disagree.
public enum ConformanceFormat {
    public struct Key: Sendable {
        public let name: String
        public let required: Bool
        public let description: String

        init(_ name: String, required: Bool = false, _ description: String) {
            self.name = name
            self.required = required
            self.description = description
        }
    }

    public static let topLevel: [Key] = [
        Key("log", required: true, "the log's id: the file's name without .yaml (lowercase letters, digits, '.', '-')"),
        Key("title", required: true, "one line: the device, the story and what it logged"),
        Key("source", required: true, "where the log was published"),
        Key("evidence", required: true, "what the logged values are: uikit-userinfo (UIKit's userInfo as printed), "
            + "uikit-names (only the notifications' names), library-event (a library's event derived from a notification)"),
        Key("library-event", "the library's event, when evidence is library-event (required then)"),
        Key("reported", required: true, "what the source says of the device: free text, \"not said\" where it says nothing"),
        Key("keyboardd", required: true, "the era and device keyboardd plays the log on, and why those"),
        Key("settings", "device settings in force during the log (true/false): "
            + ConformanceLog.settingNames.joined(separator: ", ")),
        Key("input-mode", "the input mode during the log, as Control1.SetInputMode takes it (e.g. third-party:SwiftKey:259)"),
        Key("orientation", "the interface orientation during the log, when the source states it or its frames show it"),
        Key("keyboard-mode", "the iPad keyboard's mode during the log (\(Keyboard1.KeyboardMode.rawValues.joined(separator: ", ")))"),
        Key("apps", required: true, "the app processes of the story: role, and bundle-id (default com.example.ROLE)"),
        Key("responders", "the responders the story focuses, by name, with the traits the source states"),
        Key("story", required: true, "what happened, step by step; `record` marks where the logged part begins (absent: the whole story)"),
        Key("observes", "the notifications the logging code observed (absent: the names the log shows)"),
        Key("logged", required: true, "per role, the notifications the device logged from `record` on, in order, each with the values the log shows"),
        Key("ambiguous", "what the source leaves open, and which reading this file takes"),
        Key("notes", "anything else worth knowing: companions, how values were converted"),
    ]

    public static let source: [Key] = [
        Key("url", required: true, "the page the log is on"),
        Key("project", required: true, "the project or site"),
        Key("ref", required: true, "the issue, pull request, answer or page part"),
        Key("date", "YYYY-MM-DD, when the page shows it"),
        Key("author", "who posted the log, when the page shows it"),
        Key("quote", required: true, "a sentence of the source, verbatim"),
    ]

    public static let reported: [Key] = [
        Key("device", required: true, "the device as the source names it"),
        Key("ios", required: true, "the iOS version as the source gives it (a quoted string)"),
        Key("simulator", "true when the log is from the iOS Simulator"),
    ]

    public static let keyboardd: [Key] = [
        Key("device", required: true, "the keyboardd device (docs/DEVICES.md); one keyboardd lacks makes the log not expressible"),
        Key("era", required: true, "the keyboardd era (docs/PROFILES.md; `profile`, its old name, is read for a release with a warning); one keyboardd lacks (e.g. a planned ios6) makes the log not expressible"),
        Key("why", required: true, "why this era and device stand for the source's"),
    ]

    public static let app: [Key] = [
        Key("role", required: true, "how the story and logged name the app"),
        Key("bundle-id", "default com.example.ROLE"),
    ]

    public static let responder: [Key] = [
        Key("kind", "\(App1.ResponderKind.alternatives) (App1 trait Kind)"),
        Key("secure", "isSecureTextEntry (trait SecureTextEntry)"),
        Key("content-type", "textContentType, e.g. password (trait TextContentType)"),
        Key("accessory-height", "the inputAccessoryView's height in points (trait InputAccessoryViewHeight)"),
        Key("keyboard-type", "e.g. numberPad (trait KeyboardType)"),
        Key("autocorrection", "autocorrectionType: \(App1.AutocorrectionType.alternatives), quoted (a bare no is YAML's false) (trait AutocorrectionType)"),
    ]

    public static let logged: [Key] = [
        Key("name", required: true, "the notification: " + ConformanceLog.notificationNames.joined(separator: ", ")),
        Key("begin", "UIKeyboardFrameBeginUserInfoKey, [x, y, width, height]"),
        Key("end", "UIKeyboardFrameEndUserInfoKey, [x, y, width, height]"),
        Key("center-begin", "UIKeyboardCenterBeginUserInfoKey, [x, y]"),
        Key("center-end", "UIKeyboardCenterEndUserInfoKey, [x, y]"),
        Key("bounds", "UIKeyboardBoundsUserInfoKey, [x, y, width, height]"),
        Key("duration", "UIKeyboardAnimationDurationUserInfoKey, seconds"),
        Key("curve", "UIKeyboardAnimationCurveUserInfoKey, an integer"),
        Key("local", "UIKeyboardIsLocalUserInfoKey"),
        Key("keys", "every userInfo key the log shows, compared as a set with what keyboardd sent (its own Sequence, Time and Owner left out)"),
        Key("at", "seconds after the role's first logged notification"),
        Key("height", "UIKeyboardFrameEndUserInfoKey's height, where only the height is logged"),
    ]

    /// The step keywords; Control1 methods and the apps' roles are steps too.
    public static let stepKeywords = ["settle", "advance", "record", "unsupported"]

    /// An app's commands in a story, as `ROLE: COMMAND`.
    public static let appCommands = ["focus FIELD", "resign", "reload", "accessory HEIGHT", "input-view HEIGHT"]

    static func names(_ keys: [Key]) -> [String] { keys.map(\.name) }
}
