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
    static var sources: [String] {
        let folder = "Sources/Client/KeyboardFixtures"
        let files = FileManager.default.enumerator(atPath: repository.appendingPathComponent(folder).path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" } ?? []
        return files.sorted() + ["examples/replay/KeyboardReplay.swift"]
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

    @Test(arguments: sources)
    func importsFoundationAndUIKitOnly(_ path: String) throws {
        for (number, line) in try Self.lines(path).enumerated() where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            #expect(["Foundation", "UIKit"].contains(module), "\(path):\(number + 1): \(line)")
        }
    }

    @Test(arguments: sources)
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
                          "NSValue(cg", "import UIKit"]
        // Each open #if: whether its condition is UIKit's, whether its enclosing branch is, and
        // whether it is past its #else.
        var branches: [(uikit: Bool, enclosing: Bool, inElse: Bool)] = []
        var inUIKit: Bool { branches.last.map { $0.enclosing || ($0.uikit && !$0.inElse) } ?? false }
        for (number, line) in try Self.lines(path).enumerated() {
            // String literals hold UIKit's names as strings ("UIApplication…Notification"): not code.
            let code = line.trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "\"[^\"]*\"", with: "\"\"", options: .regularExpression)
            if code.hasPrefix("#if ") {
                branches.append((code.contains("canImport(UIKit)"), inUIKit, false))
            } else if code.hasPrefix("#else") || code.hasPrefix("#elseif"), !branches.isEmpty {
                branches[branches.count - 1].inElse = true
            } else if code.hasPrefix("#endif") {
                _ = branches.popLast()
            } else if !code.hasPrefix("//"), let name = uikitNames.first(where: code.contains) {
                #expect(inUIKit, "\(path):\(number + 1): \(name) outside #if canImport(UIKit)")
            }
        }
        #expect(branches.isEmpty, "\(path): unbalanced #if")
    }
}
