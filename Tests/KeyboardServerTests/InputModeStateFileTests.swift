import Foundation
import KeyboardContract
import KeyboardServer
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory under the system temp dir, removed when the test ends.
private final class TempDir {
    let url: URL
    var path: String { url.path }

    init() throws {
        var template = Array((URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("keyboardd-state-XXXXXX").path).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw CocoaError(.fileWriteUnknown) }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

private let sample: [String: String] = [
    "chat.compose": "zh-Hans-Pinyin",
    "search": "en-US",
    "notes/\"quoted\"\\n\u{1}": "emoji",
    "日本語": "third-party:Gboard:216",
]

@Suite struct InputModeStateFileTests {
    // MARK: Round trip and format

    @Test func roundTrip() throws {
        let dir = try TempDir()
        let file = InputModeStateFile(directory: dir.url)
        try file.save(sample)
        let loaded = file.load()
        #expect(loaded.problem == nil)
        #expect(loaded.memory == sample)
        #expect(dir.names() == ["input-modes.json"])
    }

    @Test func formatIsDeterministicWithSortedKeys() throws {
        let dir = try TempDir()
        let file = InputModeStateFile(directory: dir.url)
        try file.save(["b": "en-US", "a": "zh-Hans-Pinyin"])
        let expected = """
            {
              "format": "org.keyboardd.input-modes",
              "version": 1,
              "modes": {
                "a": "zh-Hans-Pinyin",
                "b": "en-US"
              }
            }

            """
        #expect(dir.read("input-modes.json") == expected)
        try file.save([:])
        #expect(dir.read("input-modes.json") == "{\n  \"format\": \"org.keyboardd.input-modes\",\n  \"version\": 1,\n  \"modes\": {}\n}\n")
        #expect(file.load().memory == [:])
    }

    @Test func readsCompactJSONWrittenByOthers() throws {
        let dir = try TempDir()
        try dir.write("input-modes.json", #"{"modes":{"x":"emoji"},"version":1,"format":"org.keyboardd.input-modes","extra":[1]}"#)
        let loaded = InputModeStateFile(directory: dir.url).load()
        #expect(loaded.problem == nil)
        #expect(loaded.memory == ["x": "emoji"])
    }

    @Test func absentFileIsEmptyWithoutProblem() throws {
        let dir = try TempDir()
        let loaded = InputModeStateFile(directory: dir.url).load()
        #expect(loaded.memory.isEmpty)
        #expect(loaded.problem == nil)
        #expect(dir.names().isEmpty)
        let missingDirectory = InputModeStateFile(directory: dir.url.appendingPathComponent("not/yet")).load()
        #expect(missingDirectory.memory.isEmpty && missingDirectory.problem == nil)
    }

    // MARK: Files that cannot be used are set aside

    /// Loads, expects an empty memory and a problem naming `mentions`, and the original
    /// bytes moved to `input-modes.json.corrupt-1`.
    private func expectSetAside(_ bytes: [UInt8], mentions: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = try TempDir()
        try dir.write("input-modes.json", bytes: bytes)
        let loaded = InputModeStateFile(directory: dir.url).load()
        #expect(loaded.memory.isEmpty, sourceLocation: sourceLocation)
        let problem = try #require(loaded.problem, sourceLocation: sourceLocation)
        #expect(problem.contains(mentions), "\(problem)", sourceLocation: sourceLocation)
        #expect(problem.contains(dir.path + "/input-modes.json.corrupt-1"), "\(problem)", sourceLocation: sourceLocation)
        #expect(dir.names() == ["input-modes.json.corrupt-1"], sourceLocation: sourceLocation)
        let kept = try Data(contentsOf: dir.url.appendingPathComponent("input-modes.json.corrupt-1"))
        #expect(Array(kept) == bytes, sourceLocation: sourceLocation)
    }

    @Test func truncatedFileIsSetAside() throws {
        let dir = try TempDir()
        try InputModeStateFile(directory: dir.url).save(sample)
        let full = Array(try #require(dir.read("input-modes.json")).utf8)
        for length in [1, full.count / 3, full.count / 2, full.count - 3] {
            try expectSetAside(Array(full.prefix(length)), mentions: "not valid JSON")
        }
    }

    @Test func emptyFileIsSetAside() throws {
        try expectSetAside([], mentions: "not valid JSON")
    }

    @Test func garbageBytesAreSetAside() throws {
        try expectSetAside([0xFF, 0xFE, 0x00, 0x13, 0x37, 0xC3, 0x28, 0x7B, 0x22], mentions: "not valid JSON")
        try expectSetAside(Array(String(repeating: "[", count: 100_000).utf8), mentions: "not valid JSON")
    }

    @Test func foreignJSONIsSetAside() throws {
        try expectSetAside(Array(#"{"format": "org.example.other", "version": 1, "modes": {}}"#.utf8), mentions: "\"org.example.other\"")
        try expectSetAside(Array(#"{"colour": "blue"}"#.utf8), mentions: "not a keyboardd input-mode file")
        try expectSetAside(Array(#"["org.keyboardd.input-modes", 1]"#.utf8), mentions: "not a JSON object")
        try expectSetAside(Array(#""just a string""#.utf8), mentions: "not a JSON object")
        try expectSetAside(Array(#"{"format": 7, "version": 1, "modes": {}}"#.utf8), mentions: "the number 7")
    }

    @Test func wrongVersionIsSetAside() throws {
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "version": 2, "modes": {}}"#.utf8), mentions: "version the number 2")
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "version": "1", "modes": {}}"#.utf8), mentions: "version the string \"1\"")
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "version": true, "modes": {}}"#.utf8), mentions: "the boolean true")
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "modes": {}}"#.utf8), mentions: "version missing")
    }

    @Test func wrongTypesAreSetAside() throws {
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "version": 1, "modes": ["a", "b"]}"#.utf8), mentions: "\"modes\" that is an array")
        try expectSetAside(Array(#"{"format": "org.keyboardd.input-modes", "version": 1}"#.utf8), mentions: "\"modes\" that is missing")
    }

    @Test func aDirectoryInPlaceOfTheFileIsSetAside() throws {
        let dir = try TempDir()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("input-modes.json"), withIntermediateDirectories: false)
        let loaded = InputModeStateFile(directory: dir.url).load()
        #expect(loaded.memory.isEmpty)
        #expect(loaded.problem?.contains("not a regular file") == true)
        #expect(loaded.problem?.contains("input-modes.json.corrupt-1") == true)
        #expect(dir.names() == ["input-modes.json.corrupt-1"])
        // Afterwards the state can be saved again.
        try InputModeStateFile(directory: dir.url).save(["a": "en-US"])
        #expect(InputModeStateFile(directory: dir.url).load().memory == ["a": "en-US"])
    }

    @Test func setAsideTakesTheFirstFreeNumberAndOverwritesNothing() throws {
        let dir = try TempDir()
        try dir.write("input-modes.json.corrupt-1", "first")
        try dir.write("input-modes.json.corrupt-2", "second")
        try dir.write("input-modes.json.corrupt-4", "fourth")
        try dir.write("input-modes.json", "third")
        let loaded = InputModeStateFile(directory: dir.url).load()
        #expect(loaded.memory.isEmpty)
        #expect(loaded.problem?.contains(dir.path + "/input-modes.json.corrupt-3") == true)
        #expect(dir.read("input-modes.json.corrupt-1") == "first")
        #expect(dir.read("input-modes.json.corrupt-2") == "second")
        #expect(dir.read("input-modes.json.corrupt-3") == "third")
        #expect(dir.read("input-modes.json.corrupt-4") == "fourth")
        #expect(dir.read("input-modes.json") == nil)

        try dir.write("input-modes.json", "fifth")
        #expect(InputModeStateFile(directory: dir.url).load().problem?.contains("corrupt-5") == true)
        #expect(dir.read("input-modes.json.corrupt-5") == "fifth")
    }

    // MARK: Bad entries and the entry limit

    @Test func badEntriesAreDroppedTheOriginalKeptAndACleanFileWritten() throws {
        let dir = try TempDir()
        let long = String(repeating: "k", count: 256)
        let text = """
            {"format": "org.keyboardd.input-modes", "version": 1, "modes": {
              "good": "en-US", "": "emoji", "\(long)": "en-US", "number": 3, "null": null,
              "list": ["en-US"], "emptyMode": "", "longMode": "\(long)",
              "edge\(String(repeating: "e", count: 251))": "zh-Hans-10key"
            }}
            """
        try dir.write("input-modes.json", text)
        let file = InputModeStateFile(directory: dir.url)
        let loaded = file.load()
        let edge = "edge" + String(repeating: "e", count: 251)
        #expect(edge.utf8.count == 255)
        #expect(loaded.memory == ["good": "en-US", edge: "zh-Hans-10key"])
        let problem = try #require(loaded.problem)
        #expect(problem.contains("7 invalid entries"), "\(problem)")
        #expect(problem.contains("empty context identifier"), "\(problem)")
        #expect(problem.contains("key \"list\": value is an array, not a string"), "\(problem)")
        #expect(problem.contains("key \"\(String(repeating: "k", count: 40))…\": context identifier of 256 bytes"), "\(problem)")
        #expect(!problem.contains(long), "long keys are shown abbreviated")
        #expect(problem.contains("and 2 more"), "\(problem)")
        #expect(problem.contains("moved to \(dir.path)/input-modes.json.corrupt-1"), "\(problem)")
        #expect(dir.read("input-modes.json.corrupt-1") == text)
        // The cleaned file reads back without a problem.
        let again = file.load()
        #expect(again.problem == nil)
        #expect(again.memory == loaded.memory)
        #expect(dir.names() == ["input-modes.json", "input-modes.json.corrupt-1"])
    }

    @Test func overTheLimitKeepsTheFirstByKey() throws {
        let dir = try TempDir()
        var many: [String: String] = [:]
        for i in 0..<10 { many["ctx-\(i)"] = "en-US" }
        try InputModeStateFile(directory: dir.url, entryLimit: 100).save(many)

        let small = InputModeStateFile(directory: dir.url, entryLimit: 4)
        let loaded = small.load()
        #expect(loaded.memory == ["ctx-0": "en-US", "ctx-1": "en-US", "ctx-2": "en-US", "ctx-3": "en-US"])
        let problem = try #require(loaded.problem)
        #expect(problem.contains("10 entries, over the limit of 4"), "\(problem)")
        #expect(problem.contains("dropped 6"), "\(problem)")
        #expect(dir.names() == ["input-modes.json", "input-modes.json.corrupt-1"])
        #expect(small.load() == (loaded.memory, nil))
    }

    @Test func saveWritesOnlyWhatLoadAccepts() throws {
        let dir = try TempDir()
        let file = InputModeStateFile(directory: dir.url, entryLimit: 2)
        try file.save(["": "en-US", "ok": "", "c": "emoji", "b": "en-US", "a": "zh-Hans-Pinyin",
                       String(repeating: "x", count: 300): "en-US"])
        #expect(file.load() == (["a": "zh-Hans-Pinyin", "b": "en-US"], nil))
    }

    // MARK: Saving

    @Test func saveCreatesTheDirectoryWithMode0700() throws {
        let dir = try TempDir()
        let target = dir.url.appendingPathComponent("state/keyboardd", isDirectory: true)
        let previous = umask(0o022)
        defer { umask(previous) }
        try InputModeStateFile(directory: target).save(["a": "en-US"])
        for path in [target.path, dir.path + "/state"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700, "\(path)")
        }
        let file = try FileManager.default.attributesOfItem(atPath: target.path + "/input-modes.json")
        #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(InputModeStateFile(directory: target).load().memory == ["a": "en-US"])
    }

    @Test func saveReplacesAtomicallyAndLeavesNoTemporaryFiles() throws {
        let dir = try TempDir()
        let file = InputModeStateFile(directory: dir.url)
        try file.save(sample)
        var info = stat()
        #expect(stat(dir.path + "/input-modes.json", &info) == 0)
        let firstInode = info.st_ino
        try file.save(["only": "emoji"])
        #expect(dir.names() == ["input-modes.json"])
        #expect(dir.read("input-modes.json") == "{\n  \"format\": \"org.keyboardd.input-modes\",\n  \"version\": 1,\n  \"modes\": {\n    \"only\": \"emoji\"\n  }\n}\n")
        // A new file renamed into place, not the old one rewritten.
        #expect(stat(dir.path + "/input-modes.json", &info) == 0)
        #expect(info.st_ino != firstInode)
        #expect(file.load() == (["only": "emoji"], nil))
    }

    @Test func saveIntoAnUnwritablePlaceThrowsNamingThePath() throws {
        let dir = try TempDir()
        try dir.write("plain-file", "not a directory")
        let target = dir.url.appendingPathComponent("plain-file/keyboardd", isDirectory: true)
        let file = InputModeStateFile(directory: target)
        do {
            try file.save(["a": "en-US"])
            Issue.record("save under a regular file succeeded")
        } catch {
            #expect(error.message.contains(target.path), "\(error.message)")
            #expect(error.path == target.path + "/input-modes.json")
            #expect(error.localizedDescription == error.message)
        }
        // Loading from there is a problem, not a crash, and moves nothing.
        let loaded = file.load()
        #expect(loaded.memory.isEmpty)
        #expect(loaded.problem?.contains("cannot be reached") == true)
        #expect(dir.read("plain-file") == "not a directory")
    }

    @Test func saveOverADirectoryThrows() throws {
        let dir = try TempDir()
        try FileManager.default.createDirectory(atPath: dir.path + "/input-modes.json/inner", withIntermediateDirectories: true)
        #expect(throws: InputModeStateFileError.self) { try InputModeStateFile(directory: dir.url).save(["a": "en-US"]) }
        #expect(dir.names() == ["input-modes.json"])
    }

    // MARK: Default directory

    @Test func defaultDirectoryFollowsXDG() {
        #expect(InputModeStateFile.defaultDirectory(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).path == "/x/state/keyboardd")
        #expect(InputModeStateFile.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/keyboardd")
        // Empty or relative XDG_STATE_HOME is invalid and ignored, as the spec says.
        #expect(InputModeStateFile.defaultDirectory(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"]).path == "/home/u/.local/state/keyboardd")
        #expect(InputModeStateFile.defaultDirectory(environment: ["XDG_STATE_HOME": "rel/state", "HOME": "/home/u"]).path == "/home/u/.local/state/keyboardd")
        // Without HOME: the user's home directory from the password database.
        let fallback = InputModeStateFile.defaultDirectory(environment: [:]).path
        #expect(fallback.hasPrefix("/") && fallback.hasSuffix("/.local/state/keyboardd"))
        #expect(InputModeStateFile(directory: URL(fileURLWithPath: "/x/state/keyboardd")).fileURL.path == "/x/state/keyboardd/input-modes.json")
    }

    // MARK: Crash safety

    /// A reader running beside 200 saves only ever sees nothing (before the first save)
    /// or one complete version: never a prefix, never a problem, never a missing file
    /// once written.
    @Test func concurrentLoadsSeeOnlyCompleteVersions() throws {
        let dir = try TempDir()
        let file = InputModeStateFile(directory: dir.url)
        let versions: [[String: String]] = (0..<200).map { i in
            var memory: [String: String] = [:]
            // Versions of different sizes, so that a torn write would show.
            for j in 0...(i % 37) { memory["ctx-\(j)-\(String(repeating: "p", count: i % 50))"] = "mode-\(i)" }
            return memory
        }
        let done = Atomic<Bool>(false)
        let firstSaved = Atomic<Bool>(false)
        let failures = Mutex<[String]>([])
        let loads = Atomic<Int>(0)

        let readerDone = DispatchSemaphore(value: 0)
        let reader = Thread {
            defer { readerDone.signal() }
            while true {
                let finished = done.load(ordering: .acquiring)
                let savedBefore = firstSaved.load(ordering: .acquiring)
                let loaded = file.load()
                loads.add(1, ordering: .relaxed)
                if let problem = loaded.problem {
                    failures.withLock { $0.append("problem: \(problem)") }
                } else if loaded.memory.isEmpty {
                    if savedBefore { failures.withLock { $0.append("empty after the first save") } }
                } else if let mode = loaded.memory.values.first, mode.hasPrefix("mode-"),
                          let i = Int(mode.dropFirst(5)), versions.indices.contains(i), versions[i] == loaded.memory {
                    // a complete version
                } else {
                    failures.withLock { $0.append("not a version written: \(loaded.memory.count) entries") }
                }
                if finished { break }
            }
        }
        reader.start()

        for (i, version) in versions.enumerated() {
            try file.save(version)
            if i == 0 { firstSaved.store(true, ordering: .releasing) }
        }
        done.store(true, ordering: .releasing)
        readerDone.wait()

        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { Array($0.prefix(5)) })")
        #expect(loads.load(ordering: .relaxed) > 1)
        #expect(dir.names() == ["input-modes.json"])
        #expect(file.load() == (versions[199], nil))
    }
}
