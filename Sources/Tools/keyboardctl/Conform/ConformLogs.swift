import Conformance
import Foundation
import ScenarioFiles

/// The logs and the baseline `conform` works with, or a failure with every problem.
enum ConformLogs {
    /// The files given, or every conformance/*.yaml under the current directory; each read and
    /// checked. Any problem in any file stops the run before anything is played (exit 64; 74 for
    /// a file that cannot be read), with every problem of every file listed.
    static func load(_ files: [String]) throws(CtlFailure) -> [(path: String, log: ConformanceLog)] {
        var paths = files
        if paths.isEmpty {
            do {
                paths = try ConformanceFile.files(in: ConformanceDocuments.corpusDirectory)
            } catch {
                throw .usage("no \(ConformanceDocuments.corpusDirectory)/ directory in \(FileManager.default.currentDirectoryPath): "
                             + "run from the repository's root, or name the files")
            }
            guard !paths.isEmpty else { throw .usage("no .yaml file in \(ConformanceDocuments.corpusDirectory)/") }
        }
        var logs: [(path: String, log: ConformanceLog)] = []
        var problems: [String] = []
        var unreadable = false
        for path in paths {
            do {
                var warnings: [ScenarioFileProblem] = []
                logs.append((path, try ConformanceFile.load(path: path, warnings: &warnings)))
                for warning in warnings { Terminal.printError("\(path):\(warning.line):\(warning.column): warning: \(warning.message)") }
            } catch {
                problems += error.lines
                unreadable = unreadable || error.kind == .unreadable
            }
        }
        if let duplicate = Dictionary(grouping: logs, by: \.log.id).first(where: { $0.value.count > 1 }) {
            problems.append("\(duplicate.value[1].path):1:1: the log '\(duplicate.key)' is also \(duplicate.value[0].path)")
        }
        guard problems.isEmpty else {
            let message = problems.joined(separator: "\nkeyboardctl: ")
            throw unreadable ? .io(message) : .usage(message)
        }
        return logs
    }

    /// The baseline: `--baseline FILE` (which must be there), else the committed verdicts when
    /// they are under the current directory; none with `--no-baseline`.
    static func baseline(_ option: String?, disabled: Bool) throws(CtlFailure) -> (path: String, report: ConformanceReport)? {
        guard !disabled else { return nil }
        let path = option ?? ConformanceDocuments.verdictsPath
        guard let data = FileManager.default.contents(atPath: path) else {
            if option == nil { return nil }
            throw .io("cannot read the baseline \(path): "
                      + (FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file"))
        }
        do {
            return (path, try ConformanceReport.decode(data))
        } catch {
            throw .usage("\(path) is not a verdicts file (as `keyboardctl conform --json` writes one): \(error)")
        }
    }
}
