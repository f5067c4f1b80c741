// KeyboardFixtures must build for iOS, which this repository's CI cannot compile for (no Apple
// SDK on Linux; `swiftc -typecheck -target arm64-apple-ios…` needs the iOS SDK). So its sources,
// and the single-file copy, are held to rules that keep them within what iOS has: Foundation (and
// UIKit inside its `#if`) only, no processes, no C library, no platform branches, and every
// UIKit name inside a UIKit branch.

import Foundation
import Testing

@Suite struct IOSBuildabilityTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file of KeyboardFixtures, and examples/replay/KeyboardReplay.swift.
    static var sources: [String] { swiftFiles("Sources/Client/KeyboardFixtures") + ["examples/replay/KeyboardReplay.swift"] }

    /// UIKitNames, which KeyboardFixtures re-exports: part of the product on iOS too (empty there).
    static var uikitNamesSources: [String] { swiftFiles("Sources/Client/UIKitNames") }

    static func swiftFiles(_ folder: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: repository.appendingPathComponent(folder).path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" } ?? []
        return files.sorted()
    }

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
    }

    /// What an iOS build lacks or a test target must not do: other modules, processes, the C
    /// library, Linux-only spellings.
    static let forbidden = [
        "Process(", "Process.", "posix_spawn", "fork(", "execv", "waitpid", "NSTask", "Glibc", "Musl", "Darwin.",
        "FoundationNetworking", "DispatchSource.makeSignalSource", "#if os(Linux)", "CommandLine.",
    ]

    @Test(arguments: sources + uikitNamesSources)
    func importsFoundationAndUIKitOnly(_ path: String) throws {
        // UIKitNames' Synchronization (its UIApplication's state) is inside its `#if !canImport(UIKit)`.
        let allowed = ["Foundation", "UIKit", "UIKitNames"] + (path.contains("/UIKitNames/") ? ["Synchronization"] : [])
        for (number, line) in try Self.lines(path).enumerated() where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            #expect(allowed.contains(module), "\(path):\(number + 1): \(line)")
        }
    }

    /// UIKitNames declares UIKit's names only where UIKit is not: on iOS it is empty, so an iOS
    /// test target that imports UIKit and KeyboardFixtures sees one `UIResponder`, UIKit's.
    @Test(arguments: uikitNamesSources)
    func uikitNamesIsEmptyWhereUIKitIs(_ path: String) throws {
        let code = try Self.lines(path).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        #expect(code.first == "#if !canImport(UIKit)", "\(path) begins outside #if !canImport(UIKit)")
        #expect(code.last == "#endif", "\(path) ends outside its #if")
        #expect(code.filter { $0.hasPrefix("#if") }.count == 1 && !code.contains { $0.hasPrefix("#else") },
                "\(path): one #if !canImport(UIKit) around everything")
    }

    @Test(arguments: sources + uikitNamesSources)
    func usesNothingIOSLacks(_ path: String) throws {
        for (number, line) in try Self.lines(path).enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            for word in Self.forbidden where line.contains(word) {
                Issue.record("\(path):\(number + 1): \(word) in: \(line)")
            }
        }
    }

    /// UIKit's names appear only inside `#if canImport(UIKit)`, where they are compiled on iOS alone.
    @Test(arguments: sources)
    func uikitNamesStayInsideTheUIKitBranch(_ path: String) throws {
        let uikitNames = ["UIResponder", "UIApplication", "UITextField", "UITextView", "UIWindow", "UIViewController",
                          "NSValue(cg"]
        // Each open #if: whether its condition is UIKit's, whether its enclosing branch is, and
        // whether it is past its #else.
        var branches: [(uikit: Bool, enclosing: Bool, inElse: Bool, negated: Bool)] = []
        var inUIKit: Bool {
            branches.last.map { $0.enclosing || ($0.uikit && ($0.negated ? $0.inElse : !$0.inElse)) } ?? false
        }
        for (number, line) in try Self.lines(path).enumerated() {
            // String literals hold UIKit's names as strings ("UIApplication…Notification"): not code.
            let code = line.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "\"[^\"]*\"", with: "\"\"", options: .regularExpression)
            if code.hasPrefix("#if ") {
                // `#if !canImport(UIKit)`: its #else is the UIKit branch.
                let negated = code.contains("!canImport(UIKit)")
                branches.append((code.contains("canImport(UIKit)"), inUIKit, false, negated))
            } else if code.hasPrefix("#else") || code.hasPrefix("#elseif"), !branches.isEmpty {
                branches[branches.count - 1].inElse = true
            } else if code.hasPrefix("#endif") {
                _ = branches.popLast()
            } else if !code.hasPrefix("//"),
                      let name = uikitNames.first(where: code.contains) ?? (code.hasSuffix("import UIKit") ? "import UIKit" : nil) {
                #expect(inUIKit, "\(path):\(number + 1): \(name) outside #if canImport(UIKit)")
            }
        }
        #expect(branches.isEmpty, "\(path): unbalanced #if")
    }
}
