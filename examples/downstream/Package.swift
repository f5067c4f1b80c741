// swift-tools-version: 6.1
// A package of your own that tests its keyboard code against keyboardd: the app code depends on
// KeyboardClient, its tests on KeyboardTesting. Here keyboardd is two directories up; in your
// package, `.package(path: "../keyboardd")` or the repository's URL.
import PackageDescription

let package = Package(
    name: "ComposeScreen",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "keyboardd", path: "../.."),
    ],
    targets: [
        .target(name: "ComposeScreen", dependencies: [.product(name: "KeyboardClient", package: "keyboardd")]),
        .testTarget(
            name: "ComposeScreenTests",
            dependencies: ["ComposeScreen", .product(name: "KeyboardTesting", package: "keyboardd")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
