import Foundation
import ProcessSupport
import Testing

/// The one JSON string quoter, shared by JSONValue's writer and keyboardd's state file.
@Suite struct JSONQuoteTests {
    @Test func escapesWhatJSONRequires() {
        #expect(JSONValue.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONValue.quote("\n\r\t") == #""\n\r\t""#)
        #expect(JSONValue.quote("\u{0}\u{1}\u{8}\u{C}\u{1F}") == #""\u0000\u0001\u0008\u000c\u001f""#)
        #expect(JSONValue.quote("") == #""""#)
        #expect(JSONValue.quote("é ✓ 🎹 \u{20}") == "\"é ✓ 🎹  \"")
    }

    /// DEL and the two line separators are legal raw in JSON but not in every reader's lines.
    @Test func escapesDeleteAndLineSeparators() {
        #expect(JSONValue.quote("a\u{7F}b\u{2028}c\u{2029}d") == #""a\u007fb\u2028c\u2029d""#)
        #expect(JSONValue.string("\u{2028}").serialized == #""\u2028""#)
    }

    @Test func limitCountsScalarsAndMarksTheCut() {
        #expect(JSONValue.quote("abcdef", limit: 3) == "\"abc…\"")
        #expect(JSONValue.quote("abc", limit: 3) == "\"abc\"")
        #expect(JSONValue.quote("\n\n\n", limit: 2) == "\"\\n\\n…\"")
        #expect(JSONValue.quote("🎹🎹", limit: 1) == "\"🎹…\"")
        #expect(JSONValue.quote("abc", limit: 0) == "\"…\"")
        #expect(JSONValue.quote("abc") == JSONValue.quote("abc", limit: nil))
    }

    @Test func appendsInPlace() {
        var out = "key: "
        JSONValue.quote("a\tb", into: &out)
        #expect(out == "key: \"a\\tb\"")
    }

    /// Every scalar from U+0000 to U+2FFF and a few beyond comes back the same through Foundation.
    @Test func roundTripsThroughJSONDecoder() throws {
        let scalars = (UInt32(0)...0x2FFF).compactMap { Unicode.Scalar($0) } + ["\u{FFFD}", "\u{1F3B9}", "\u{10FFFF}"]
        let texts = [String(String.UnicodeScalarView(scalars)), "", "\"", "\\", "a\u{2028}b", "\u{7F}"]
        for text in texts {
            let literal = JSONValue.quote(text)
            #expect(!literal.contains("\n") && !literal.contains("\u{2028}") && !literal.contains("\u{7F}"))
            #expect(try JSONDecoder().decode(String.self, from: Data(literal.utf8)) == text)
        }
    }
}
