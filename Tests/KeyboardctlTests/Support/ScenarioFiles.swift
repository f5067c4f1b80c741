import Foundation

/// The repository's scenario files and temporary ones written by the tests.
enum ScenarioFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var directory: URL { repository.appendingPathComponent("examples/scenarios") }

    /// Every examples/scenarios/*.yaml, sorted.
    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// A fresh temporary file with `text`; the caller removes it.
    static func temporary(_ text: String, name: String = "scenario.yaml") throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyboardctl-\(UUID().uuidString.prefix(8))-\(name)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The top of a story with Ike alone (naive tracker, no fixes) on an iPhone X under ios13, down
    /// to its first step, a settle; the tests add the other steps.
    static func ikeAlone(scenario: String, title: String) -> String {
        """
        scenario: \(scenario)
        title: \(title)
        behaviours: [K1]
        device: iphone-x
        era: ios13
        apps:
          - role: ike
            example: ike
            tracker: naive
            fixes: []
        steps:
          - settle

        """
    }

    /// A small valid story (one app, a focus, one expectation and a check) to break in tests.
    static let valid = ikeAlone(scenario: "tiny", title: "focus Ike") + """
          - ike: focus
          - settle
          - expect:
              notifications:
                ike: [WillChangeFrame, WillShow, DidChangeFrame, DidShow]
              properties:
                keyboard: {Visible: true, Owner: com.southpark.ike}
          - check: view-follows-keyboard
            app: ike
            outcome: clean

        """
}
