#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension InputModeStateFile {
    /// A keyboardd killed while saving leaves its temporary file behind
    /// (`.input-modes.json.tmp-<pid>-<random>`; the state file itself is intact, since the
    /// rename never happened). Removes those of processes that no longer exist (a live one may be
    /// saving right now, this process included); returns the names removed.
    @discardableResult
    public func removeStaleTemporaries() -> [String] {
        guard let dir = opendir(directory.path) else { return [] }
        defer { closedir(dir) }
        let prefix = ".\(Self.fileName).tmp-"
        var removed: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name.hasPrefix(prefix), let pid = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            let gone = kill(pid, 0) != 0 && errno == ESRCH
            if gone && unlink(StateFileIO.joinPath(directory.path, name)) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }
}
