import Foundation
import ProcessSupport

/// Where keyboardctl writes: lines on stdout, each written at once (a monitor piped into another
/// program must not sit in a buffer), and messages on stderr.
enum Terminal {
    /// The exit status when stdout's reader went away: the one a shell shows for a program that
    /// SIGPIPE ended (128 + 13), as `keyboardctl monitor | head` expects, but reached cleanly.
    static let readerLeftStatus: Int32 = 141

    static func printLine(_ line: String) {
        write(line + "\n")
    }

    /// A line on stdout; false when its reader has gone, for a caller that stops its own work
    /// before `readerLeft()`.
    static func tryPrintLine(_ line: String) -> Bool {
        OutputChannel.standardOutput.write(line + "\n")
    }

    /// Text on stdout. When its reader has gone (SIGPIPE is ignored, Keyboardctl.main), there is
    /// no one left to tell: keyboardctl stops what it started and ends quietly.
    static func write(_ text: String) {
        if !OutputChannel.standardOutput.write(text) { readerLeft() }
    }

    static func readerLeft() -> Never {
        EmbeddedKeyboardd.stopAll()
        exit(readerLeftStatus)
    }

    static func printError(_ message: String) {
        OutputChannel.standardError.write("keyboardctl: " + message + "\n")
    }

    /// A notice on stderr that is not an error (e.g. the monitor's banner).
    static func printNotice(_ message: String) {
        OutputChannel.standardError.write(message + "\n")
    }

    /// Colour only on a terminal, and never with NO_COLOR set (no-color.org) or `--no-color`.
    static func wantsColor(disabled: Bool) -> Bool {
        if disabled { return false }
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) != 0
    }
}

/// One colour per app, the same in every run (a hash of the bundle id, not Swift's seeded one),
/// as ANSI SGR codes.
struct AppPalette: Sendable {
    let enabled: Bool

    /// Green, yellow, blue, magenta, cyan and their bright forms; red is kept for what went wrong.
    static let codes = [32, 33, 34, 35, 36, 92, 93, 94, 95, 96]

    static func index(of app: String) -> Int {
        var hash: UInt32 = 2_166_136_261   // FNV-1a
        for byte in app.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(codes.count))
    }

    func app(_ name: String) -> String {
        guard enabled, !name.isEmpty else { return name }
        return "\u{1B}[\(Self.codes[Self.index(of: name)])m\(name)\u{1B}[0m"
    }

    /// Text in the app's colour (e.g. a notification's name in its owner's colour).
    func tinted(_ text: String, as app: String) -> String {
        guard enabled, !app.isEmpty else { return text }
        return "\u{1B}[\(Self.codes[Self.index(of: app)])m\(text)\u{1B}[0m"
    }

    func warning(_ text: String) -> String {
        enabled ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text
    }

    func dim(_ text: String) -> String {
        enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }
}
