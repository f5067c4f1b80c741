// swift-tools-version: 6.1
// A package of your own that tests its keyboard code two ways:
// - ComposeScreenReplayTests: keyboardd's generated stories replayed with no keyboardd running
//   (KeyboardFixtures, Foundation only): the test an iOS test target runs, here on Linux too;
// - ComposeScreenTests: the live keyboardd on a private bus (KeyboardTesting and its
//   `.keyboardd(...)` trait), on Linux.
// The app code imports UIKit on iOS and keyboardd's UIKitNames (UIKit's names and userInfo keys,
// nothing else) elsewhere, so the replay tests link no libdbus: only the live tests do. Here
// keyboardd is two directories up; in your package, `.package(path: "../keyboardd")` or the
// repository's URL.
import PackageDescription

let package = Package(
    name: "ComposeScreen",
    platforms: [.macOS(.v15), .iOS(.v16)],
    dependencies: [
        .package(name: "keyboardd", path: "../.."),
    ],
    targets: [
        .target(
            name: "ComposeScreen",
            dependencies: [.product(name: "UIKitNames", package: "keyboardd", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "ComposeScreenReplayTests",
            dependencies: ["ComposeScreen", .product(name: "KeyboardFixtures", package: "keyboardd")]
        ),
        .testTarget(
            name: "ComposeScreenTests",
            dependencies: ["ComposeScreen", .product(name: "KeyboardTesting", package: "keyboardd")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
