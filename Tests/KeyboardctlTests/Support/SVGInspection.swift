import Foundation
import FoundationXML
import Testing

/// The timeline SVG parsed as XML (a parse failure fails the test), and what the tests count in it.
struct SVGInspection {
    let document: XMLDocument

    init(_ text: String) throws {
        document = try XMLDocument(xmlString: text, options: [])
        #expect(document.rootElement()?.name == "svg")
    }

    /// An attribute's value. Looked up in `attributes`: on Linux, `attribute(forName:)` finds
    /// nothing on elements in SVG's default namespace.
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    func elements(_ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    /// The app of every lane, top to bottom.
    func laneApps() throws -> [String] {
        try elements("//*[local-name()='g' and @class='lane']").compactMap { SVGInspection.attribute($0, "data-app") }
    }

    /// Every keyboard-notification mark: (app of its lane, data-record, data-local).
    func marks() throws -> [(app: String, record: UInt64, local: String)] {
        try elements("//*[local-name()='g' and @class='lane']").flatMap { lane -> [(app: String, record: UInt64, local: String)] in
            let app = SVGInspection.attribute(lane, "data-app") ?? ""
            return try lane.nodes(forXPath: ".//*[contains(concat(' ', @class, ' '), ' kbd-mark ')]").compactMap { node in
                guard let mark = node as? XMLElement,
                      let record = SVGInspection.attribute(mark, "data-record").flatMap({ UInt64($0) }) else { return nil }
                return (app, record, SVGInspection.attribute(mark, "data-local") ?? "")
            }
        }
    }

    /// The curves (`truth`, `belief`) drawn in one app's lane.
    func curves(of app: String) throws -> [String] {
        try elements("//*[local-name()='g' and @class='lane' and @data-app='\(app)']//*[local-name()='path' and starts-with(@class, 'curve ')]")
            .compactMap { SVGInspection.attribute($0, "class")?.split(separator: " ").last.map(String.init) }
    }

    /// The y of each point of one curve in one app's lane (its path's M and L points).
    func curveHeights(of app: String, curve: String) throws -> [Double] {
        let paths = try elements("//*[local-name()='g' and @class='lane' and @data-app='\(app)']//*[local-name()='path' and @class='curve \(curve)']")
        guard let d = paths.first.flatMap({ SVGInspection.attribute($0, "d") }) else { return [] }
        return d.split(separator: " ").compactMap { point in
            point.split(separator: ",").last.flatMap { Double($0) }
        }
    }
}
