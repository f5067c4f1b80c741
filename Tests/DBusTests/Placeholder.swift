import Testing

@Test func placeholderDBusTests() { #expect(Bool(true)) }
