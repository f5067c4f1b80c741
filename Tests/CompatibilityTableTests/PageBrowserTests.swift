import Foundation
import HeadlessBrowser
import Testing

/// docs/compatibility.html in a real browser (headless chromium, driven over the DevTools
/// protocol): it draws every grid without a console error, its filters narrow the grid, a deep
/// link opens its cell, a click on a cell expands its evidence, and a bad link says what is valid.
@Suite(.serialized, .enabled(if: HeadlessChromium.isAvailable, "chromium is not installed: scripts/setup --test installs it"))
struct PageBrowserTests {
    static let page = URL(fileURLWithPath: CompatibilityDocumentsTests.root).appendingPathComponent("docs/compatibility.html")

    /// The page with `fragment`, drawn; the caller closes the browser (stopped by PID if need be).
    func page(_ fragment: String = "") throws -> HeadlessChromium {
        let browser = try HeadlessChromium()
        var url = Self.page
        if !fragment.isEmpty { url = URL(string: url.absoluteString + "#" + fragment)! }
        do {
        try browser.open(url)
        try browser.wait(until: "document.readyState === 'complete' && document.querySelectorAll('td.cell').length > 0")
        } catch {
        browser.close()
        throw error
        }
        return browser
    }

    func count(_ browser: HeadlessChromium, _ expression: String) throws -> Int {
        (try browser.evaluate(expression) as? Int) ?? -1
    }

    /// Every cell drawn, one message, the contents and a header per era with its iOS and device.
    @Test func thePageDrawsEveryGrid() throws {
        let browser = try page()
        defer { browser.close() }
        #expect(browser.logs.first?.hasPrefix("keyboardd compatibility: ") == true, "\(browser.logs)")
        #expect(try count(browser, "document.querySelectorAll('section[data-library]').length") == 15)
        #expect(try count(browser, "document.querySelectorAll('#contents li').length") == 15)
        #expect(try browser.evaluate("document.querySelector('th[title=\"ios17\"]').textContent") as? String == "iOS 17 · iPhone 15")
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }

    /// The filters narrow the grid: one library, the columns of iOS 17, the cells played on an iPhone 15.
    @Test func theFiltersNarrowTheGrid() throws {
        let browser = try page("library=flutter&ios=17&device=iphone-15")
        defer { browser.close() }
        #expect(try count(browser, "[...document.querySelectorAll('section[data-library]')].filter(s => !s.classList.contains('off')).length") == 1)
        let shown = "[...document.querySelectorAll('section:not(.off) td.cell')].filter(td => !td.classList.contains('off') && td.style.visibility !== 'hidden' && !td.closest('tr').classList.contains('off'))"
        let cells = try count(browser, "\(shown).length")
        #expect(cells > 0)
        #expect(try count(browser, "\(shown).filter(td => !td.dataset.cell.endsWith('/ios17')).length") == 0)
        #expect(try browser.evaluate("document.getElementById('shown').textContent") as? String == "\(cells) cells shown")
        // The person picks another library: the grid follows, and so does the link.
        _ = try browser.evaluate("(() => { const s = document.getElementById('filter-library'); s.value = 'iqkeyboardmanager'; s.dispatchEvent(new Event('change')); })()")
        #expect(try browser.evaluate("[...document.querySelectorAll('section[data-library]')].filter(s => !s.classList.contains('off')).map(s => s.dataset.library).join()") as? String == "iqkeyboardmanager")
        #expect((try browser.evaluate("location.hash") as? String)?.contains("library=iqkeyboardmanager") == true)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }

    /// A deep link opens its cell: the step table and the notifications beside the truth.
    @Test func aDeepLinkOpensItsCell() throws {
        let browser = try page("cell=rn-keyboard-controller/stage-manager-window/ios16")
        defer { browser.close() }
        let evidence = "document.querySelector('tr.evidence[data-for=\"rn-keyboard-controller/stage-manager-window/ios16\"]')"
        #expect(try browser.evaluate("!!\(evidence)") as? Bool == true)
        let words = try browser.evaluate("\(evidence).querySelector('.words').textContent") as? String
        #expect(words?.contains("lifted too high: 94 pt above its place") == true, "\(words ?? "")")
        #expect(try count(browser, "\(evidence).querySelectorAll('table.steps tr').length") > 5)
        #expect(try count(browser, "\(evidence).querySelectorAll('table.notifications tr').length") > 5)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }

    /// A click on a cell expands its evidence under its row; a second click folds it.
    @Test func aClickExpandsACellsEvidence() throws {
        let browser = try page("library=naive")
        defer { browser.close() }
        let td = "td[data-cell=\"naive/switch-with-keyboard/ios13\"]"
        try browser.click(td)
        #expect(try browser.evaluate("document.querySelector('\(td)').classList.contains('open')") as? Bool == true)
        let text = try browser.evaluate("document.querySelector('tr.evidence').textContent") as? String ?? ""
        #expect(text.contains("UIKeyboardWillShow") && text.contains("7. notes: focus"), "\(text.prefix(300))")
        #expect((try browser.evaluate("location.hash") as? String)?.contains("cell=naive/switch-with-keyboard/ios13") == true)
        try browser.click(td)
        #expect(try count(browser, "document.querySelectorAll('tr.evidence').length") == 0)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }

    /// A link to what the table has not is refused with the valid values.
    @Test func aBadLinkNamesTheValidValues() throws {
        let browser = try page("library=fluter&cell=naive/no-such-story/ios13")
        defer { browser.close() }
        let message = try browser.evaluate("document.getElementById('message').textContent") as? String ?? ""
        #expect(message.contains("no library ‘fluter’; libraries: naive, naive-incremental"), "\(message)")
        #expect(message.contains("no story ‘no-such-story’; stories: switch-with-keyboard"), "\(message)")
        #expect(try count(browser, "[...document.querySelectorAll('section[data-library]')].filter(s => !s.classList.contains('off')).length") == 15)
        #expect(browser.errors.isEmpty, "\(browser.errors)")
    }
}
