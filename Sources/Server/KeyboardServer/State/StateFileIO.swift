#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small POSIX helpers for the state files: whole-file reads with a size cap, durable
/// writes, directory creation and moving a file aside without overwriting anything.
/// Failures come back as `StateFileIO.Failure` (errno plus the path), never as traps.
enum StateFileIO {
    struct Failure: Error {
        let operation: String
        let path: String
        let code: Int32

        var reason: String { String(cString: strerror(code)) }
        var message: String { "\(operation) \(path): \(reason)" }
    }

    enum ReadOutcome {
        case missing
        case notRegularFile
        case tooLarge(limit: Int)
        case contents([UInt8])
    }

    /// Reads a whole regular file of at most `limit` bytes.
    static func readFile(_ path: String, limit: Int) throws(Failure) -> ReadOutcome {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            let code = errno
            if code == ENOENT { return .missing }
            throw Failure(operation: "cannot open", path: path, code: code)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw Failure(operation: "cannot stat", path: path, code: errno) }
        if (info.st_mode & S_IFMT) != S_IFREG { return .notRegularFile }
        if Int(info.st_size) > limit { return .tooLarge(limit: limit) }

        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "cannot read", path: path, code: errno)
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > limit { return .tooLarge(limit: limit) }
        }
        return .contents(bytes)
    }

    /// Creates `path` and any missing parents with mode 0700 (the XDG rule for state
    /// directories). Directories that already exist are left as they are.
    static func makeDirectories(_ path: String) throws(Failure) {
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw Failure(operation: "cannot create directory", path: path, code: ENOTDIR)
        }
        if errno != ENOENT { throw Failure(operation: "cannot create directory", path: path, code: errno) }
        let parent = parentPath(path)
        if parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
            throw Failure(operation: "cannot create directory", path: path, code: code)
        }
        // The umask may have taken bits away; the directory is ours, so say exactly 0700.
        _ = chmod(path, 0o700)
    }

    /// Writes `bytes` to `path` durably: a new temporary file in the same directory
    /// (created exclusively, mode 0600), fsync, rename over `path`, fsync the directory.
    /// Readers see the old contents or the new ones, never a mixture or a prefix.
    static func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let directory = parentPath(path)
        let base = baseName(path)
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<100 {
            temporary = joinPath(directory, ".\(base).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        if fd < 0 { throw Failure(operation: "cannot create temporary file", path: temporary, code: errno) }

        var committed = false
        defer { if !committed { _ = unlink(temporary) } }
        do throws(Failure) {
            try writeAll(fd, bytes, path: temporary)
            if fsync(fd) != 0 { throw Failure(operation: "cannot sync", path: temporary, code: errno) }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw Failure(operation: "cannot close", path: temporary, code: errno) }
        if rename(temporary, path) != 0 { throw Failure(operation: "cannot rename \(temporary) to", path: path, code: errno) }
        committed = true
        try syncDirectory(directory)
    }

    /// Moves `path` to `path` + `.<suffix>-<N>` with the smallest free N from 1, never
    /// replacing an existing file. Returns the new path.
    static func setAside(_ path: String, suffix: String) throws(Failure) -> String {
        for n in 1...100_000 {
            let target = "\(path).\(suffix)-\(n)"
            // link(2) refuses to replace an existing name, so a racing process cannot be overwritten.
            if link(path, target) == 0 {
                if unlink(path) != 0 {
                    let code = errno
                    _ = unlink(target)
                    throw Failure(operation: "cannot move aside", path: path, code: code)
                }
                try? syncDirectory(parentPath(path))
                return target
            }
            let code = errno
            if code == EEXIST { continue }
            if code == ENOENT { throw Failure(operation: "cannot move aside", path: path, code: code) }
            // No hard links here (a directory, or a file system without them): check, then rename.
            var info = stat()
            if lstat(target, &info) == 0 { continue }
            if errno != ENOENT { throw Failure(operation: "cannot move aside", path: path, code: errno) }
            if rename(path, target) != 0 { throw Failure(operation: "cannot move aside", path: path, code: errno) }
            try? syncDirectory(parentPath(path))
            return target
        }
        throw Failure(operation: "cannot move aside (no free name)", path: path, code: EEXIST)
    }

    static func syncDirectory(_ path: String) throws(Failure) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw Failure(operation: "cannot open directory", path: path, code: errno) }
        defer { close(fd) }
        if fsync(fd) != 0 {
            let code = errno
            // Some file systems cannot sync a directory; the rename itself has happened.
            if code == EINVAL || code == ENOTSUP { return }
            throw Failure(operation: "cannot sync directory", path: path, code: code)
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "cannot write", path: path, code: errno)
            }
            offset += n
        }
    }

    static func parentPath(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func joinPath(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
