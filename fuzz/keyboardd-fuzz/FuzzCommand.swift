// keyboardd-fuzz TARGET [options]: runs one fuzz target (dbus-message, dbus-body, model-events);
// without TARGET, the one KEYBOARDD_FUZZ_TARGET names.
//
// Built with `-sanitize=fuzzer -DLIBFUZZER` (scripts/fuzz), everything after TARGET goes to
// libFuzzer: `keyboardd-fuzz model-events NEW_DIR fuzz/corpus/model-events -max_total_time=60`.
// (A debug build runs libFuzzer's own main, which takes only libFuzzer's arguments: name the
// target with KEYBOARDD_FUZZ_TARGET, as scripts/fuzz does for both builds.)
// Built normally, it replays inputs or runs its own deterministic mutation fuzzer:
//   keyboardd-fuzz TARGET --replay FILE_OR_DIR...
//   keyboardd-fuzz model-events --explain FILE     (the stream's events and notifications)
//   keyboardd-fuzz TARGET --seconds N [--seed S] [--corpus DIR] [--artifacts DIR]
// and in both builds `--write-seeds DIR` writes the target's starting inputs.
import Foundation
import FuzzTargets
#if LIBFUZZER
import CFuzzing
#endif

/// The target libFuzzer's callback runs: set once by `main` before the driver starts, or (when
/// libFuzzer's own main runs, as in a debug build) read from KEYBOARDD_FUZZ_TARGET.
nonisolated(unsafe) var selectedTarget: FuzzTarget?
let targetVariable = "KEYBOARDD_FUZZ_TARGET"

@main
struct FuzzCommand {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // The target is the first argument, or KEYBOARDD_FUZZ_TARGET: libFuzzer runs the program
        // again for -merge, -fork and -jobs with its own flags only, and the environment is inherited.
        let target: FuzzTarget
        if let name = arguments.first, let named = FuzzTarget(rawValue: name) {
            target = named
            arguments.removeFirst()
            setenv(targetVariable, name, 1)
        } else if let name = ProcessInfo.processInfo.environment[targetVariable], let named = FuzzTarget(rawValue: name) {
            target = named
        } else {
            fail("usage: keyboardd-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) [options]")
        }
        if arguments.first == "--write-seeds", arguments.count == 2 {
            exit(writeSeeds(target, to: arguments[1]))
        }
        #if LIBFUZZER
        selectedTarget = target
        exit(runLibFuzzer(program: CommandLine.arguments[0], arguments))
        #else
        if arguments.first == "--replay" {
            exit(Replay.run(target, paths: Array(arguments.dropFirst())))
        }
        if arguments.first == "--explain", arguments.count == 2 {
            exit(Replay.explain(target, file: arguments[1]))
        }
        exit(MutationFuzzer.run(target, options: arguments))
        #endif
    }

    static func writeSeeds(_ target: FuzzTarget, to directory: String) -> Int32 {
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (index, seed) in target.seeds().enumerated() {
                try Data(seed).write(to: url.appendingPathComponent(String(format: "seed-%03d", index)))
            }
        } catch {
            fail("cannot write seeds to \(directory): \(error)")
        }
        print("\(target.rawValue): wrote \(target.seeds().count) seeds to \(directory)")
        return 0
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("keyboardd-fuzz: \(message)\n".utf8))
        exit(64)
    }
}

#if LIBFUZZER
/// libFuzzer's driver, started from `main` with the arguments after TARGET.
func runLibFuzzer(program: String, _ arguments: [String]) -> Int32 {
    var argc = Int32(arguments.count + 1)
    let strings = ([program] + arguments).map { strdup($0) }
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = UnsafeMutablePointer.allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { argv![index] = string }
    argv![strings.count] = nil
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) }
}

/// libFuzzer runs this for every input; a broken property aborts, which libFuzzer records as a
/// crash with the input saved beside it. Also the entry of libFuzzer's own main: a debug build
/// renames the program's main (SwiftPM's testable executables), so libFuzzer's is linked instead.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    if selectedTarget == nil {
        guard let name = ProcessInfo.processInfo.environment[targetVariable], let target = FuzzTarget(rawValue: name) else {
            FuzzCommand.fail("set \(targetVariable) to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        selectedTarget = target
    }
    let target = selectedTarget!
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let failures = target.run(bytes)
    if !failures.isEmpty {
        FileHandle.standardError.write(Data("keyboardd-fuzz: \(target.rawValue): \(failures.joined(separator: "\n  "))\n".utf8))
        abort()
    }
    return 0
}
#endif
