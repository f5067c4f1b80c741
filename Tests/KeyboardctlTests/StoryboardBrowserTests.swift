import Foundation
import Testing

/// `run --html`'s page in a real browser: it loads without a console error, its script runs, and
/// the storyboard's pictures are there, the legs off the screen where the story says.
@Suite struct StoryboardBrowserTests {
    @Test(.enabled(if: Chromium.isAvailable, "chromium is not installed: scripts/setup --test installs it"))
    func theK3PageLoadsInChromiumWithItsPictures() async throws {
        let html = FileManager.default.temporaryDirectory.appendingPathComponent("k3-\(UUID().uuidString.prefix(8)).html").path
        defer { try? FileManager.default.removeItem(atPath: html) }
        let run = try await keyboardctl(["run", ScenarioFixtures.path("switch-with-keyboard.yaml"), "--embedded", "--html", html])
        #expect(run.status == 0, "\(run)")
        let steps = run.lines.filter { $0.range(of: #"^ +\d+  [^✓✗]"#, options: .regularExpression) != nil }.count
        #expect(steps == 9, "\(run)")

        let page = try await Chromium.load(html)
        #expect(page.status == 0, "\(page.log)")
        // The page's one message, from its script after it counted the pictures; nothing else
        // (an uncaught error or a console.error would be another CONSOLE line).
        let pictures = steps + 1   // the start, then one per step
        #expect(page.console == ["keyboardd storyboard: \(pictures) pictures"], "\(page.log)")
        #expect(page.dom.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard-step\"").count - 1
                == pictures)
        #expect(page.dom.contains("<span id=\"storyboard-count\">\(pictures) pictures</span>"))
        // Back in Ike: as it comes back Notes' keyboard is still on its way down, over Ike's lifted
        // view (the live keyboard, N15); once it is gone, the view is lifted for nothing.
        let figures = page.dom.components(separatedBy: "<figure class=\"storyboard-frame\"").dropFirst()
        let off = figures.map { $0.contains("class=\"tracked-view\" data-app=\"com.southpark.ike\" data-off=\"true\"") }
        #expect(off.suffix(2) == [false, true], "\(off)")
        #expect(figures.dropLast().last?.contains("class=\"keyboard\"") == true)
        #expect(figures.last?.contains("class=\"keyboard\"") == false)
    }
}
