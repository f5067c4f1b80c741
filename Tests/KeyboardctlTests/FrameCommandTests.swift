import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// `keyboardctl frame`: the live keyboard now, at a time, and sampled along its animation (N15).
@Suite struct FrameCommandTests {
    /// The WillShow's time and FrameEnd after ike focuses on a settled bench.
    static func show(_ bench: CtlBench) async throws -> (time: UInt64, end: Rect) {
        let ike = try await bench.app("com.example.ike")
        _ = try await bench.control.settle()
        #expect(try await ike.focus("tummy"))
        let willShow = try #require(try await bench.trace().first { $0.event == "UIKeyboardWillShowNotification" })
        let end = try Rect(dbusValue: try #require(willShow.data[NotificationUserInfo.Key.frameEnd]))
        return (willShow.time, end)
    }

    @Test func samplesFollowTheCurveWithoutMovingTheClock() async throws {
        let bench = try await CtlBench(["--device", "iphone-16-pro", "--era", "ios26"])
        defer { bench.stop() }
        let (start, end) = try await Self.show(bench)
        let now = try await bench.server("Now")
        let run = try await bench.ctl("frame", "--from", String(start), "--to", String(start + 640), "--every", "16")
        #expect(run.status == 0, "\(run)")
        let rows = run.lines.map { $0.split(separator: "\t").compactMap { Double($0) } }
        #expect(rows.count == 41 && rows.allSatisfy { $0.count == 5 }, "\(run)")
        #expect(rows.first?[0] == Double(start) && rows.last?[0] == Double(start + 640))
        let ys = rows.map { $0[2] }
        // Up from below the screen, strictly on its way at first, and at its end once the spring is done.
        #expect(ys[0] > end.y && ys[1] < ys[0] && ys[2] < ys[1], "\(ys)")
        #expect(ys.last == end.y, "\(ys)")
        // iOS 26's spring goes past its end before it settles (keyboard-spring-overshoot).
        #expect(ys.contains { $0 < end.y }, "\(ys)")
        #expect(try await bench.server("Now") == now, "sampling moved the clock")
        // --at answers one of them; without options, the frame now (the show has not moved yet).
        let one = try await bench.ctl("frame", "--at", String(start + 640))
        #expect(one.status == 0 && one.lines == [end.description], "\(one)")
        let current = try await bench.ctl("frame")
        #expect(current.status == 0 && current.lines.count == 1 && current.lines != [end.description], "\(current)")
    }

    @Test func badOptionsAreUsageErrors() async throws {
        for arguments in [["--at", "5", "--from", "1", "--to", "2"], ["--from", "3"], ["--from", "9", "--to", "2"],
                          ["--from", "0", "--to", "9", "--every", "0"], ["--from", "0", "--to", "100000000", "--every", "1"]] {
            let run = try await keyboardctl(["frame"] + arguments, stderr: true)
            #expect(run.status == 64, "\(arguments): \(run)")
        }
    }
}
