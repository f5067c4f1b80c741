// The corpus as a test target meets it: the Swift index, index.json and the files agree; every
// behaviour a scenario file shows has a story on a bug era and on ideal; the typed names and
// filters find them; and a real story replays into two apps' centers.

import Foundation
import KeyboardClient
import KeyboardFixtures
import Testing

@Suite struct CorpusIndexTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyStoryHasItsFilesLabelledWithItsEraAndDevice() throws {
        #expect(KeyboardFixtures.stories.count > 40)
        for story in KeyboardFixtures.stories {
            #expect(!story.apps.isEmpty, "\(story)")
            for app in story.apps {
                let file = try story.file(for: app)
                #expect(file.app == app && file.scenario == story.scenario.id, "\(story)")
                #expect(file.profile == story.era.name && file.device == story.device.name, "\(story) \(app)")
            }
            #expect(story.source.hasPrefix("\(story.scenario.file) lines \(story.lines.lowerBound)-\(story.lines.upperBound)"))
            #expect(story.summary.contains(story.era.name) && !story.summary.contains("\n"))
        }
    }

    /// index.json (for other languages) says what the Swift index says.
    @Test func theJSONIndexIsTheSwiftIndex() throws {
        let url = try KeyboardFixtures.corpusDirectory().appendingPathComponent("index.json")
        let index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(index["format"] as? String == "keyboardd-corpus" && index["version"] as? Int == 1)
        let stories = try #require(index["stories"] as? [[String: Any]])
        #expect(stories.map { $0["id"] as? String } == KeyboardFixtures.stories.map(\.id))
        for (json, story) in zip(stories, KeyboardFixtures.stories) {
            #expect(json["era"] as? String == story.era.name && json["device"] as? String == story.device.name)
            #expect(json["apps"] as? [String] == story.apps && json["behaviours"] as? [String] == story.behaviours)
            #expect(json["lines"] as? [Int] == [story.lines.lowerBound, story.lines.upperBound])
            #expect(json["summary"] as? String == story.summary && json["source"] as? String == story.source)
            let files = try #require(json["files"] as? [String: String])
            #expect(try files.mapValues { try KeyboardFixtures.corpusDirectory().appendingPathComponent($0) }
                    == Dictionary(uniqueKeysWithValues: try story.apps.map { ($0, try story.url(for: $0)) }))
        }
    }

    /// Every id a scenario file's `behaviours` lists has its story on a bug era and on ideal.
    @Test func everyBehaviourOfTheScenarioFilesHasABugAndACleanStory() throws {
        let directory = Self.repository.appendingPathComponent("examples/scenarios")
        var ids = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("behaviours:") }) else { continue }
            ids.formUnion(line.dropFirst("behaviours:".count).split(whereSeparator: { "[], ".contains($0) }).map(String.init))
        }
        #expect(ids.count > 40)
        for id in ids.sorted() {
            let stories = KeyboardFixtures.stories(behaviour: id)
            #expect(stories.contains { !$0.era.isClean }, "\(id) has no story on a bug era")
            #expect(stories.contains { $0.era.isClean }, "\(id) has no story on ideal")
        }
    }

    @Test func typedNamesAndFiltersFindStories() throws {
        let story = try FixtureStory.passwordField(.iOS17, .iPhone11)
        #expect(story.id == "password-field/ios17.iphone-11" && story.apps == ["com.example.form"])
        #expect(try FixtureStory.passwordField(.ideal) == KeyboardFixtures.story(.passwordField, era: .ideal))
        let missing = #expect(throws: FixtureError.self) { try FixtureStory.passwordField(.iOS15) }
        #expect(missing?.description == "the corpus has no story of password-field on ios15; it has password-field/ios17.iphone-11, "
                + "password-field/ios13.iphone-11, password-field/ideal.iphone-11")
        #expect(KeyboardFixtures.stories(behaviour: "K3", era: .iOS13).contains { $0.scenario == .switchWithKeyboard })
        #expect(KeyboardFixtures.stories(device: .iPadPro11).allSatisfy { $0.device.isPad })
        #expect(KeyboardFixtures.stories(app: "com.apple.mobilenotes").allSatisfy { $0.apps.contains("com.apple.mobilenotes") })
        #expect(Set(FixtureScenario.switchWithKeyboard.stories.map(\.era)) == [.iOS13, .ideal])
        #expect(throws: FixtureError.noSuchApp("com.example.nobody", story: story.id, apps: story.apps)) {
            try story.file(for: "com.example.nobody")
        }
    }

    /// K3 on iOS 13, both apps: Ike, leaving (inactive), hears Notes' keyboard (IsLocal false),
    /// and Notes hears the same WillShow, keyboardd's tenth notification, as its own; back in
    /// Ike, Ike is active again.
    @MainActor @Test func theK3StoryReplaysIntoTwoApps() throws {
        let story = try FixtureStory.switchWithKeyboard(.iOS13)
        let ike = NotificationCenter(), notes = NotificationCenter()
        let ikeHeard = ReplayPlayerTests.Received(ike), notesHeard = ReplayPlayerTests.Received(notes)
        let replay = try story.replay(into: ["com.southpark.ike": ike, "com.apple.mobilenotes": notes])
        var ikeStateAtForeignShow: String?
        replay.willPost = { [unowned replay] event in
            if event.app == "com.southpark.ike", event.entry.shortName == "WillShow", event.entry.isLocal == false {
                ikeStateAtForeignShow = replay.applicationState(of: event.app)
            }
        }
        replay.runToEnd()
        func shows(_ received: ReplayPlayerTests.Received) -> [String] {
            received.notifications.compactMap(KeyboardEvent.init).filter { $0.kind == .willShow }
                .map { "\($0.sequence) \($0.isLocal == true ? "local" : "not local")" }
        }
        #expect(shows(ikeHeard) == ["2 local", "10 not local"])
        #expect(shows(notesHeard) == ["10 local"])
        #expect(ikeStateAtForeignShow == "inactive")
        #expect(replay.applicationState(of: "com.southpark.ike") == "active")
    }

    /// The corpus stays small enough to ship in a test bundle.
    @Test func theCorpusIsASaneSize() throws {
        let directory = try KeyboardFixtures.corpusDirectory()
        let files = (FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }
        let bytes = try files.reduce(0) { $0 + ((try FileManager.default.attributesOfItem(atPath: directory.path + "/" + $1)[.size] as? Int) ?? 0) }
        #expect(files.count == KeyboardFixtures.stories.reduce(0) { $0 + $1.apps.count } + 1, "one file per story and app, and the index")
        #expect(bytes < 3_000_000, "\(files.count) files, \(bytes) bytes")
    }
}
