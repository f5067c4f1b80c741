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

extension OutputFile {
    /// A file the output no longer has (`corpus`): a failure names it.
    static func remove(_ path: String) throws(CtlFailure) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .io("cannot remove \(path): \(error.localizedDescription)")
        }
    }

    /// The folders under `path` left empty by removals, deepest first; `path` itself stays.
    static func removeEmptyDirectories(under path: String) {
        let folders = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &d) && d.boolValue }
            .sorted { $0.count > $1.count }
        for folder in folders where (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: path + "/" + folder)
        }
    }
}
