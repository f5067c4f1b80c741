import Foundation
import FuzzTargets

/// Where libFuzzer is not available: a deterministic mutation fuzzer. It starts from the
/// corpus and the target's seeds and applies libFuzzer's simplest mutations (bit flips,
/// interesting values, inserted, erased, copied and spliced ranges) with a seeded generator,
/// so a run is repeatable from its seed. No coverage feedback: weaker than libFuzzer, but the
/// same properties and the same bound on time.
enum MutationFuzzer {
    static let maxLength = 4096

    static func run(_ target: FuzzTarget, options: [String]) -> Int32 {
        var seconds = 10.0, seed: UInt64 = 1, corpusDirectory: String?, artifacts = "."
        var index = 0
        while index < options.count {
            let value = index + 1 < options.count ? options[index + 1] : ""
            switch options[index] {
            case "--seconds": seconds = Double(value) ?? seconds
            case "--seed": seed = UInt64(value) ?? seed
            case "--corpus": corpusDirectory = value
            case "--artifacts": artifacts = value
            default: FuzzCommand.fail("unknown option \(options[index])")
            }
            index += 2
        }
        var corpus = target.seeds()
        if let corpusDirectory {
            corpus += Replay.files([corpusDirectory]).compactMap { FileManager.default.contents(atPath: $0).map(Array.init) }
        }
        if corpus.isEmpty { corpus = [[]] }
        print("\(target.rawValue): mutation fuzzer, seed \(seed), \(corpus.count) starting inputs, \(seconds) s")

        var random = SplitMix64(seed: seed)
        let deadline = Date().addingTimeInterval(seconds)
        var executions = 0
        while executions % 64 != 0 || Date() < deadline {
            var input = corpus[random.below(corpus.count)]
            for _ in 0...random.below(4) { mutate(&input, corpus: corpus, random: &random) }
            executions += 1
            let failures = target.run(input)
            if !failures.isEmpty {
                let file = "\(artifacts)/failure-\(target.rawValue)-\(seed)-\(executions)"
                try? Data(input).write(to: URL(fileURLWithPath: file))
                print("\(target.rawValue): FAILED after \(executions) executions; input saved to \(file)")
                for failure in failures { print("  \(failure)") }
                return 1
            }
        }
        print("\(target.rawValue): \(executions) executions in \(seconds) s, 0 failures")
        return 0
    }

    static let interesting: [UInt8] = [0, 1, 0x7f, 0x80, 0xff, UInt8(ascii: "l"), UInt8(ascii: "B"),
                                       UInt8(ascii: "a"), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "v"), 32, 64]

    static func mutate(_ input: inout [UInt8], corpus: [[UInt8]], random: inout SplitMix64) {
        switch random.below(input.isEmpty ? 2 : 8) {
        case 0:   // insert random bytes
            let at = random.below(input.count + 1)
            input.insert(contentsOf: (0..<1 + random.below(8)).map { _ in random.byte() }, at: at)
        case 1:   // splice: the head of this one, the tail of another
            let other = corpus[random.below(corpus.count)]
            input = Array(input.prefix(random.below(input.count + 1))) + other.suffix(random.below(other.count + 1))
        case 2: input[random.below(input.count)] ^= 1 << UInt8(random.below(8))
        case 3: input[random.below(input.count)] = interesting[random.below(interesting.count)]
        case 4: input[random.below(input.count)] = random.byte()
        case 5:   // erase a range
            let start = random.below(input.count)
            input.removeSubrange(start..<min(input.count, start + 1 + random.below(16)))
        case 6:   // copy a range elsewhere
            let start = random.below(input.count)
            let piece = input[start..<min(input.count, start + 1 + random.below(16))]
            input.insert(contentsOf: piece, at: random.below(input.count + 1))
        default:  // a 32-bit length or count set to an edge value
            guard input.count >= 4 else { return }
            let at = random.below(input.count - 3)
            let value: UInt32 = [0, 1, 0x7fff_ffff, 0xffff_ffff, 0x0400_0000, 64][random.below(6)]
            for i in 0..<4 { input[at + i] = UInt8(truncatingIfNeeded: value >> UInt32(8 * i)) }
        }
        if input.count > maxLength { input.removeLast(input.count - maxLength) }
    }
}
