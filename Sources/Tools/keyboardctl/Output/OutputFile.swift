import Foundation

/// Files keyboardctl writes (SVG, HTML, Markdown, trace lines): a failure names the file.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CtlFailure) {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw .io("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

extension OutputFile {
    /// A directory for several files (`run --export DIR`), created with its parents when missing.
    static func createDirectory(_ path: String) throws(CtlFailure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create the directory \(path): \(error.localizedDescription)")
        }
    }
}
