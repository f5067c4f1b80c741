import Testing

@Test func placeholderKeyboardModelTests() { #expect(Bool(true)) }
