import Foundation
import ScenarioFiles
import StrategyMatrix

/// Plays each scenario for the corpus: on each of the file's profiles, then on `ideal` when the
/// file shows no clean stretch of its own (and has no `-ideal` sibling, which is played for it),
/// and cuts every play into its era-and-device stretches. The clean play keeps only its `ideal`
/// stretches: after a switch inside the story it is the file's bug eras again, already there.
///
/// Each play gets a keyboardd of its own when the corpus runs embedded: a Reset starts the clock
/// and the notification counter (the userInfo's `Time` and `Sequence`) from zero, but the
/// input-mode memory goes on across resets, so a story played after others could carry their
/// history, and a change to one story would show as a diff in later files.
struct CorpusPlayer {
    /// A keyboardd to play one story on, the runner on it, and how to let both go.
    typealias Session = (daemon: Daemon, runner: ScenarioRunner, end: () -> Void)
    let session: () throws -> Session

    func stories(of script: ScenarioScript, path: String, siblings: Set<String>) throws -> [CorpusStory] {
        var stories: [CorpusStory] = []
        for profile in script.profiles {
            stories += try play(script, path: path, profile: profile, addedClean: false)
        }
        if !stories.contains(where: { $0.era == "ideal" }) && !siblings.contains(script.id + "-ideal") {
            stories += try play(script, path: path, profile: "ideal", addedClean: true).filter { $0.era == "ideal" }
        }
        // A scenario that comes back to an era and device: its second stretch there is `.2`.
        var seen: [String: Int] = [:]
        for index in stories.indices {
            let key = "\(stories[index].era).\(stories[index].device)"
            seen[key, default: 0] += 1
            stories[index].occurrence = seen[key]!
        }
        return stories
    }

    /// One play, from a reset keyboardd; its expectations are not judged here (a clean play
    /// breaks the file's, which were written for its bug eras), a step that cannot be done is an error.
    func play(_ script: ScenarioScript, path: String, profile: String, addedClean: Bool) throws -> [CorpusStory] {
        let (daemon, runner, end) = try session()
        defer { end() }
        let snapshots = StepSnapshots(daemon: daemon)
        let run: ScriptRun
        do {
            // The clean play leaves out the calls the file's eras refuse (ideal accepts them).
            run = try runner.play(addedClean ? script.withoutRefusals : script, profile: profile) { snapshots.record($0) }
        } catch let error as ScriptStepError {
            throw CtlFailure.daemon("\(path):\(error.line): \(error.step) on \(profile): \(error.underlying)")
        }
        if let failure = snapshots.failure { throw failure }
        let entries = try daemon.traceNow().filter { $0.sequence <= run.traceEnd }
        let segments = try SegmentExport.segments(entries, script: script, profile: profile, snapshots: snapshots.snapshots,
                                                  records: .delivery)
        let lastLine = script.steps.last?.line ?? 1
        return segments.enumerated().map { index, segment in
            let first = max(1, segment.firstLine)
            let next = index + 1 < segments.count ? segments[index + 1].firstLine - 1 : lastLine
            return CorpusStory(scenario: script, scenarioPath: path, era: segment.segment.profile, device: segment.segment.device,
                               lines: first...max(first, next), playedProfile: profile, addedClean: addedClean,
                               documents: segment.documents)
        }
    }
}
