// docs/BEHAVIOURS.md is written by hand, and its "Era / switch" fields name the eras a quirk is on
// in: this holds each such list to the quirk's declaration (QuirkCatalog.swift), so that the next
// change of a quirk's eras fails here until the prose says it too. A clause that names one quirk
// and then eras is read as one of: "`q` ... `A` to `B`" (its first and last era), "`q` ... from
// `A`" (from A to the newest era), "`q` ... every era but `ideal`", or a list of eras (all of
// them, and no other).

import Foundation
import KeyboardModel
import Testing

@Suite struct BehaviourEraListTests {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/BEHAVIOURS.md")

    @Test func everyEraListMatchesItsQuirksDeclaration() throws {
        let text = try String(contentsOf: Self.catalog, encoding: .utf8)
        let clauses = Self.eraClauses(text)
        #expect(clauses.count > 40, "the catalog's Era / switch fields were not found")
        var checked = 0
        for (id, clause) in clauses {
            guard let (quirk, after) = Self.oneQuirk(in: clause) else { continue }
            let named = Self.eraNames(after)
            guard !named.isEmpty else { continue }
            let on = Era.allCases.filter { quirk.declaration.eras[$0] != nil }.map(\.name)
            let problem: String?
            if after.contains("every era but `ideal`") || after.contains("all eras but `ideal`") {
                problem = on == Era.allCases.dropFirst().map(\.name) ? nil : "every era but ideal"
            } else if let (a, b) = Self.range(after) {
                problem = on.first == a && on.last == b ? nil : "\(a) to \(b)"
            } else if let a = Self.from(after) {
                problem = on.first == a && on.last == Era.allCases.last?.name ? nil : "from \(a)"
            } else {
                problem = Set(named) == Set(on) ? nil : named.joined(separator: ", ")
            }
            if let problem {
                Issue.record("\(id): `\(quirk.rawValue)` is said to be on in \(problem); its declaration has \(on.joined(separator: ", ")): \(clause.prefix(160))")
            }
            checked += 1
        }
        #expect(checked > 30, "only \(checked) era lists were read")
    }

    /// Each behaviour's "Era / switch" field, cut into clauses at semicolons and sentence ends.
    static func eraClauses(_ text: String) -> [(id: String, clause: String)] {
        var out: [(String, String)] = []
        var id = ""
        var field: String?
        func flush() {
            guard let f = field else { return }
            let flat = f.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for c in flat.split(separator: ";") {
                for s in c.components(separatedBy: ". ") where !s.isEmpty { out.append((id, s)) }
            }
            field = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") {
                flush()
                id = String(line.dropFirst(4).prefix { $0 != " " })
            } else if line.hasPrefix("- **Era / switch:**") {
                flush()
                field = String(line.dropFirst("- **Era / switch:**".count))
            } else if field != nil, line.hasPrefix("  "), !line.hasPrefix("- ") {
                field! += " " + line
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// The clause's one quirk and what follows its name; nil when it names none, or several.
    static func oneQuirk(in clause: String) -> (Quirk, Substring)? {
        let names = Set(backticked(clause[...]).compactMap(Quirk.init(rawValue:)))
        guard names.count == 1, let q = names.first, let r = clause.range(of: "`\(q.rawValue)`") else { return nil }
        return (q, clause[r.upperBound...])
    }

    static func backticked(_ s: Substring) -> [String] {
        s.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func eraNames(_ s: Substring) -> [String] { backticked(s).filter { Era(rawValue: $0) != nil } }

    /// "`A` to `B`".
    static func range(_ s: Substring) -> (String, String)? {
        guard let to = s.range(of: "` to `") else { return nil }
        let a = s[..<to.lowerBound].split(separator: "`").last.map(String.init) ?? ""
        let b = s[to.upperBound...].prefix { $0 != "`" }
        guard Era(rawValue: a) != nil, Era(rawValue: String(b)) != nil else { return nil }
        return (a, String(b))
    }

    /// "from `A`" with no "to".
    static func from(_ s: Substring) -> String? {
        guard let r = s.range(of: "from `") else { return nil }
        let a = String(s[r.upperBound...].prefix { $0 != "`" })
        return Era(rawValue: a) != nil ? a : nil
    }
}
