import ArgumentParser
import Foundation

/// `matrix --all`: the compatibility table is keyboardd-compat's, a program of its own built beside
/// keyboardctl. It links keyboardd's model and the trackers to play every cell in one process;
/// keyboardctl links only the bus contract, so that everything it says about keyboardd comes over
/// the bus (docs/ARCHITECTURE.md). keyboardctl becomes the program (exec), which then owns the
/// terminal, the progress bar, the signals and the exit status.
enum CompatibilityTableProgram {
    /// `jobs` nil: keyboardd-compat's own default, a job per core.
    static func exec(jobs: Int?, shard: String?, check: Bool, writeDocs: Bool, noProgressBar: Bool) throws -> Never {
        let path = Binaries.ownDirectory + "/keyboardd-compat"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Terminal.printError("no keyboardd-compat at \(path): build it with `swift build --product keyboardd-compat`")
            throw ExitCode(CtlFailure.Kind.unavailable.rawValue)
        }
        var arguments = [path]
        if let jobs { arguments += ["--jobs", String(jobs)] }
        if let shard { arguments += ["--shard", shard] }
        if check { arguments.append("--check") }
        if writeDocs { arguments.append("--write-docs") }
        if noProgressBar { arguments.append("--no-progress-bar") }
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        Terminal.printError("cannot start \(path): \(String(cString: strerror(errno)))")
        throw ExitCode(CtlFailure.Kind.unavailable.rawValue)
    }
}
