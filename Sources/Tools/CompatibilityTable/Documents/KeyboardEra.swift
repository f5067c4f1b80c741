import KeyboardModel

/// The model's era by name, for the documents (which import StrategyMatrix's names as well).
enum KeyboardEra {
    static func named(_ name: String) -> Era? { Era.named(name) }
}
