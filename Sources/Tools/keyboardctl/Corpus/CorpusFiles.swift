import Foundation
import KeyboardContract
import ProcessSupport
import ScenarioFiles

/// Everything `corpus` writes, as relative path → content: one replay file per story and app,
/// and index.json, the index for any language (KeyboardFixtures has it as Swift too).
enum CorpusFiles {
    static let indexFormat = "keyboardd-corpus"
    static let indexVersion = 1

    static func render(_ stories: [CorpusStory]) -> [String: String] {
        var files: [String: String] = [:]
        for story in stories {
            for (app, json) in story.documents { files["\(story.id)/\(app).json"] = json.pretty + "\n" }
        }
        files["index.json"] = index(stories).pretty + "\n"
        return files
    }

    /// The stories with what a reader needs to pick one: behaviours, era, device, apps and their
    /// files (relative to the index), the scenario's lines, a one-line summary and the source;
    /// before them every era, device and behaviour id keyboardd knows, so that a reader refuses a
    /// misspelt filter (naming these) and answers none for a real one the corpus has no story of.
    static func index(_ stories: [CorpusStory]) -> JSONValue {
        .object([
            .init("format", .string(indexFormat)), .init("version", .uint(UInt64(indexVersion))),
            .init("eras", .array(ModelCatalog.eras.map { .string($0.name) })),
            .init("devices", .array(ModelCatalog.devices.map { .string($0.name) })),
            .init("behaviours", .array(Vocabulary.behaviours.map(JSONValue.string))),
            .init("stories", .array(stories.map { story in
                .object([
                    .init("id", .string(story.id)), .init("scenario", .string(story.scenario.id)),
                    .init("title", .string(story.scenario.title)),
                    .init("behaviours", .array(story.scenario.behaviours.map(JSONValue.string))),
                    .init("era", .string(story.era)), .init("device", .string(story.device)),
                    .init("apps", .array(story.apps.map(JSONValue.string))),
                    .init("files", .object(story.apps.map { .init($0, .string("\(story.id)/\($0).json")) })),
                    .init("lines", .array([.uint(UInt64(story.lines.lowerBound)), .uint(UInt64(story.lines.upperBound))])),
                    .init("summary", .string(story.summary)), .init("source", .string(story.source)),
                ])
            })),
        ])
    }

    /// The differences between `wanted` and what `directory` holds (its *.json files, recursively).
    static func drift(_ wanted: [String: String], in directory: String) -> (stale: [String], missing: [String], extra: [String]) {
        let present = Set(jsonFiles(in: directory))
        var stale: [String] = [], missing: [String] = []
        for (path, content) in wanted.sorted(by: { $0.key < $1.key }) {
            guard present.contains(path) else { missing.append(path); continue }
            let current = try? String(contentsOfFile: directory + "/" + path, encoding: .utf8)
            if current != content { stale.append(path) }
        }
        return (stale, missing, present.subtracting(wanted.keys).sorted())
    }

    /// Every *.json under `directory`, relative to it.
    static func jsonFiles(in directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }
}
