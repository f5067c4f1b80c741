import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The daemon's one piece of state that must survive a restart: the input-mode memory
/// (text input context identifier → last input mode name, W7), kept in
/// `<directory>/input-modes.json`.
///
/// - `load()` never fails and never crashes: a file that cannot be used is moved aside
///   to `input-modes.json.corrupt-<N>` (never deleted, never overwritten) and reported.
/// - `save(_:)` replaces the file atomically and durably (temporary file, fsync, rename,
///   fsync of the directory), so a crash leaves the old memory or the new one.
///
/// Keys and values are limited to 1...255 UTF-8 bytes and the memory to `entryLimit`
/// entries; both `load` and `save` apply the same rules, so whatever `save` writes,
/// `load` reads back whole.
public struct InputModeStateFile: Sendable {
    public static let fileName = "input-modes.json"
    public static let defaultEntryLimit = 256

    public let directory: URL
    public let entryLimit: Int

    /// `$XDG_STATE_HOME/keyboardd`, or `$HOME/.local/state/keyboardd` when
    /// `XDG_STATE_HOME` is unset, empty or relative (the XDG Base Directory rules).
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("keyboardd", isDirectory: true)
        }
        let home: String
        if let value = environment["HOME"], value.hasPrefix("/") {
            home = value
        } else if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir, dir.pointee != 0 {
            home = String(cString: dir)
        } else {
            home = "/"
        }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("state", isDirectory: true)
            .appendingPathComponent("keyboardd", isDirectory: true)
    }

    public init(directory: URL, entryLimit: Int = InputModeStateFile.defaultEntryLimit) {
        self.directory = directory
        self.entryLimit = max(0, entryLimit)
    }

    /// The state file's path.
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName, isDirectory: false) }

    private var directoryPath: String { directory.path }
    private var filePath: String { StateFileIO.joinPath(directoryPath, Self.fileName) }

    /// Reads the memory. No file: empty and no problem. A file that cannot be used at all
    /// (unreadable, not a regular file, too large, not JSON, another format, another
    /// version): empty, the file moved aside, and a problem saying what and where.
    /// Temporary files of saves that a crash interrupted are removed first.
    /// A file with some bad entries, or more than `entryLimit`: the good ones (the first
    /// `entryLimit` by key), the original moved aside, a cleaned file written in its
    /// place, and a problem saying so.
    public func load() -> (memory: [String: String], problem: String?) {
        removeStaleTemporaries()
        let path = filePath
        let bytes: [UInt8]
        do {
            switch try StateFileIO.readFile(path, limit: InputModeStateFormat.maxFileBytes) {
            case .missing:
                return ([:], nil)
            case .notRegularFile:
                return ([:], discard(because: "is not a regular file"))
            case .tooLarge(let limit):
                return ([:], discard(because: "is larger than \(limit) bytes, so not a keyboardd input-mode file"))
            case .contents(let contents):
                bytes = contents
            }
        } catch {
            if error.code == ENOTDIR || error.code == ENOENT {
                return ([:], "input-mode state file \(path) cannot be reached (\(error.reason)); "
                    + "starting with no remembered input modes")
            }
            return ([:], discard(because: "cannot be read (\(error.reason))"))
        }

        let decoded: InputModeStateFormat.Decoded
        do {
            decoded = try InputModeStateFormat.decode(bytes)
        } catch {
            return ([:], discard(because: error.text))
        }

        var memory = decoded.modes
        var notes: [String] = []
        if !decoded.rejected.isEmpty {
            let shown = decoded.rejected.prefix(5).joined(separator: "; ")
            let more = decoded.rejected.count > 5 ? "; and \(decoded.rejected.count - 5) more" : ""
            notes.append("\(decoded.rejected.count) invalid \(plural(decoded.rejected.count, "entry", "entries")) "
                + "dropped (\(shown)\(more))")
        }
        if memory.count > entryLimit {
            let dropped = memory.count - entryLimit
            memory = Self.firstEntries(memory, limit: entryLimit)
            notes.append("\(dropped + entryLimit) entries, over the limit of \(entryLimit); kept the first "
                + "\(entryLimit) by key and dropped \(dropped)")
        }
        if notes.isEmpty { return (memory, nil) }

        var problem = "input-mode state file \(path): " + notes.joined(separator: "; ")
            + "; kept \(memory.count) \(plural(memory.count, "entry", "entries"))"
        do {
            let aside = try StateFileIO.setAside(path, suffix: "corrupt")
            problem += "; the original file was moved to \(aside)"
            do {
                try save(memory)
                problem += " and a cleaned file written in its place"
            } catch {
                problem += "; writing a cleaned file failed: \(error.message)"
            }
        } catch {
            problem += "; the original file could not be moved aside and was left in place (\(error.message))"
        }
        return (memory, problem)
    }

    /// Writes the memory atomically, creating the directory (mode 0700) when missing.
    /// Entries `load` would reject are left out, and at most `entryLimit` are written
    /// (the first by key). Throws `InputModeStateFileError`, whose message names the path.
    public func save(_ memory: [String: String]) throws(InputModeStateFileError) {
        var valid = memory.filter {
            InputModeStateFormat.fieldProblem($0.key, what: "") == nil
                && InputModeStateFormat.fieldProblem($0.value, what: "") == nil
        }
        if valid.count > entryLimit { valid = Self.firstEntries(valid, limit: entryLimit) }
        do {
            try StateFileIO.makeDirectories(directoryPath)
            try StateFileIO.replaceAtomically(filePath, with: InputModeStateFormat.encode(valid))
        } catch {
            throw InputModeStateFileError(path: filePath, message: "cannot save input-mode state to \(filePath): \(error.message)")
        }
    }

    // MARK: - Helpers

    private func discard(because reason: String) -> String {
        let path = filePath
        let head = "input-mode state file \(path) \(reason)"
        do {
            let aside = try StateFileIO.setAside(path, suffix: "corrupt")
            return "\(head); moved it to \(aside) and started with no remembered input modes"
        } catch {
            return "\(head); it could not be moved aside (\(error.message)) and was left in place; "
                + "started with no remembered input modes"
        }
    }

    private static func firstEntries(_ memory: [String: String], limit: Int) -> [String: String] {
        var kept: [String: String] = [:]
        for key in memory.keys.sorted().prefix(limit) { kept[key] = memory[key] }
        return kept
    }

    private func plural(_ count: Int, _ one: String, _ many: String) -> String { count == 1 ? one : many }
}

/// A failed `InputModeStateFile.save`; `message` names the path and the system's reason.
public struct InputModeStateFileError: Error, LocalizedError, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public var description: String { message }
    public var errorDescription: String? { message }
}
