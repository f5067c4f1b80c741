import Conformance
import Foundation

/// The repository's conformance corpus, and a small valid log the tests change one field at a time.
enum ConformanceFixtures {
    static var repository: URL { ScenarioFixtures.repository }
    static var directory: URL { repository.appendingPathComponent(ConformanceDocuments.corpusDirectory) }

    /// Every conformance/*.yaml, sorted, as paths.
    static var files: [String] { (try? ConformanceFile.files(in: directory.path)) ?? [] }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A show on an iPhone 6 under ios9, its WillShow's frame and duration and its DidShow's time logged.
    static let valid = """
        log: tiny-willshow
        title: A show on a 375x667 iPhone
        source:
          url: https://example.com/tiny
          project: Example
          ref: page 1
          date: 2016-12-28
          quote: "the keyboard came up"
        evidence: uikit-userinfo
        reported:
          device: iPhone 6
          ios: "10"
        keyboardd:
          device: iphone-6
          era: ios9
          why: "iOS 10 is the ios9 era"
        settings: {predictive: true}
        orientation: portrait
        apps:
          - role: app
        responders:
          field: {kind: textField}
        story:
          - settle
          - record
          - app: focus field
          - settle
        observes: [WillShow, DidShow]
        logged:
          app:
            - name: WillShow
              end: [0, 409, 375, 258]
              duration: 0.25
            - name: DidShow
              at: 0.25
        ambiguous: "nothing"
        notes: "a fixture"

        """

    static func replacing(_ old: String, with new: String) -> String {
        precondition(valid.contains(old), "the fixture has no '\(old)'")
        return valid.replacingOccurrences(of: old, with: new)
    }

    /// The 1-based line of the first line of `text` holding `fragment`.
    static func line(of fragment: String, in text: String = valid) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) } ?? -1) + 1
    }

    static func parse(_ text: String = valid) throws -> ConformanceLog {
        try ConformanceFile.parse(text, source: "tiny-willshow.yaml")
    }

    /// The problems of `text` as `LINE:COLUMN: message`; empty when it is valid.
    static func problems(_ text: String, expectedId: String? = nil) -> [String] {
        do {
            _ = try ConformanceFile.parse(text, source: "tiny-willshow.yaml", expectedId: expectedId)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    /// A directory of its own with `files` (name → text); the caller removes it.
    static func temporaryDirectory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conform-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return directory
    }
}
