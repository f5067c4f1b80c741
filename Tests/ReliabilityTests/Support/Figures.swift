import Foundation

/// The figures the reliability tests measure (counts, latencies, memory), printed as one line
/// each, `[figure] name: text`, and appended to `$KEYBOARDD_FIGURES` when it names a file, so a
/// CI log or a note can quote them.
enum Figures {
    private static let lock = NSLock()

    static func record(_ name: String, _ text: String) {
        let line = "[figure] \(name): \(text)\n"
        lock.withLock {
            FileHandle.standardOutput.write(Data(line.utf8))
            guard let path = ProcessInfo.processInfo.environment["KEYBOARDD_FIGURES"], !path.isEmpty else { return }
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                handle.write(Data(line.utf8))
                try? handle.close()
            }
        }
    }

    /// Milliseconds with one decimal.
    static func ms(_ duration: Duration) -> String {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.1f ms", ms)
    }
}
