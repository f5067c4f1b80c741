// One story of the corpus: a scenario's stretch on one era and one device, with one replay file
// per app. The index of them all is generated with the corpus (Generated/CorpusIndex.swift).

import Foundation

/// A scenario played on one era and one device, and what each of its apps received: one replay
/// file per app, in the package's resources (`Corpus/SCENARIO/ERA.DEVICE/BUNDLE-ID.json`).
public struct FixtureStory: Hashable, Sendable, Identifiable, CustomStringConvertible {
    public let scenario: FixtureScenario
    public let era: KeyboardEra
    public let device: KeyboardDevice
    /// 1, or 2 and on for a scenario that comes back to this era and device (ios26 → ideal → ios26).
    public let occurrence: Int
    /// The bundle ids of the apps, in the scenario's order: one replay file each.
    public let apps: [String]
    /// The lines of the scenario file this story plays (a scenario that switches era inside is
    /// cut into one story per stretch).
    public let lines: ClosedRange<Int>
    /// One line: what happens and where.
    public let summary: String
    /// Where it comes from: the scenario file and its lines, the era it was played on, and how.
    public let source: String

    init(scenario: FixtureScenario, era: KeyboardEra, device: KeyboardDevice, occurrence: Int = 1, apps: [String],
         lines: ClosedRange<Int>, summary: String, source: String) {
        self.scenario = scenario
        self.era = era
        self.device = device
        self.occurrence = occurrence
        self.apps = apps
        self.lines = lines
        self.summary = summary
        self.source = source
    }

    /// The story's folder in the corpus: `password-field/ios17.iphone-11`.
    public var id: String {
        "\(scenario.id)/\(era.name).\(device.name)" + (occurrence > 1 ? ".\(occurrence)" : "")
    }

    /// The docs/BEHAVIOURS.md ids the scenario shows.
    public var behaviours: [String] { scenario.behaviours }

    public var description: String { id }

    /// Where `app`'s replay file is: inside the package's resources.
    public func url(for app: String) throws -> URL {
        guard apps.contains(app) else { throw FixtureError.noSuchApp(app, story: id, apps: apps) }
        return try KeyboardFixtures.corpusDirectory().appendingPathComponent(id).appendingPathComponent("\(app).json")
    }

    /// `app`'s replay file; with no app, the story's first (most stories have one app).
    public func file(for app: String? = nil) throws -> KeyboardReplayFile {
        try KeyboardReplayFile(contentsOf: url(for: app ?? apps[0]))
    }

    /// Every app's replay file, in `apps`' order.
    public func files() throws -> [KeyboardReplayFile] {
        try apps.map { try file(for: $0) }
    }

    /// A player of one app's notifications (the first app's by default) into `center`.
    public func replay(_ app: String? = nil, into center: NotificationCenter = .default) throws -> KeyboardReplay {
        KeyboardReplay(try file(for: app), into: center)
    }

    /// A player of several apps, each into its own center; the apps are the centers' keys, and
    /// each must be one of the story's.
    public func replay(into centers: [String: NotificationCenter]) throws -> KeyboardReplay {
        for app in centers.keys where !apps.contains(app) { throw FixtureError.noSuchApp(app, story: id, apps: apps) }
        return try KeyboardReplay(apps.filter { centers[$0] != nil }.map { try file(for: $0) }, centers: centers)
    }
}

/// A story or file the corpus does not have; the message lists what it has.
public enum FixtureError: Error, Equatable, CustomStringConvertible {
    case noSuchStory(scenario: String, era: String, device: String?, available: [String])
    case noSuchApp(String, story: String, apps: [String])
    /// The package's resources are not where SwiftPM put them.
    case noCorpus(String)

    public var description: String {
        switch self {
        case .noSuchStory(let scenario, let era, let device, let available):
            "the corpus has no story of \(scenario) on \(era)\(device.map { " and \($0)" } ?? ""); it has "
                + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case .noSuchApp(let app, let story, let apps):
            "story \(story) has no app \(app); its apps: \(apps.joined(separator: ", "))"
        case .noCorpus(let why):
            "KeyboardFixtures' corpus is missing from the package's resources: \(why)"
        }
    }
}
