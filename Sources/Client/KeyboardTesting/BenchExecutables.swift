import Foundation

/// Where the bench finds the two programs it runs. Environment variables first, so that a CI
/// or an unusual layout can say exactly which one; then the usual places.
enum BenchExecutables {
    /// `$KEYBOARDD_BINARY` (and only it, when set); else keyboardd beside the test bundle (a
    /// package whose tests build it), on PATH, or in this keyboardd checkout's own `.build`.
    static func keyboardd(_ explicit: String? = nil) throws(KeyboardBenchError) -> String {
        if let explicit {
            guard isExecutable(explicit) else { throw notFound("at \(explicit)") }
            return explicit
        }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["KEYBOARDD_BINARY"], !path.isEmpty {
            guard isExecutable(path) else { throw notFound("at KEYBOARDD_BINARY=\(path)") }
            return path
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        var candidates = [bundle.path, bundle.deletingLastPathComponent().path].map { "\($0)/keyboardd" }
        candidates += onPath("keyboardd")
        candidates += ["debug", "release"].map { "\(checkout.path)/.build/\($0)/keyboardd" }
        guard let found = candidates.first(where: isExecutable) else {
            throw notFound("beside the test bundle, on PATH or in \(checkout.path)/.build")
        }
        return found
    }

    /// `$KEYBOARDD_DBUS_DAEMON`, else dbus-daemon on PATH.
    static func dbusDaemon(_ explicit: String? = nil) throws(KeyboardBenchError) -> String {
        let named = explicit ?? ProcessInfo.processInfo.environment["KEYBOARDD_DBUS_DAEMON"].flatMap { $0.isEmpty ? nil : $0 }
        if let found = named.map({ [$0] }) ?? Optional(onPath("dbus-daemon")), let path = found.first(where: isExecutable) {
            return path
        }
        throw KeyboardBenchError(
            "dbus-daemon not found \(named.map { "at \(explicit == nil ? "KEYBOARDD_DBUS_DAEMON=" : "")\($0)" } ?? "on PATH"): install it "
                + "(Debian, Ubuntu: apt-get install dbus-daemon) or set KEYBOARDD_DBUS_DAEMON=/path/to/dbus-daemon")
    }

    /// The keyboardd package this file belongs to (Sources/Client/KeyboardTesting/..): a
    /// dependency by path or a checkout in the dependent's .build, where `swift build` puts it.
    static var checkout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func notFound(_ place: String) -> KeyboardBenchError {
        KeyboardBenchError(
            "keyboardd not found \(place): build it in the keyboardd package with `swift build --product keyboardd`, "
                + "then set KEYBOARDD_BINARY=\"$(swift build --show-bin-path)/keyboardd\" (or put keyboardd on PATH)")
    }

    private static func onPath(_ name: String) -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
    }

    private static func isExecutable(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
