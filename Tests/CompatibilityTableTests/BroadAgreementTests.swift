import BusTestSupport
import CompatibilityTable
import Foundation
import StrategyMatrix
import Testing

/// Beyond the curated cells, on request (`KEYBOARDD_BROAD_AGREEMENT=1`, a minute or two): every
/// set-up of the table through every story and era a curated cell names, over the bus and in
/// process. Only a tracker that waits on wall time in a sample client may differ
/// (RunnerAgreement.wallTimeTrackers); each cell that differs is printed. Not part of a normal
/// run: the bus side of those trackers depends on how busy the machine is.
@Suite struct BroadAgreementTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["KEYBOARDD_BROAD_AGREEMENT"] == "1" }

    @Test(.enabled(if: BroadAgreementTests.enabled), arguments: AgreementShare.all)
    func everySetupOnTheCuratedStories(_ share: AgreementShare) async throws {
        var pairs: [(Scenario, String)] = []
        for cell in StrategyMatrix.cells where !pairs.contains(where: { $0.0 == cell.scenario && $0.1 == cell.profile }) {
            pairs.append((cell.scenario, cell.profile))
        }
        let all = pairs.flatMap { pair in TableLibrary.allSetups.map { (pair.0, $0, pair.1) } }
        let mine = all.enumerated().filter { $0.offset % share.count == share.index }.map(\.element)
        let keyboardd = try await DaemonFixture()
        defer { keyboardd.stop() }
        let bus = try ScenarioRunner(busAddress: keyboardd.bus.address, examplesDirectory: RunnerAgreementTests.examplesDirectory,
                                     reusesClients: true, clientDeadline: HangGuard.seconds)
        defer { bus.close() }
        let runs = try await onOwnThread("broad agreement") {
            mine.map { cell in (cell, Result { try bus.run(cell.0, cell.1, profile: cell.2) }) }
        }
        var differing = 0
        for ((scenario, setup, profile), busResult) in runs {
            let inProcess = Result { try InProcessRunner().run(scenario, setup, profile: profile) }
            let busText = (try? busResult.get().verdict.outcome.rawValue) ?? "error"
            let processText = (try? inProcess.get().verdict.outcome.rawValue) ?? "error"
            if busText != processText {
                differing += 1
                print("DIFFERS \(scenario.id) · \(setup) · \(profile): bus \(busText), in process \(processText)")
                #expect(RunnerAgreement.wallTimeTrackers.contains(setup.tracker),
                        "\(scenario.id) · \(setup) · \(profile): over the bus \(busText), in process \(processText)")
            }
        }
        print("BROAD share \(share.index + 1)/\(share.count): \(mine.count) cells, \(differing) differ")
    }
}
