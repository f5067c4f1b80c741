/// Renders docs/CONTRACT.md: the prose template with its placeholders replaced by what the XML
/// says. Placeholders are lines of their own: `{{names}}` (bus name, objects, interfaces),
/// `{{errors}}` (every error name with its meaning), `{{values}}` (the value lists and the keys of
/// the `a{sv}` arguments and properties), `{{interface NAME}}` (one interface's reference: methods
/// with arguments, access and errors, properties, signals).
public enum MarkdownRenderer {
    public static func render(_ model: ContractModel, template: String) throws(ContractError) -> String {
        var out = ["<!-- Generated from dbus/*.xml and dbus/contract-prose.md by scripts/generate: edit those. -->"]
        var rendered = Set<String>()
        var lines = template.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The template's own opening comment is about the template.
        if lines.first?.hasPrefix("<!--") == true, let end = lines.firstIndex(where: { $0.contains("-->") }) {
            lines.removeFirst(end + 1)
        }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}") else {
                out.append(line)
                continue
            }
            let directive = trimmed.dropFirst(2).dropLast(2).split(separator: " ").map(String.init)
            switch directive.first {
            case "names": out += names(model)
            case "errors": out += errors(model)
            case "values": out += valueLists(model)
            case "interface":
                guard directive.count == 2, let interface = model.interfaces.first(where: { $0.name == directive[1] }) else {
                    throw ContractError("template: unknown interface in \(trimmed)")
                }
                rendered.insert(interface.name)
                out += reference(interface)
            default:
                throw ContractError("template: unknown placeholder \(trimmed)")
            }
        }
        // Every interface appears, even one added to dbus/ after the template was written.
        for interface in model.interfaces where !rendered.contains(interface.name) {
            out += [""] + reference(interface)
        }
        return out.joined(separator: "\n")
    }

    private static func names(_ model: ContractModel) -> [String] {
        var lines = ["| what | name |", "|---|---|", "| well-known bus name | `\(model.busName)` |"]
        var byPath: [(String, [String])] = []
        for interface in model.interfaces {
            if let i = byPath.firstIndex(where: { $0.0 == interface.path }) { byPath[i].1.append(interface.name) } else { byPath.append((interface.path, [interface.name])) }
        }
        for (path, names) in byPath.sorted(by: { $0.0 < $1.0 }) {
            lines.append("| `\(path)` | \(names.map { "[`\($0)`](#\(anchor($0)))" }.joined(separator: ", ")) |")
        }
        let own = model.errors.filter { !$0.isStandard }, standard = model.errors.filter(\.isStandard)
        lines.append("| errors | \(own.map { "`\($0.fullName)`" }.joined(separator: ", ")); and the standard \(standard.map { "`\($0.shortName)`" }.joined(separator: ", ")) (`org.freedesktop.DBus.Error.*`) |")
        return lines
    }

    private static func errors(_ model: ContractModel) -> [String] {
        ["| error | meaning |", "|---|---|"] + model.errors.map { "| `\($0.fullName)` | \(cell($0.doc)) |" }
    }

    private static func valueLists(_ model: ContractModel) -> [String] {
        var lines = ["| list | values | taken by |", "|---|---|---|"]
        for e in model.enums {
            let values = e.values.map { $0.isEmpty ? "`\"\"` (empty)" : "`\($0)`" }.joined(separator: ", ") + (e.isOpen ? ", and others (see each use)" : "")
            let users = ValueListRenderer.users(of: e.name, model)
            lines.append("| `\(e.name)` | \(values) | \(users.isEmpty ? "–" : users.joined(separator: ", ")) |")
        }
        for d in model.keyedDictionaries {
            lines += ["", "Keys of \(d.owner) (`a{sv}`):", "", "| key | type | values |", "|---|---|---|"]
            lines += d.keys.map { "| `\($0.name)` | `\($0.signature)` | \($0.values.map { "`\($0)`" } ?? "") |" }
        }
        return lines
    }

    private static func reference(_ interface: InterfaceSpec) -> [String] {
        var lines = ["## \(interface.name)", "", interface.doc, "", "Served at `\(interface.path)`."]
        if !interface.methods.isEmpty {
            lines += ["", "### Methods"]
            for m in interface.methods {
                let ins = m.inArgs.map { "\($0.signature) \($0.name)" }.joined(separator: ", ")
                let outs = m.outArgs.map { "\($0.signature) \($0.name)" }.joined(separator: ", ")
                lines += ["", "#### \(m.name)", "", "`\(m.name)(\(ins))\(outs.isEmpty ? "" : " → \(outs)")`", "", m.doc, ""]
                if !(m.inArgs + m.outArgs).isEmpty {
                    lines += ["| argument | type | meaning |", "|---|---|---|"]
                    lines += m.inArgs.map { "| `\($0.name)` | \(typeCell($0)) | \(cell($0.doc)) |" }
                    lines += m.outArgs.map { "| → `\($0.name)` | \(typeCell($0)) | \(cell($0.doc)) |" }
                    lines.append("")
                }
                let access = m.access == "owner" ? "owner only (the app's own connection)" : "anyone"
                lines.append("Access: \(access). Errors: \(m.errors.isEmpty ? "none of its own" : m.errors.map { "`\($0)`" }.joined(separator: ", ")).")
            }
        }
        if !interface.properties.isEmpty {
            lines += ["", "### Properties", "", "| property | type | meaning |", "|---|---|---|"]
            for p in interface.properties {
                var doc = p.doc
                if p.emitsChangedSignal == "false" { doc += " No PropertiesChanged." }
                if !p.errors.isEmpty { doc += " Errors: \(p.errors.map { "`\($0)`" }.joined(separator: ", "))." }
                let type = "`\(p.signature)`" + ((p.type ?? p.values).map { " (\($0))" } ?? (p.keys == nil ? "" : " (keys below)"))
                lines.append("| `\(p.name)` | \(type) | \(cell(doc)) |")
            }
            lines += ["", "Read-only; each sends `PropertiesChanged` when it changes unless said otherwise."]
        }
        if !interface.signals.isEmpty {
            lines += ["", "### Signals"]
            for s in interface.signals {
                let args = s.args.map { "\($0.signature) \($0.name)" }.joined(separator: ", ")
                lines += ["", "#### \(s.name)", "", "`\(s.name)(\(args))`, \(s.delivery)", "", s.doc]
                if !s.args.isEmpty {
                    lines += ["", "| argument | type | meaning |", "|---|---|---|"]
                    lines += s.args.map { "| `\($0.name)` | \(typeCell($0)) | \(cell($0.doc)) |" }
                }
            }
        }
        return lines
    }

    private static func typeCell(_ a: ArgSpec) -> String {
        "`\(a.signature)`" + ((a.type ?? a.values).map { " (\($0))" } ?? (a.keys == nil ? "" : " (keys below)"))
    }

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// GitHub's heading anchor: lowercased, dots and other punctuation dropped.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }
}
