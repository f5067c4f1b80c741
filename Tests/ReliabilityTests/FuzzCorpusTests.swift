import Foundation
import FuzzTargets
import Testing

/// Every input in fuzz/corpus (the seeds, what libFuzzer kept, and any crash it found, renamed
/// `regression-*`) runs again through its target: what was once found stays fixed.
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz/corpus")

    @Test(arguments: FuzzTarget.allCases)
    func corpusInputsKeepEveryProperty(_ target: FuzzTarget) throws {
        let directory = Self.corpus.appendingPathComponent(target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.count >= target.seeds().count, "the committed corpus holds at least the seeds")
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            let failures = target.run(bytes)
            #expect(failures.isEmpty, "\(target.rawValue)/\(name): \(failures)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsKeepEveryProperty(_ target: FuzzTarget) {
        for (index, seed) in target.seeds().enumerated() {
            #expect(target.run(seed).isEmpty, "\(target.rawValue) seed \(index): \(target.run(seed))")
        }
    }
}
