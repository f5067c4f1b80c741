import Foundation
import KeyboardModel
import ScenarioFiles
import StrategyMatrix

/// A row of the table: a story the in-process runner plays, from the strategy matrix (Swift) or
/// from a scenario file under examples/scenarios.
public struct TableStory: Sendable, Hashable {
    public let scenario: Scenario
    /// The scenario file it comes from, relative to the repository (`examples/scenarios/zero-rects.yaml`);
    /// nil for a matrix story.
    public let file: String?
    /// A scenario file whose steps are this story's, for `keyboardctl run FILE --html` (the
    /// story's timeline and storyboard); nil when no file tells it.
    public let runnableFile: String?

    public init(scenario: Scenario, file: String?, runnableFile: String?) {
        self.scenario = scenario
        self.file = file
        self.runnableFile = runnableFile
    }

    public var id: String { file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? scenario.id }

    public static func == (a: TableStory, b: TableStory) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension TableStory {
    /// The device a story plays on in an era: the first of its `devices:` that ran the era (as the
    /// matrix picks, `Scenario.device(for:)`); else the device of the same kind (iPhone or iPad)
    /// that ran the era and is most like the story's own: first the same keyboard modes (an iPad
    /// that undocks and splits for a story of one), then a home indicator or not, as the story's
    /// own device; among equals the era's own device, else the first in keyboardd's device table.
    /// Nil: no device of the kind ran the era. `ideal` plays on the story's own device. A story
    /// that needs what the device has not (the home indicator's swipe, an undocked keyboard, a
    /// screen tall enough for its drag) is refused by keyboardd at that step, which the table shows
    /// as not applicable.
    public func device(for era: Era) -> String? {
        guard let own = Device.named(scenario.device) else { return nil }
        guard era != .ideal else { return own.name }
        if let listed = scenario.devices.compactMap(Device.named).first(where: { $0.runs(era) }) { return listed.name }
        func likeness(_ device: Device) -> Int {
            (device.supportedKeyboardModes == own.supportedKeyboardModes ? 2 : 0) + (device.hasHomeIndicator == own.hasHomeIndicator ? 1 : 0)
        }
        let sameKind = era.devices.filter { $0.isPad == own.isPad }
        guard let best = sameKind.map(likeness).max() else { return nil }
        let candidates = sameKind.filter { likeness($0) == best }
        if candidates.contains(era.defaultDevice) { return era.defaultDevice.name }
        return candidates.first?.name
    }
}
