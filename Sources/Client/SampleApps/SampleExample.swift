import Foundation
import KeyboardClient
import KeyboardTrackers
import TrackerOptions

/// The five sample apps of `examples/` as what they are apart from their process: a bundle id,
/// a default tracker and fixes, a screen, the field `focus` takes when none is named, and the
/// commands of their own. The sample client processes (ExampleSupport) and the in-process
/// runner (CompatibilityTable) both build an app from here, so a story plays the same app in
/// either.
public enum SampleExample: String, CaseIterable, Sendable {
    /// The Mail.ru article's South Park demo: Ike's tummy and legs, lifted by the keyboard.
    case ike
    /// The article's other app, which takes the keyboard while Ike is leaving.
    case notes
    /// Roland Leth's KeyboardListener: five fields in a scroll view.
    case form
    /// The WWDC 2017 text input session: an input bar with a growing accessory, one input
    /// language per conversation.
    case chat
    /// The iPad part: the Mail.ru tracker with its undocked check, in a window that may move.
    case ipad

    /// The bundle id it registers when none is given.
    public var defaultBundleId: String {
        switch self {
        case .ike: "com.southpark.ike"
        case .notes: "com.apple.mobilenotes"
        case .form: "com.example.form"
        case .chat: "com.example.chat"
        case .ipad: "com.example.ipad"
        }
    }

    public var defaultTracker: TrackerKind {
        switch self {
        case .ike, .notes: .naive
        case .form: .listener
        case .chat: .wwdc17Guide
        case .ipad: .mailru
        }
    }

    public var defaultFixes: Fix { self == .ipad ? .undockedCheck : [] }

    /// The screen in the app's window. `accessoryHeight` is the chat's input accessory when its
    /// text is one line (the chat's `--accessory-height`); the others have none.
    public func makeScene(app: any KeyboardAppActions, windowFrame: CGRect, accessoryHeight: Double = 44) -> KeyboardScene {
        switch self {
        case .ike, .ipad:
            return KeyboardScene.standard(app: app, windowFrame: windowFrame, fieldCount: 0)
        case .notes:
            return KeyboardScene.standard(app: app, windowFrame: windowFrame, fieldCount: 1)
        case .form:
            return KeyboardScene.standard(app: app, windowFrame: windowFrame, fieldCount: 5, tummyHeight: 0)
        case .chat:
            // The input bar is the view controller's accessory view (as in Chatto), not the field's
            // own: iOS 26 leaves it out of the keyboard's frame (N9).
            let traits = ResponderTraits(inputAccessoryViewHeight: accessoryHeight, textInputContextIdentifier: "conversation-1",
                                         inputAccessoryOwner: .viewController)
            return KeyboardScene.standard(app: app, windowFrame: windowFrame, fieldCount: 0, traits: traits)
        }
    }

    /// The field `focus` takes when none is named: Ike's tummy, Notes' text view, the form's
    /// last field, the chat's input bar, the iPad app's bottom view.
    public func defaultField(in scene: KeyboardScene) -> TextField {
        switch self {
        case .ike, .chat, .ipad: scene.tummy
        case .notes: scene.fields[0]
        case .form: scene.fields[scene.fields.count - 1]
        }
    }

    /// The commands only this example has, added after the standard ones.
    func addOwnCommands(to screen: SampleScreen) {
        switch self {
        case .ike, .notes, .form:
            return
        case .chat:
            let input = screen.defaultField
            let app = screen.app
            screen.on("grow", "grow HEIGHT: the accessory grows (or shrinks) to HEIGHT (W6)") { args in
                guard let height = args.first.flatMap(Double.init), height >= 0 else {
                    throw SampleCommandError("grow needs a height, e.g. grow 88")
                }
                try app.setInputAccessoryViewHeight(height)
                input.traits.inputAccessoryViewHeight = height
                return "input accessory height \(height)"
            }
            screen.on("conversation", "conversation ID: open another conversation; its input language comes back (W7)") { args in
                guard let id = args.first else { throw SampleCommandError("conversation needs an id") }
                input.traits.textInputContextIdentifier = id
                if input.isFirstResponder { input.resignFirstResponder() }
                return "conversation \(id): \(input.becomeFirstResponder() ? "input focused" : "focus refused")"
            }
        case .ipad:
            let app = screen.app
            let scene = screen.scene
            screen.on("window", "window: lay the screen out again in the app's window (moved or resized: Stage Manager, P4)") { _ in
                let frame = try app.windowFrame()
                scene.resize(toWindowFrame: frame)
                return "window \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)"
            }
        }
    }
}

/// A command that could not be done, with the line a sample client prints for it.
public struct SampleCommandError: Error, CustomStringConvertible {
    public let description: String

    public init(_ message: String) { description = message }
}
