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
}
