// KeyboardFixtures needs no bus: a test target of a user's package that depends on it (and on app
// code that takes UIKit's names from UIKitNames) reaches no libdbus through any path. Read from
// the manifests as SwiftPM reads them (`swift package dump-package`, keyboardd's and
// examples/downstream's), following every target and product dependency.

import BusTestSupport
import Foundation
import ProcessSupport
import Testing

@Suite struct FixturesDependencyTests {
    /// One package's manifest: each target's dependencies (targets of the same package, or
    /// products of another) and whether it is a system library, and each product's targets.
    struct Manifest {
        var targets: [String: (dependencies: [Dependency], system: Bool, pkgConfig: String?)] = [:]
        var products: [String: [String]] = [:]

        enum Dependency: Equatable { case target(String), product(String) }

        init(packagePath: String) async throws {
            let json = try await Self.dumpPackage(packagePath)
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            for target in object["targets"] as? [[String: Any]] ?? [] {
                let name = try #require(target["name"] as? String)
                let dependencies: [Dependency] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                    if let byName = dependency["byName"] as? [Any], let name = byName.first as? String { return .target(name) }
                    if let target = dependency["target"] as? [Any], let name = target.first as? String { return .target(name) }
                    if let product = dependency["product"] as? [Any], let name = product.first as? String { return .product(name) }
                    return nil
                }
                targets[name] = (dependencies, target["type"] as? String == "system", target["pkgConfig"] as? String)
            }
            for product in object["products"] as? [[String: Any]] ?? [] {
                if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
            }
        }

        /// `swift package dump-package` in a scratch directory of its own, so that it waits on no
        /// build of the package (the one running these tests, for one).
        static func dumpPackage(_ path: String) async throws -> Data {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString.prefix(8))")
            defer { try? FileManager.default.removeItem(at: scratch) }
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let output = scratch.appendingPathComponent("package.json").path
            let child = try ChildProcess("/usr/bin/env", ["swift", "package", "--package-path", path, "--scratch-path",
                                                          scratch.appendingPathComponent("build").path, "dump-package"],
                                         stdout: .file(output), stderr: .null)
            defer { if child.exitCode == nil { child.stop() } }
            let status = try await withDeadline(300, "swift package dump-package \(path)") {
                await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
                    Thread { continuation.resume(returning: ChildProcess.code(child.wait())) }.start()
                }
            }
            #expect(status == 0, "swift package dump-package \(path) exited \(status)")
            return try Data(contentsOf: URL(fileURLWithPath: output))
        }
    }

    /// Every target `target` of `downstream` reaches, as "package/target", through keyboardd's products.
    static func closure(of target: String, downstream: Manifest, keyboardd: Manifest) -> Set<String> {
        var seen: Set<String> = []
        var queue: [(package: String, target: String)] = [("downstream", target)]
        while let (package, name) = queue.popLast() {
            guard seen.insert("\(package)/\(name)").inserted else { continue }
            let manifest = package == "downstream" ? downstream : keyboardd
            for dependency in manifest.targets[name]?.dependencies ?? [] {
                switch dependency {
                case .target(let target) where manifest.targets[target] != nil: queue.append((package, target))
                case .target(let product), .product(let product):
                    for target in keyboardd.products[product] ?? [] { queue.append(("keyboardd", target)) }
                }
            }
        }
        return seen
    }

    /// The targets among `closure` that are system libraries (CDBus: libdbus through pkg-config).
    static func systemLibraries(_ closure: Set<String>, keyboardd: Manifest) -> [String] {
        closure.compactMap { qualified -> String? in
            guard qualified.hasPrefix("keyboardd/") else { return nil }
            let name = String(qualified.dropFirst("keyboardd/".count))
            guard let target = keyboardd.targets[name], target.system else { return nil }
            return "\(name) (\(target.pkgConfig ?? "no pkg-config"))"
        }.sorted()
    }

    @Test func theReplayTestsOfADownstreamPackageReachNoLibdbus() async throws {
        let repository = StoryExport.repository.path
        let keyboardd = try await Manifest(packagePath: repository)
        let downstream = try await Manifest(packagePath: repository + "/examples/downstream")
        #expect(keyboardd.targets["CDBus"]?.pkgConfig == "dbus-1")

        let replay = Self.closure(of: "ComposeScreenReplayTests", downstream: downstream, keyboardd: keyboardd)
        #expect(replay.contains("keyboardd/KeyboardFixtures") && replay.contains("keyboardd/UIKitNames"))
        #expect(Self.systemLibraries(replay, keyboardd: keyboardd).isEmpty, "\(replay.sorted())")
        #expect(!replay.contains("keyboardd/KeyboardClient"))

        // The same walk finds libdbus where it is: the live tests, through KeyboardTesting.
        let live = Self.closure(of: "ComposeScreenTests", downstream: downstream, keyboardd: keyboardd)
        #expect(Self.systemLibraries(live, keyboardd: keyboardd) == ["CDBus (dbus-1)"])
    }

    /// KeyboardFixtures itself, as any package's test target gets it.
    @Test func theFixturesProductReachesNoLibdbus() async throws {
        let keyboardd = try await Manifest(packagePath: StoryExport.repository.path)
        let downstream = Manifest(targets: ["T": ([.product("KeyboardFixtures")], false, nil)])
        let reached = Self.closure(of: "T", downstream: downstream, keyboardd: keyboardd)
        #expect(reached == ["downstream/T", "keyboardd/KeyboardFixtures", "keyboardd/UIKitNames"])
    }
}

extension FixturesDependencyTests.Manifest {
    init(targets: [String: (dependencies: [Dependency], system: Bool, pkgConfig: String?)]) {
        self.targets = targets
    }
}
