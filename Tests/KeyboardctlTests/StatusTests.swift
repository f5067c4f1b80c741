import BusTestSupport
import DBus
import Foundation
import KeyboardContract
import Testing

/// `status` and `status --json` against what keyboardd's properties say.
@Suite struct StatusTests {
    /// The JSON shape `status --json` promises (docs/KEYBOARDCTL.md), decoded strictly.
    struct StatusJSON: Decodable {
        struct Keyboard: Decodable {
            var visible: Bool
            var frame: [Double]
            var owner: String
            var mode: String
            var inputMode: String
            var hardwareKeyboard: Bool
            var animating: Bool
        }
        struct Window: Decodable {
            var id: String
            var kind: String
            var hidden: Bool
            var frame: [Double]
        }
        struct App: Decodable {
            var bundleId: String
            var path: String
            var state: String
            var firstResponder: String
            var windowFrame: [Double]
            var keyboardOverlap: [Double]
            var windows: [Window]
        }
        var address: String
        var version: String
        var device: String
        var orientation: String
        var era: String
        /// The era's old name, kept for a release.
        var profile: String
        var quirks: [String]
        var clock: String
        var now: UInt64
        var frontmost: String
        var keyboardOwner: String
        var keyboard: Keyboard
        var apps: [App]
    }

    static func doubles(_ value: DBusValue) -> [Double] {
        guard case .structure(let fields) = value.unwrappedVariant else { return [] }
        return fields.compactMap { if case .double(let d) = $0 { d } else { nil } }
    }

    @Test func jsonParsesAndMatchesTheProperties() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let (ike, notes) = try await bench.playK3()
        let run = try await bench.ctl("status", "--json")
        #expect(run.status == 0)
        #expect(run.lines.count == 1)
        let status = try JSONDecoder().decode(StatusJSON.self, from: Data(run.output.utf8))

        #expect(status.address == bench.bus.address)
        #expect(status.version == KeyboarddVersion.string)
        #expect(status.device == (try await bench.server("Device")).asString)
        #expect(status.orientation == "portrait")
        #expect(status.era == "ios13" && status.profile == "ios13")
        #expect(.array(elementSignature: "s", status.quirks.map(DBusValue.string)) == (try await bench.server("Quirks")))
        #expect(status.clock == "virtual")
        #expect(.uint64(status.now) == (try await bench.server("Now")))
        #expect(status.frontmost == notes.id)
        #expect(status.keyboardOwner == notes.id)
        #expect(status.keyboard.visible)
        #expect(status.keyboard.frame == Self.doubles(try await bench.keyboard("Frame")))
        #expect(status.keyboard.owner == notes.id)
        #expect(status.keyboard.mode == "docked")
        #expect(status.keyboard.inputMode == "en-US")
        #expect(!status.keyboard.hardwareKeyboard && !status.keyboard.animating)

        #expect(status.apps.map(\.bundleId) == [notes.id, ike.id])
        for app in status.apps {
            #expect(app.path == App1.path(app.bundleId).rawValue)
            #expect(.string(app.state) == (try await bench.app(app.bundleId, "State")))
            #expect(.string(app.firstResponder) == (try await bench.app(app.bundleId, "FirstResponder")))
            #expect(app.windowFrame == Self.doubles(try await bench.app(app.bundleId, "WindowFrame")))
            #expect(app.keyboardOverlap == Self.doubles(try await bench.app(app.bundleId, "KeyboardOverlap")))
            guard case .array(_, let windows) = try await bench.app(app.bundleId, "Windows") else { continue }
            #expect(app.windows.map(\.id) == windows.compactMap { if case .structure(let f) = $0 { f[0].asString } else { nil } })
        }
        let notesStatus = try #require(status.apps.first)
        #expect(notesStatus.state == "active" && notesStatus.firstResponder == "body")
        #expect(notesStatus.keyboardOverlap[3] > 0)
        #expect(status.apps[1].state == "suspended")
    }

    @Test func textShowsTheDaemonTheKeyboardAndEveryApp() async throws {
        let bench = try await CtlBench(["--era", "ios13"])
        let (ike, notes) = try await bench.playK3()
        let run = try await bench.ctl("status")
        #expect(run.status == 0)
        let text = run.output
        #expect(!text.contains("\u{1B}["), "no colour when stdout is not a terminal")
        #expect(text.contains("Era: ios13"))
        #expect(text.contains("Clock: virtual, now \((try await bench.server("Now")).asUInt64 ?? 0) ms"))
        #expect(text.contains("Frontmost: \(notes.id)"))
        #expect(text.contains("Owner: \(notes.id)"))
        #expect(text.contains("Frame: (0, 477, 375, 335)"))
        #expect(text.contains("Apps (2)"))
        let notesRow = try #require(run.lines.first { $0.hasPrefix("  \(notes.id)") })
        #expect(notesRow.contains("active") && notesRow.contains("body") && notesRow.contains("(0, 477, 375, 335)"))
        let ikeRow = try #require(run.lines.first { $0.hasPrefix("  \(ike.id)") })
        #expect(ikeRow.contains("suspended") && ikeRow.contains("none"))
    }
}

extension DBusValue {
    var asString: String? { if case .string(let s) = unwrappedVariant { s } else { nil } }
    var asUInt64: UInt64? { if case .uint64(let t) = unwrappedVariant { t } else { nil } }
}
