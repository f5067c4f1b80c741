import Foundation

/// Where the programs keyboardctl starts live: the sample clients and keyboardd are built beside
/// it (`swift build` puts every product in one directory), unless an option names another place.
enum Binaries {
    /// The directory of the running keyboardctl, symlinks resolved.
    static var ownDirectory: String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if executable.path.contains("/") && FileManager.default.isExecutableFile(atPath: executable.path) {
            return executable.deletingLastPathComponent().path
        }
        // Run through PATH: /proc knows where we are.
        let proc = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return proc.deletingLastPathComponent().path
    }

    /// The sample clients `examples` names, checked to be there: a missing one is an error that
    /// says how to build it.
    static func examplesDirectory(_ option: String?, needing examples: [String]) throws(CtlFailure) -> String {
        let directory = option ?? ownDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .usage("--examples \(directory) is not a directory")
        }
        let missing = Set(examples).sorted().filter { !FileManager.default.isExecutableFile(atPath: directory + "/" + $0) }
        guard missing.isEmpty else {
            let names = missing.joined(separator: ", ")
            throw .unavailable("no sample client \(names) in \(directory): build \(missing.count == 1 ? "it" : "them") with "
                               + missing.map { "`swift build --product \($0)`" }.joined(separator: " and ")
                               + (option == nil ? ", or pass --examples DIR (the directory of the built examples)" : ""))
        }
        return directory
    }

    /// keyboardd for an embedded bus: `--keyboardd PATH`, or the one beside keyboardctl.
    static func keyboardd(_ option: String?) throws(CtlFailure) -> String {
        let path = option ?? ownDirectory + "/keyboardd"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw .unavailable("no keyboardd at \(path): build it with `swift build --product keyboardd`"
                               + (option == nil ? ", or pass --keyboardd PATH" : ""))
        }
        return path
    }
}
