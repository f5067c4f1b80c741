// Each generated file is what the model's declarations make now: a declaration changed without
// scripts/generate fails here, with the file named.

import Foundation
import KeyboardModel
import ModelDocuments
import Testing

@Suite struct GeneratedFilesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: GeneratedFiles.all.map(\.id))
    func isUpToDate(id: String) throws {
        let file = try #require(GeneratedFiles.all.first { $0.id == id })
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

/// The generated sections of hand-written documents name every device, era, setting, sheet kind
/// and behaviour the model and docs/BEHAVIOURS.md have: a renderer that forgot one fails here,
/// and a document that drifted from its renderer fails `isUpToDate` above.
@Suite struct DocumentSectionsTests {
    func section(_ id: String) throws -> String {
        try #require(GeneratedFiles.all.first { $0.id == id }, "no section \(id)").render(root: GeneratedFilesTests.root)
    }

    @Test func readmeListsEveryDeviceAndEraForKeyboarddsOptions() throws {
        let options = try section("README.md#keyboardd-options")
        #expect(options.contains("--device " + Device.all.map(\.name).joined(separator: "|") + "`"))
        #expect(options.contains("--era " + Era.allCases.map(\.name).joined(separator: "|") + "`"))
        let pairing = try section("README.md#era-devices")
        for era in Era.allCases { #expect(pairing.contains("`\(era.name)`"), "\(era.name)") }
        #expect(pairing.contains("Error: " + (impossiblePairing(.iphoneX, .ios26) ?? "?")))
    }

    @Test func theContractListsEveryDeviceEraAndSetting() throws {
        let devices = try section("dbus/contract-prose.md#devices").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for device in Device.all { #expect(devices.contains("`\(device.name)` ("), "\(device.name)") }
        let eras = try section("dbus/contract-prose.md#eras")
        for era in Era.allCases { #expect(eras.contains("| `\(era.name)` |"), "\(era.name)") }
        let settings = try section("dbus/contract-prose.md#settings")
        for name in Settings.names { #expect(settings.contains("| `\(name)` |"), "\(name)") }
        let editing = try section("dbus/contract-prose.md#editing-order")
        for era in Era.allCases { #expect(editing.contains("`\(era.name)`"), "\(era.name)") }
    }

    @Test func theScenarioSchemaListsEveryName() throws {
        let names = try section("docs/SCENARIO-SCHEMA.md#names")
        for name in Device.all.map(\.name) + Era.allCases.map(\.name) + Settings.names + KeyboardWorld.sheetKinds
            + KeyboardWorld.alertKinds {
            #expect(names.contains("`\(name)`"), "\(name)")
        }
        // The behaviours as ranges: every heading of docs/BEHAVIOURS.md falls in one.
        let catalog = try String(contentsOf: GeneratedFilesTests.root.appendingPathComponent("docs/BEHAVIOURS.md"), encoding: .utf8)
        let headings = catalog.split(separator: "\n").filter { $0.hasPrefix("### ") }
        let ids: [String] = headings.compactMap { heading -> String? in
            guard let id = heading.dropFirst(4).split(separator: " ").first, id.count > 1,
                  id.first?.isUppercase == true, id.dropFirst().allSatisfy(\.isNumber) else { return nil }
            return String(id)
        }
        #expect(ids.count > 50)
        let line = String(try #require(names.split(separator: "\n").first { $0.hasPrefix("- behaviours") }))
        for id in ids {
            let letter = String(id.prefix(1))
            let number = Int(String(id.dropFirst())) ?? -1
            var covered = line.contains("`\(id)`")
            for match in line.matches(of: try Regex("`\(letter)([0-9]+)`–`\(letter)([0-9]+)`")) {
                let first = Int(String(match.output[1].substring ?? "")) ?? 0
                let last = Int(String(match.output[2].substring ?? "")) ?? 0
                if first <= number && number <= last { covered = true }
            }
            #expect(covered, "\(id) is not in \(line)")
        }
    }

    /// Every scenario file has its row, and every row its title, ids, device and era: a file
    /// without one of them in its header would show an empty cell.
    @Test func theScenarioSchemaIndexesEveryScenarioFile() throws {
        let index = try section("docs/SCENARIO-SCHEMA.md#scenario-files")
        let folder = GeneratedFilesTests.root.appendingPathComponent("examples/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(files.count > 80)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| [`") }
        #expect(rows.count == files.count)
        for file in files {
            let row = try #require(rows.first { $0.hasPrefix("| [`\(file)`]") }, "\(file) has no row")
            let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == 7 && cells[1...5].allSatisfy { !$0.isEmpty }, "\(row)")
        }
    }

    @Test func theIPadPageListsEveryIPadItsFeaturesAndQuirks() throws {
        let devices = try section("docs/IPAD.md#ipad-devices")
        for device in Device.all where device.isPad { #expect(devices.contains("| `\(device.name)` |"), "\(device.name)") }
        for device in Device.all where !device.isPad { #expect(!devices.contains("`\(device.name)`"), "\(device.name)") }
        // The 9.7-inch class ran iOS 6 to 15: its row says so, and its eras start at ios6.
        #expect(devices.contains("| `ipad-9.7` | 768×1024, Home button | \(Device.ipad97.iOSVersions.lowerBound)–"))
        let quirks = try section("docs/IPAD.md#ipad-quirks")
        for quirk in Quirk.allCases where quirk.declaration.needs.contains(.iPad) {
            #expect(quirks.contains("| `\(quirk.rawValue)` |"), "\(quirk.rawValue)")
        }
        let features = try section("docs/IPAD.md#ipad-features")
        #expect(features.contains("| Slide Over | `ios9-beta4` to `ios18` and `ios26` |"), "ios26.0 has no Slide Over")
    }
}
