// UIKit's notification names and userInfo keys on every platform, so that a test of UIKit-style
// code imports KeyboardFixtures alone: UIKit's own constants where UIKit can be imported, the
// same names with the same strings elsewhere (UIKitNames, which keyboardd's KeyboardClient
// re-exports too, so the two never clash). examples/downstream's replay tests link no libdbus.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import UIKitNames
#endif
