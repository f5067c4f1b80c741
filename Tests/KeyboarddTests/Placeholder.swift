import Testing

@Test func placeholderKeyboarddTests() { #expect(Bool(true)) }
