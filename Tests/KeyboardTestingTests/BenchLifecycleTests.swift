import BusTestSupport
import Foundation
import Glibc
import KeyboardTesting
import Testing

/// Starting and stopping: the children go by PID whatever happens, and a missing program is an
/// error that says how to get it.
@Suite(.exclusiveUIKitState)
struct BenchLifecycleTests {
    struct TestFailed: Error {}

    /// A process that is gone (reaped by us or by the bus's guardian): kill(pid, 0) finds nothing.
    func ended(_ pid: pid_t) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    @Test("close stops keyboardd and dbus-daemon by PID and removes the bench's directory")
    func closeStopsBoth() throws {
        let bench = try KeyboardBench(device: .iPhoneSE, era: .iOS13)
        #expect(try bench.server.clock() == "virtual")
        #expect(try bench.server.device() == "iphone-se")
        let (keyboardd, bus, directory) = (bench.keyboarddPID, bench.busPID, bench.directory)
        #expect(!ended(keyboardd) && !ended(bus))
        bench.close()
        bench.close()
        #expect(ended(keyboardd) && ended(bus))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("the bench's files live in its bus's directory, which the bus's guardian removes when the process ends unclosed")
    func filesLiveInTheBusDirectory() throws {
        let bench = try KeyboardBench()
        defer { bench.close() }
        let socket = String(bench.address.dropFirst("unix:path=".count).prefix { $0 != "," })
        let busDirectory = URL(fileURLWithPath: socket).deletingLastPathComponent().standardizedFileURL
        #expect(bench.directory.deletingLastPathComponent().standardizedFileURL == busDirectory)
        let mode = try FileManager.default.attributesOfItem(atPath: bench.directory.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(FileManager.default.fileExists(atPath: bench.directory.appendingPathComponent("keyboardd.log").path))
    }

    @Test("a test that fails still stops both: the bench goes with its scope")
    func failingTestStopsBoth() throws {
        var pids: (pid_t, pid_t) = (0, 0)
        func failingTest() throws {
            let bench = try KeyboardBench()
            _ = try bench.app("com.example.ike")
            pids = (bench.keyboarddPID, bench.busPID)
            throw TestFailed()
        }
        #expect(throws: TestFailed.self) { try failingTest() }
        #expect(ended(pids.0) && ended(pids.1))
    }

    @Test("a keyboardd that will not start is an error with its output, and leaves nothing")
    func keyboarddThatWillNotStart() throws {
        let error = #expect(throws: KeyboardBenchError.self) { try KeyboardBench(arguments: ["--max-apps", "0"]) }
        #expect(error?.message.contains("exited with status 64") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("--max-apps") == true)
    }

    @Test("a missing keyboardd or dbus-daemon says how to get it")
    func missingPrograms() throws {
        let keyboardd = #expect(throws: KeyboardBenchError.self) { try KeyboardBench(keyboarddPath: "/nonexistent/keyboardd") }
        #expect(keyboardd?.message.contains("swift build --product keyboardd") == true)
        #expect(keyboardd?.message.contains("KEYBOARDD_BINARY") == true)
        let bus = #expect(throws: KeyboardBenchError.self) { try KeyboardBench(dbusDaemonPath: "/nonexistent/dbus-daemon") }
        #expect(bus?.message.contains("apt-get install dbus-daemon") == true)
    }
}
