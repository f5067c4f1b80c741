/// Lines of generated text, shared by the renderers; doc comments wrapped at 100 columns.
struct Output {
    private(set) var text = ""

    mutating func line(_ s: String = "") { text += s + "\n" }

    mutating func doc(_ s: String, indent: Int) {
        let prefix = String(repeating: " ", count: indent) + "/// "
        var current = prefix
        for word in s.split(separator: " ") {
            if current.count > prefix.count && current.count + word.count + 1 > 100 {
                line(current)
                current = prefix
            }
            current += (current.count > prefix.count ? " " : "") + word
        }
        if current.count > prefix.count { line(current) }
    }

    /// A method's or property's doc comment, with who may call it and the errors it answers with.
    mutating func memberDoc(_ doc: String, errors: [String], access: String?, indent: Int) {
        var text = doc
        if access == "owner" { text += " Owner only." }
        if !errors.isEmpty { text += " Errors: \(errors.joined(separator: ", "))." }
        self.doc(text, indent: indent)
    }
}
