import BusTestSupport
import DBus
import Foundation
import HeadlessBrowser
import KeyboardContract
import StrategyMatrix
import Testing

/// `keyboardctl playground --embedded` in Debian's chromium, driven over the DevTools protocol as
/// a person drives the page: it shows what another process's app was told, its `data-verb`
/// controls change keyboardd, an export plays back to the same notifications, and several tabs
/// see one state. Every process (chromium, the playground with its keyboardd and bus, the sample
/// client) is stopped by PID when the test ends, also when it fails. With
/// KEYBOARDD_PLAYGROUND_SCREENSHOTS=DIR the tests leave their screenshots there (docs/images).
@Suite(.serialized, .enabled(if: HeadlessChromium.isAvailable, "chromium is not installed: scripts/setup --test installs it"))
struct PlaygroundBrowserTests {
    /// The playground and a browser with its page open and drawn.
    final class Bench {
        let playground: PlaygroundProcess
        let browser: HeadlessChromium
        let tab: HeadlessChromium.Tab

        init(_ arguments: [String] = ["--embedded"], url: (String) -> String = { $0 }) async throws {
            playground = try await PlaygroundProcess(arguments)
            browser = try HeadlessChromium()
            do {
                tab = try browser.open(url(playground.url))
                try browser.wait(tab, until: "document.getElementById('status').textContent === 'connected' && window.playground.state "
                                          + "&& document.querySelectorAll('#verbs [data-verb]').length > 0")
            } catch {
                browser.close()
                playground.stop()
                throw error
            }
        }

        func close() {
            browser.close()
            playground.stop()
        }

        func string(_ expression: String) throws -> String? { try browser.evaluate(tab, expression) as? String }

        /// A bus connection of the test's own to the playground's keyboardd.
        func keyboardd() throws -> Connection { try Connection(address: playground.address) }

        func screenshot(_ name: String) throws {
            guard let directory = ProcessInfo.processInfo.environment["KEYBOARDD_PLAYGROUND_SCREENSHOTS"] else { return }
            try browser.screenshot(tab, to: directory + "/" + name)
        }
    }

    /// An app registered by another process (the ike sample client on the playground's bus): the
    /// page draws its window and keyboard and shows the notifications it was told, as keyboardd sent them.
    @Test func thePageShowsANotificationSentToAnotherProcessesApp() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        let ike = try SampleClientProcess(role: "ike", executable: PlaygroundProcess.binDirectory + "/ike",
                                          arguments: ["--bus", bench.playground.address, "--bundle-id", "com.southpark.ike"])
        defer { ike.stop() }
        _ = try ike.next(what: "registration") { $0["event"] as? String == "ready" }
        try bench.browser.click(bench.tab, "[data-verb=\"Settle\"]")
        try bench.browser.wait(bench.tab, until: "window.playground.state.apps.some(a => a.BundleId === 'com.southpark.ike' && a.State === 'active')")
        try ike.perform("focus")
        try bench.browser.click(bench.tab, "[data-verb=\"Settle\"]")
        let lane = ".lane[data-app=\"com.southpark.ike\"]"
        try bench.browser.wait(bench.tab, until: "document.querySelector('\(lane) .note[data-name=\"UIKeyboardDidShowNotification\"]')")
        let names = try bench.browser.evaluate(bench.tab, "[...document.querySelectorAll('\(lane) .note.keyboard')].map(n => n.dataset.name)") as? [String]
        #expect(names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                          "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
        // The same notifications came as they were sent (Keyboard1.Notification), and the keyboard is drawn where keyboardd says.
        #expect(try bench.browser.evaluate(bench.tab, "document.querySelectorAll('#live li').length") as? Int == 4)
        let frame = try await Keyboard1.Proxy(try bench.keyboardd()).frame()
        try bench.browser.wait(bench.tab, until: "document.querySelector('#device .keyboard').dataset.frame === '\(Self.figures(frame))'")
        // A click on a notification shows its whole userInfo and its FrameEnd on the picture.
        try bench.browser.click(bench.tab, "\(lane) .note[data-name=\"UIKeyboardWillShowNotification\"]")
        #expect(try bench.string("document.getElementById('detail').textContent")?.contains("UIKeyboardFrameEndUserInfoKey") == true)
        #expect(try bench.browser.evaluate(bench.tab, "document.querySelectorAll('#device .frame-end').length") as? Int == 1)
        // The click scrolled to the lane; the docs' first picture is the device with that FrameEnd.
        _ = try bench.browser.evaluate(bench.tab, "window.scrollTo(0, 0)")
        try bench.screenshot("playground.png")
        #expect(bench.browser.errors(bench.tab).isEmpty, "\(bench.browser.errors(bench.tab))")
    }

    /// `[data-verb="GoHome"]` is Control1.GoHome: keyboardd's frontmost app goes.
    @Test func clickingGoHomeChangesKeyboarddsState() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        try bench.browser.evaluate(bench.tab, "document.getElementById('add-example').value = 'notes'")
        try bench.browser.click(bench.tab, "[data-verb=\"RegisterApp\"]")
        try bench.browser.wait(bench.tab, until: "document.querySelector('.app-card[data-app=\"com.apple.mobilenotes\"]')")
        try bench.browser.click(bench.tab, "[data-verb=\"Settle\"]")
        let server = Server1.Proxy(try bench.keyboardd())
        try bench.browser.wait(bench.tab, until: "window.playground.state.server.Frontmost === 'com.apple.mobilenotes'")
        #expect(try await server.frontmost() == "com.apple.mobilenotes")
        try bench.browser.click(bench.tab, "#verbs [data-verb=\"GoHome\"]")
        try bench.browser.wait(bench.tab, until: "window.playground.state.server.Frontmost === ''")
        #expect(try await server.frontmost() == "")
        #expect(bench.browser.errors(bench.tab).isEmpty, "\(bench.browser.errors(bench.tab))")
    }

    /// A refused call shows the contract's error with the valid values, and changes nothing.
    @Test func aRefusedCallShowsTheContractsError() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        let before = try await Server1.Proxy(try bench.keyboardd()).device()
        // No app is registered: LaunchApp of nobody is UnknownApp.
        _ = try bench.browser.evaluate(bench.tab, "window.playground.call('Control1', 'LaunchApp', {bundle_id: 'com.example.nobody'})")
        try bench.browser.wait(bench.tab, until: "!document.getElementById('error').hidden")
        #expect(try bench.string("document.getElementById('error').dataset.name") == "UnknownApp")
        // A device that never ran the era: NotSupported naming the devices that ran it.
        _ = try bench.browser.evaluate(bench.tab, "window.playground.call('Control1', 'Configure', {options: {Device: 'iphone-4s', Profile: 'ios26'}})")
        try bench.browser.wait(bench.tab, until: "document.getElementById('error').dataset.name === 'NotSupported'")
        #expect(try bench.string("document.getElementById('error').textContent")?.contains("ios26 runs on") == true)
        #expect(try await Server1.Proxy(try bench.keyboardd()).device() == before)
    }

    /// Export: the session as a scenario file that `keyboardctl run` plays back to the same
    /// notifications (its last `expect` holds them all), and the replay files of that run.
    @Test func anExportPlaysBackToTheSameNotifications() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        let browser = bench.browser, tab = bench.tab
        try browser.click(tab, "[data-verb=\"RegisterApp\"]")   // ike, its own tracker, launched
        try browser.wait(tab, until: "document.querySelector('.app-card[data-app=\"com.southpark.ike\"] [data-verb=\"BecomeFirstResponder\"]')")
        try browser.click(tab, "[data-verb=\"Settle\"]")
        try browser.wait(tab, until: "window.playground.state.apps[0].State === 'active'")
        try browser.click(tab, ".app-card[data-app=\"com.southpark.ike\"] [data-verb=\"BecomeFirstResponder\"]")
        try browser.wait(tab, until: "window.playground.state.apps[0].FirstResponder !== ''")
        try browser.click(tab, "[data-verb=\"Settle\"]")
        try browser.wait(tab, until: "document.querySelector('.note[data-name=\"UIKeyboardDidShowNotification\"]')")
        try browser.click(tab, "#verbs [data-verb=\"GoHome\"]")
        try browser.click(tab, "[data-verb=\"Settle\"]")
        try browser.wait(tab, until: "document.querySelector('.note[data-name=\"UIApplicationDidEnterBackgroundNotification\"]')")
        try browser.evaluate(tab, "document.getElementById('export-behaviours').value = 'K1'")
        try browser.click(tab, "[data-action=\"export\"]")
        try browser.wait(tab, until: "document.getElementById('export-verdict')")
        let yaml = try bench.string("window.playground.lastExport.scenario") ?? ""
        let output = try bench.string("window.playground.lastExport.output") ?? ""
        #expect(try bench.string("document.getElementById('export-verdict').dataset.passed") == "true", "\(yaml)\n\(output)")
        #expect(yaml.contains("  - ike: focus") && yaml.contains("  - GoHome") && yaml.contains("{name: DidShow, local: true"), "\(yaml)")
        #expect(output.contains("passed:"), "\(output)")
        let replays = try browser.evaluate(tab, "Object.keys(window.playground.lastExport.replays)") as? [String]
        #expect(replays == ["com.southpark.ike.json"])
        try browser.evaluate(tab, "for (const id of ['verbs', 'quirks']) document.getElementById(id).closest('details').open = false")
        try bench.screenshot("playground-export.png")
    }

    /// Several tabs see one state: a call made in one shows in the others.
    @Test func manyTabsSeeTheSameState() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        let others = try (0..<2).map { _ in try bench.browser.open(bench.playground.url) }
        for tab in others { try bench.browser.wait(tab, until: "window.playground.state && window.playground.catalog") }
        try bench.browser.evaluate(bench.tab, "document.getElementById('advance-ms').value = '1234'")
        try bench.browser.click(bench.tab, ".clock-controls [data-verb=\"Advance\"]:not([data-ms])")
        for tab in [bench.tab] + others {
            try bench.browser.wait(tab, until: "window.playground.state.server.Now === 1234")
            #expect(try bench.browser.evaluate(tab, "document.getElementById('clock').textContent") as? String == "virtual clock, now 1234 ms")
        }
    }

    /// Bad messages are refused with an error frame and the connection stays: not JSON, too big,
    /// an unknown method (its message lists the methods), an argument of the wrong type.
    @Test func malformedAndOversizedMessagesAreRefusedAndTheConnectionStays() async throws {
        let bench = try await Bench()
        defer { bench.close() }
        let browser = bench.browser, tab = bench.tab
        let errors = """
            (async () => {
              const socket = window.playground.socket, seen = [];
              const next = () => new Promise(resolve => socket.addEventListener('message', function listen(event) {
                const message = JSON.parse(event.data);
                if (message.error) { socket.removeEventListener('message', listen); resolve(message.error.shortName + ': ' + message.error.message); }
              }));
              for (const text of ['not json', 'x'.repeat(100000),
                                  JSON.stringify({id: 1, call: {interface: 'Control1', method: 'Fly', arguments: {}}}),
                                  JSON.stringify({id: 2, call: {interface: 'Control1', method: 'Advance', arguments: {ms: 'soon'}}}),
                                  JSON.stringify({id: 3, call: {interface: 'Control1', method: 'SetKeyboardMode', arguments: {mode: 'sideways'}}})]) {
                const error = next(); socket.send(text); seen.push(await error);
              }
              const reply = await window.playground.send({call: {interface: 'Control1', method: 'Advance', arguments: {ms: 5}}});
              return [...seen, socket.readyState, JSON.stringify(reply)];
            })()
            """
        let seen = try browser.evaluate(tab, errors) as? [Any] ?? []
        #expect(seen.count == 7, "\(seen)")
        #expect((seen.first as? String)?.hasPrefix("InvalidArgs: not a JSON object") == true, "\(seen)")
        #expect((seen.dropFirst().first as? String)?.hasPrefix("LimitsExceeded: a message of 100000 bytes") == true, "\(seen)")
        #expect((seen.dropFirst(2).first as? String)?.contains("has no method Fly (methods: LaunchApp, GoHome") == true, "\(seen)")
        #expect((seen.dropFirst(3).first as? String)?.contains("Advance: ms: expected a value of type 't', got a string") == true, "\(seen)")
        // A value outside the contract's list: keyboardd's words, with the list.
        #expect((seen.dropFirst(4).first as? String)?.hasPrefix("InvalidArgs: SetKeyboardMode: mode") == true, "\(seen)")
        #expect((seen.dropFirst(4).first as? String)?.contains("floating") == true, "\(seen)")
        #expect(seen.dropFirst(5).first as? Int == 1)   // WebSocket.OPEN
        try browser.wait(tab, until: "window.playground.state.server.Now === 5")
    }

    /// The set-up is in the URL: a link with #device=…&era=… configures keyboardd so.
    @Test func aLinkReproducesItsSetUp() async throws {
        let bench = try await Bench(url: { $0 + "#device=iphone-6&era=ios8&orientation=portrait&on=reduce-motion&off=" })
        defer { bench.close() }
        try bench.browser.wait(bench.tab, until: "window.playground.state.server.Device === 'iphone-6' && window.playground.state.server.Profile === 'ios8'")
        let server = Server1.Proxy(try bench.keyboardd())
        #expect(try await server.device() == "iphone-6")
        #expect(try await server.profile() == "ios8")
        #expect(try await server.settings()["reduce-motion"] == .boolean(true))
    }

    static func figures(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
    }
}

/// `keyboardctl playground FILE.yaml`: the file is played first (its apps are the playground's
/// own), the page shows where it ended, and the quirks that fired are found by playing the
/// session again with each one off: on ios13, K3's leak is leaky-transition's.
@Suite(.serialized, .enabled(if: HeadlessChromium.isAvailable, "chromium is not installed: scripts/setup --test installs it"))
struct PlaygroundScenarioTests {
    static var k3: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/scenarios/switch-with-keyboard.yaml").path
    }

    @Test func aScenarioFileOpensAndTheQuirksThatFiredAreFound() async throws {
        let bench = try await PlaygroundBrowserTests.Bench([Self.k3, "--embedded"])
        defer { bench.close() }
        let browser = bench.browser, tab = bench.tab
        // Where the file ends: Ike back in front, Notes suspended; Ike was told Notes' keyboard (IsLocal false).
        try browser.wait(tab, until: "window.playground.state.server.Frontmost === 'com.southpark.ike'")
        let notLocal = "document.querySelectorAll('.lane[data-app=\"com.southpark.ike\"] .note.not-local').length"
        try browser.wait(tab, until: "\(notLocal) >= 4")
        #expect(try browser.evaluate(tab, notLocal) as? Int == 4)
        #expect(try browser.evaluate(tab, "window.playground.apps.map(a => a.role).join()") as? String == "ike,notes")
        try browser.click(tab, "[data-action=\"quirksFired\"]")
        browser.deadline = HangGuard.seconds
        try browser.wait(tab, until: "document.getElementById('quirks-progress').textContent === 'done'")
        let fired = try browser.evaluate(tab, "Object.fromEntries([...document.querySelectorAll('#quirks [data-quirk]')].map(q => [q.dataset.quirk, q.dataset.fired]))") as? [String: String] ?? [:]
        #expect(fired["leaky-transition"] == "true", "\(fired)")
        #expect(fired["undocked-zero-frame"] == "false", "\(fired)")   // an iPad's: nothing here to change
        #expect(fired.values.allSatisfy { $0 == "true" || $0 == "false" }, "\(fired)")
        // For the picture: the quirks in view, the verbs folded.
        try browser.evaluate(tab, "document.getElementById('verbs').closest('details').open = false")
        try bench.screenshot("playground-k3.png")
    }
}
