import Foundation
import FuzzTargets

/// Runs saved inputs (files, or every file in a directory) and says which broke a property.
enum Replay {
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var count = 0, failed = 0
        for file in files(paths) {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("\(file): cannot read")
                failed += 1
                continue
            }
            count += 1
            let failures = target.run(Array(data))
            if !failures.isEmpty {
                failed += 1
                print("\(file): \(failures.joined(separator: "; "))")
            }
        }
        print("\(target.rawValue): replayed \(count) inputs, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// One input, told step by step (model-events: each event with its time, each keyboard
    /// notification), then the properties it broke.
    static func explain(_ target: FuzzTarget, file: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: file) else {
            FuzzCommand.fail("\(file): cannot read")
        }
        let failures = target.explain(Array(data)) { print($0) }
        for failure in failures { print("FAILED: \(failure)") }
        return failures.isEmpty ? 0 : 1
    }

    /// Regular files, sorted; directories are read one level deep.
    static func files(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                result += names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
            } else {
                result.append(path)
            }
        }
        return result
    }
}
