import Glibc
import StrategyMatrix

/// `--filter` for `matrix`: each filter is `[FIELD=]PATTERN`, FIELD one of scenario, tracker,
/// fix, era (`profile`, its old name, with a warning); without a field the pattern may match any
/// of them. PATTERN is a name or a shell glob (`switch-*`). A cell is run when every filter matches it.
struct MatrixFilter: Equatable, CustomStringConvertible {
    enum Field: String, CaseIterable {
        case scenario, tracker, fix, era
    }

    let field: Field?
    let pattern: String

    init(_ text: String) throws(CtlFailure) {
        if let equals = text.firstIndex(of: "=") {
            var name = String(text[..<equals])
            if name == "profile" {
                OldSpelling.warn("--filter profile=", "--filter era=")
                name = Field.era.rawValue
            }
            guard let field = Field(rawValue: name) else {
                throw .usage("--filter \(text): unknown field '\(name)'; fields: "
                             + Field.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.field = field
            pattern = String(text[text.index(after: equals)...])
        } else {
            field = nil
            pattern = text
        }
        guard !pattern.isEmpty else { throw .usage("--filter \(text): the pattern is empty") }
    }

    var description: String { field.map { "\($0.rawValue)=\(pattern)" } ?? pattern }

    func values(of cell: MatrixCell, _ field: Field) -> [String] {
        switch field {
        case .scenario: [cell.scenario.id]
        case .tracker: [cell.setup.tracker]
        case .fix: cell.setup.fixes.isEmpty ? ["none"] : cell.setup.fixes
        case .era: [cell.profile]
        }
    }

    func matches(_ cell: MatrixCell) -> Bool {
        let fields = field.map { [$0] } ?? Field.allCases
        return fields.contains { values(of: cell, $0).contains { fnmatch(pattern, $0, 0) == 0 } }
    }

    /// The cells every filter takes, or a usage failure listing what there is to filter on.
    static func select(_ cells: [MatrixCell], _ filters: [MatrixFilter]) throws(CtlFailure) -> [MatrixCell] {
        let chosen = cells.filter { cell in filters.allSatisfy { $0.matches(cell) } }
        guard chosen.isEmpty else { return chosen }
        func names(_ values: [String]) -> String { Array(Set(values)).sorted().joined(separator: ", ") }
        throw .usage("no cell of the matrix matches " + filters.map(\.description).joined(separator: " and ")
                     + "; scenarios: \(names(cells.map(\.scenario.id))); trackers: \(names(cells.map(\.setup.tracker))); "
                     + "fixes: \(names(cells.flatMap(\.setup.fixes) + ["none"])); eras: \(names(cells.map(\.profile)))")
    }
}
