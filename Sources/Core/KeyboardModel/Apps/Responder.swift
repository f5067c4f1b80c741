// A first responder: a name and its traits (docs/CONTRACT.md BecomeFirstResponder).

struct Responder: Hashable, Sendable {
    var name: String
    var traits: ResponderTraits
}
