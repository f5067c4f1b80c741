import FlyingFox
import Foundation

/// `/behaviours/K3`: a quirk's behaviour, its section of docs/BEHAVIOURS.md (the catalog, with its
/// sources), read from the checkout the playground was built from; the page links each quirk here.
enum BehaviourPage {
    /// docs/BEHAVIOURS.md of this checkout (Sources/Tools/Playground/Server/ → the root).
    static var catalog: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/BEHAVIOURS.md")
    }

    static func response(_ id: String) -> HTTPResponse {
        guard id.range(of: "^[A-Z][0-9]{1,2}$", options: .regularExpression) != nil else {
            return GuardedHandler.text(.notFound, "404: a behaviour is an id such as K3\n")
        }
        guard let text = try? String(contentsOf: catalog, encoding: .utf8) else {
            return GuardedHandler.text(.notFound, "404: docs/BEHAVIOURS.md is not at \(catalog.path); the behaviour \(id) is there\n")
        }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("### \(id) ") }) else {
            return GuardedHandler.text(.notFound, "404: docs/BEHAVIOURS.md has no \(id)\n")
        }
        let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("## ") || $0.hasPrefix("### ") }) ?? lines.endIndex
        let section = lines[start..<end].joined(separator: "\n")
        let escaped = section.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>\(id): keyboardd's behaviour catalog</title>
            <style>body{font:14px/1.5 system-ui,sans-serif;max-width:50em;margin:2em auto;padding:0 1em}pre{white-space:pre-wrap}</style>
            </head><body><p>docs/BEHAVIOURS.md</p><pre>\(escaped)</pre></body></html>
            """
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(html.utf8))
    }
}
