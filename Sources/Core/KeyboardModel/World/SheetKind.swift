// What a system sheet does to the keyboard, by the contract's kinds (Control1.PresentSheet). Every
// sheet takes the frontmost app's first responder (the keyboard goes) and gives it back when it has
// gone, as an alert does; the era's rules then read what the sheet is, never its name.

public struct SheetKind: Hashable, Sendable {
    public let name: String
    /// It covers the whole screen, as the photo picker does: the keyboard it gives back comes back
    /// announced short where the era has `photo-picker-short-frame` (N11).
    public let fullScreen: Bool
    /// The password manager's prompt: over a visible keyboard the era may flash a WillShow and
    /// hide the keyboard at once (`password-prompt-flash`, N5).
    public let passwordPrompt: Bool

    /// The share sheet (a card over part of the screen).
    public static let share = SheetKind(name: "share", fullScreen: false, passwordPrompt: false)
    /// The photo picker (full screen).
    public static let photoPicker = SheetKind(name: "photo-picker", fullScreen: true, passwordPrompt: false)
    /// The password manager's "save password?" prompt.
    public static let passwordSave = SheetKind(name: "password-save", fullScreen: false, passwordPrompt: true)
    /// The credential picker the QuickType bar's Passwords (key) button brings over the keyboard (N5).
    public static let passwords = SheetKind(name: "passwords", fullScreen: false, passwordPrompt: false)

    public static let all = [share, photoPicker, passwordSave, passwords]

    public static func named(_ name: String) -> SheetKind? { all.first { $0.name == name } }
}
