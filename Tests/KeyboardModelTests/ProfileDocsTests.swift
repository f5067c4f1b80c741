// docs/PROFILES.md's era × quirk table says which quirks each era holds, and why: it must say what
// `Profile.all` holds, no more and no less.

import Foundation
import KeyboardModel
import Testing

@Suite struct ProfileDocsTests {
    @Test func profilesTableMatchesTheEras() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/PROFILES.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("| quirk |") })
        let columns = header.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Array(columns.dropFirst().dropLast()) == Profile.all.map(\.name))

        var listed: Set<String> = []
        for line in lines where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let quirk = try #require(Quirk(rawValue: name), "unknown quirk \(name)")
            listed.insert(name)
            #expect(cells.count == Profile.all.count + 2, "\(name): \(cells.count) cells")
            for (profile, cell) in zip(Profile.all, cells.dropFirst()) {
                #expect(["", "S", "K", "A"].contains(cell), "\(name) in \(profile.name): \(cell)")
                #expect(profile.quirks.contains(quirk) == !cell.isEmpty,
                        "docs/PROFILES.md says \(name) is \(cell.isEmpty ? "off" : "on") in \(profile.name)")
            }
        }
        #expect(listed == Set(Quirk.allCases.map(\.rawValue)))
    }
}
