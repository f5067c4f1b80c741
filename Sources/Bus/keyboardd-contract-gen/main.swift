import ContractGenerator
import Foundation

// keyboardd-contract-gen: the contract's generator.
//   keyboardd-contract-gen swift OUTPUT.swift INPUT...   the KeyboardContract module's Swift (the build plugin runs this)
//   keyboardd-contract-gen docs OUTPUT.md TEMPLATE.md INPUT...   docs/CONTRACT.md (scripts/generate runs this)
//   keyboardd-contract-gen python OUTPUT.py INPUT...   the pytest plugin's constants (scripts/generate runs this)
// INPUT: dbus/*.xml and the .service file (its Name= is the bus name).

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("keyboardd-contract-gen: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, ["swift", "docs", "python"].contains(arguments[0]) else {
    fail("usage: keyboardd-contract-gen swift OUTPUT INPUT... | docs OUTPUT TEMPLATE INPUT... | python OUTPUT INPUT...")
}
let output = URL(fileURLWithPath: arguments[1])
let inputs = arguments[0] == "docs" ? Array(arguments[3...]) : Array(arguments[2...])
do {
    let files = try inputs.map { (URL(fileURLWithPath: $0).lastPathComponent, try String(contentsOfFile: $0, encoding: .utf8)) }
    let model = try ContractReader.read(files: files)
    let text: String
    let sources = files.map(\.0).filter { $0.hasSuffix(".xml") }.sorted()
    switch arguments[0] {
    case "swift": text = try SwiftRenderer.render(model, sources: sources)
    case "python": text = try PythonRenderer.render(model, sources: sources)
    default: text = try MarkdownRenderer.render(model, template: try String(contentsOfFile: arguments[2], encoding: .utf8))
    }
    // Unchanged output keeps its date, so nothing downstream rebuilds.
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
        try text.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    fail("\(error)")
}
