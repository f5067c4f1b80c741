import Foundation
import KeyboardFixtures
import KeyboardModel
import StrategyMatrix
import Synchronization

/// `keyboardd-compat --export-cells DIR`: every story of the table on every era where it can be
/// told, as the judged app received it, for tests in other languages. One file per story and era,
/// `DIR/STORY/ERA.DEVICE/APP.json`, in the fixtures corpus's replay format (docs/REPLAY.md,
/// `keyboardd-replay` version 2, read by KeyboardFixtures' player) with one member more, `table`:
/// after every step the height of the app's window the keyboard covers at the end of its motion
/// (keyboardd's truth), and at every check its time (keyboardd's clock, as the notifications'), how
/// many notifications came before it, its kind and the same height, so a test in JavaScript or
/// Dart replays the notifications up to the check into its own tracker and compares where its view is with `windowFrame`'s height less
/// `covers`. `DIR/index.json` lists the files.
public enum CellExport {
    /// The set-up played to record the notifications: the naive tracker calls nothing of the
    /// model, so what the app receives is the story's alone.
    static let recordingSetup = TrackerChoice("naive")

    /// Writes the files; the paths written, relative to `directory`.
    @discardableResult
    public static func write(_ grid: CompatibilityGrid, to directory: URL, jobs: Int) throws -> [String] {
        let cells = grid.stories.flatMap { story in grid.eras.map { TableCell(setup: recordingSetup, story: story, era: $0) } }
        let played = Played()
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, cells.count))) { worker in
            for index in stride(from: worker, to: cells.count, by: max(1, min(jobs, cells.count))) {
                played.add(index, document(cells[index]))
            }
        }
        var written: [String] = []
        for (index, cell) in cells.enumerated() {
            guard let (device, app, data) = played.documents[index] else { continue }
            let path = "\(cell.story.id)/\(cell.era).\(device)/\(app).json"
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            written.append(path)
        }
        let index = try JSONSerialization.data(withJSONObject: ["format": "keyboardd-table-cells", "version": 1, "files": written],
                                               options: [.prettyPrinted, .sortedKeys])
        try index.write(to: directory.appendingPathComponent("index.json"))
        return written
    }

    final class Played: Sendable {
        private let played = Mutex<[Int: (String, String, Data)]>([:])
        var documents: [Int: (String, String, Data)] { played.withLock { $0 } }

        func add(_ index: Int, _ document: (String, String, Data)?) {
            guard let document else { return }
            played.withLock { $0[index] = document }
        }
    }

    /// One cell's file: its device, the judged app, the JSON; nil where the story cannot be told.
    static func document(_ cell: TableCell) -> (String, String, Data)? {
        guard let era = Era.named(cell.era), let device = cell.story.device(for: era) else { return nil }
        let run: StoryRun
        do {
            run = try InProcessRunner(recordsNotifications: true).run(cell.story.scenario, recordingSetup, profile: cell.era, device: device)
        } catch {
            return nil
        }
        let subject = cell.story.scenario.apps.first(where: \.judged) ?? cell.story.scenario.subject
        guard let model = Device.named(device) else { return nil }
        let screen = model.screenBounds(.portrait)
        let window = run.windowFrame
        let file = KeyboardReplayFile(
            app: subject.bundleId, start: 0, notifications: run.received.enumerated().map(entry),
            scenario: cell.story.id, profile: cell.era, device: device, orientation: "portrait",
            screen: [screen.x, screen.y, screen.width, screen.height],
            windowFrame: window.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] })
        guard let replay = try? JSONEncoder().encode(file),
              var object = try? JSONSerialization.jsonObject(with: replay) as? [String: Any] else { return nil }
        object["table"] = [
            "story": cell.story.scenario.title,
            "steps": run.steps.map { ["step": $0.number, "text": $0.step, "covers": $0.truth] as [String: Any] },
            "checks": zip(run.judged, checkKinds(cell.story.scenario)).map { check, kind in
                ["step": check.number, "time": check.time, "received": check.received, "check": kind,
                 "covers": check.place?.truth ?? 0] as [String: Any]
            },
        ] as [String: Any]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]) else { return nil }
        return (device, subject.bundleId, data)
    }

    /// The scenario file's names of the story's checks, in order.
    static func checkKinds(_ scenario: Scenario) -> [String] {
        scenario.steps.compactMap { step -> String? in
            guard case .check(let check) = step else { return nil }
            switch check {
            case .viewFollowsKeyboard: return "view-follows-keyboard"
            case .viewOnScreen: return "view-on-screen"
            case .fieldAboveKeyboard: return "field-above-keyboard"
            case .keyboardWindowFollowsPan: return "keyboard-window-follows-pan"
            case .snapshotWithoutHole: return "snapshot-without-hole"
            }
        }
    }

    /// A received notification as a replay entry, numbered in delivery order from 1.
    static func entry(_ numbered: (offset: Int, element: ReceivedNotification)) -> KeyboardReplayFile.Entry {
        let received = numbered.element
        let kind: KeyboardReplayFile.Entry.Kind = switch received.kind {
        case .keyboard: .keyboard
        case .lifecycle: .lifecycle
        case .editing: .editing
        }
        var userInfo: [String: KeyboardReplayFile.Value]?
        if received.kind == .keyboard {
            userInfo = received.userInfo.mapValues { value in
                switch value {
                case .rect(let x, let y, let w, let h): .rect(CGRect(x: x, y: y, width: w, height: h))
                case .point(let x, let y): .point(CGPoint(x: x, y: y))
                case .double(let d): .double(d)
                case .int(let i): .int(Int(i))
                case .uint(let u): .uint64(u)
                case .bool(let b): .bool(b)
                case .string(let s): .string(s)
                }
            }
        }
        return KeyboardReplayFile.Entry(kind: kind, name: received.name, time: received.time, record: UInt64(numbered.offset + 1),
                                        userInfo: userInfo,
                                        applicationState: received.kind == .lifecycle ? received.detail : nil,
                                        responder: received.kind == .editing ? received.detail : nil)
    }
}
