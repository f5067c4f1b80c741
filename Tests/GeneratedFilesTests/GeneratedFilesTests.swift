// Each generated file is what the model's declarations make now: a declaration changed without
// scripts/generate fails here, with the file named.

import Foundation
import KeyboardModel
import ModelDocuments
import Testing

@Suite struct GeneratedFilesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: GeneratedFiles.all.map(\.path))
    func isUpToDate(path: String) throws {
        let file = try #require(GeneratedFiles.all.first { $0.path == path })
        #expect(file.drift(root: Self.root) == nil)
    }
}

@Suite struct HeightsDocumentTests {
    @Test func listsEveryRowWithoutBreakingTheTable() throws {
        let md = try #require(GeneratedFiles.all.first { $0.path == "docs/HEIGHTS.md" }).render()
        let tableLines = md.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| device") }
        #expect(tableLines.count == KeyboardHeightTable.rows.count + KeyboardHeightTable.shortcutBarRows.count)
        for line in tableLines {
            // Seven or four cells: no source may break the table with a stray pipe.
            let cells = line.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
            #expect(cells.count == 9 || cells.count == 6, "\(line)")
        }
    }
}
