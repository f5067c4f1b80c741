import Logging

extension Logger {
    /// A logger that writes nothing, so test output stays readable.
    static func quiet(_ label: String = "keyboard.tracker") -> Logger {
        Logger(label: label) { _ in SwiftLogNoOpLogHandler() }
    }
}
