// The model's names as Markdown, for the generated sections of hand-written documents (README.md,
// dbus/contract-prose.md, docs/SCENARIO-SCHEMA.md, docs/IPAD.md): one way to write each list, so
// that every document says the same, and none is written by hand to go stale.

import Foundation
import KeyboardModel

enum NameLists {
    /// `` `a`, `b` and `c` ``.
    static func code(_ names: [String], and conjunction: String = "and") -> String {
        words(names.map { "`\($0)`" }, and: conjunction)
    }

    /// "a, b and c".
    static func words(_ items: [String], and conjunction: String = "and") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// The eras (ideal aside) where `holds` is true, as runs of consecutive eras:
    /// "`ios13` to `ios26`", "`ios9-beta4` to `ios18` and `ios26`"; "none" when there is none.
    static func spans(_ holds: (Era) -> Bool) -> String {
        var runs: [[Era]] = []
        var current: [Era] = []
        for era in Era.allCases where era != .ideal {
            if holds(era) {
                current.append(era)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        guard !runs.isEmpty else { return "none" }
        return words(runs.map { run in
            run.count == 1 ? "`\(run[0].name)`"
                : run.count == 2 ? "`\(run[0].name)`, `\(run[1].name)`" : "`\(run[0].name)` to `\(run[run.count - 1].name)`"
        })
    }

    /// "iOS 8 to 12", "iOS 26".
    static func versions(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "iOS \(range.lowerBound)" : "iOS \(range.lowerBound) to \(range.upperBound)"
    }

    /// "8–12", "26".
    static func shortVersions(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }

    /// Each era's own device, grouped: "`ios6` and `ios7` start on `iphone-se`, ..., `ideal`,
    /// `ios18`, `ios26.0` and `ios26` on `iphone-16-pro`" (the first group says "start on").
    static var eraDevices: String {
        var groups: [(device: String, eras: [String])] = []
        for era in Era.allCases {
            let device = era.defaultDevice.name
            if let index = groups.firstIndex(where: { $0.device == device }) {
                groups[index].eras.append(era.name)
            } else {
                groups.append((device, [era.name]))
            }
        }
        // ideal first would read oddly: the groups in the order of their oldest real era.
        let ordered = groups.sorted { first, second in
            let a = first.eras.compactMap(Era.init(rawValue:)).filter { $0 != .ideal }.min() ?? .ios26
            let b = second.eras.compactMap(Era.init(rawValue:)).filter { $0 != .ideal }.min() ?? .ios26
            return a < b
        }
        return ordered.enumerated().map { index, group in
            code(group.eras) + (index == 0 ? (group.eras.count == 1 ? " starts on " : " start on ") : " on ") + "`\(group.device)`"
        }.joined(separator: ", ")
    }

    /// A device in a sentence: "`iphone-x` (375×812, home indicator, iOS 11–16)".
    static func device(_ device: Device) -> String {
        "`\(device.name)` (\(points(device.portraitSize.width))×\(points(device.portraitSize.height))"
            + (device.hasHomeIndicator ? ", home indicator" : "") + ", iOS \(shortVersions(device.iOSVersions)))"
    }

    /// docs/BEHAVIOURS.md's ids, its `### K1 — ...` headings in order, as runs per letter:
    /// "`K1`–`K15`, `M1`–`M7`, ...".
    static func behaviourIds(root: URL) -> [String] {
        let catalog = (try? String(contentsOf: root.appendingPathComponent("docs/BEHAVIOURS.md"), encoding: .utf8)) ?? ""
        return catalog.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### "), let id = line.dropFirst(4).split(separator: " ").first,
                  id.first?.isUppercase == true, id.dropFirst().allSatisfy(\.isNumber), id.count > 1 else { return nil }
            return String(id)
        }
    }

    static func behaviourRanges(root: URL) -> String {
        var runs: [(letter: Character, first: Int, last: Int)] = []
        for id in behaviourIds(root: root) {
            guard let letter = id.first, let number = Int(id.dropFirst()) else { continue }
            if let last = runs.last, last.letter == letter, last.last + 1 == number {
                runs[runs.count - 1].last = number
            } else {
                runs.append((letter, number, number))
            }
        }
        return runs.map { $0.first == $0.last ? "`\($0.letter)\($0.first)`" : "`\($0.letter)\($0.first)`–`\($0.letter)\($0.last)`" }
            .joined(separator: ", ")
    }

    /// The settings as the contract names them, with their value on a fresh device.
    static var settings: [(name: String, on: Bool)] {
        Settings.names.map { ($0, Settings().value(named: $0) ?? false) }
    }

    static var sheetKinds: [String] { SheetKind.all.map(\.name) }
}

extension NameLists {
    /// A paragraph folded at `width` columns, as the hand-written Markdown around it is.
    static func wrap(_ text: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The iPad's features by era (C9), the model's `Era.has...`: which eras have each.
    static var iPadFeatures: String {
        let features: [(String, (Era) -> Bool)] = [
            ("floating keyboard", \.hasFloatingKeyboard), ("Stage Manager", \.hasStageManager),
            ("Split View", \.hasSplitView), ("Slide Over", \.hasSlideOver),
        ]
        var out = "| feature | eras (`ideal` has them all) |\n|---|---|\n"
        for (name, holds) in features { out += "| \(name) | \(spans(holds)) |\n" }
        return out
    }

    /// The quirks that need an iPad, each with its ids, eras and what it does.
    static var iPadQuirks: String {
        var out = "| quirk | ids | eras | what it does |\n|---|---|---|---|\n"
        for quirk in Quirk.allCases where quirk.declaration.needs.contains(.iPad) {
            let d = quirk.declaration
            out += "| `\(quirk.rawValue)` | \(d.ids.joined(separator: ", ")) | \(spans { d.eras[$0] != nil }) | \(cell(d.summary)) |\n"
        }
        return out
    }
}
