// UIKit's names (`UIResponder.keyboardWillShowNotification`, `UIApplication.shared`...) live in
// UIKitNames, which KeyboardFixtures re-exports too: one declaration of each, whichever of the
// two a file imports.
@_exported import UIKitNames
