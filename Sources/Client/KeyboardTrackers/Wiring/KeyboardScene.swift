import Foundation
import KeyboardClient

/// The views of a sample app's screen that the trackers work on, so the factory can wire any
/// tracker to it: Ike's tummy for the trackers that lift a view, a form in a scroll view for the
/// ones that set insets and offsets, a layout guide for W4.
public final class KeyboardScene: ConfinedObject {
    public let window: Window
    /// The view controller's view, in the window.
    public let view: View
    /// The responder at the bottom that the keyboard lifts (naive, mailru, keyboardman): Ike's
    /// tummy and legs in the Mail.ru article.
    public let tummy: TextField
    /// The form (intersection, listener).
    public let scrollView: ScrollView
    /// The form's fields, inside the scroll view.
    public let fields: [TextField]
    /// W4's `keyboardGuide` (guide); the guide tracker adds it to `view`.
    public let keyboardGuide: LayoutGuide

    public struct State {
        /// The screen's bounds, for the trackers that compare the keyboard with the screen (the
        /// Flutter engine, IQKeyboardManager); nil takes the window's frame, right for an app that
        /// fills the screen. keyboardd's `Server1.Screen` is the real one.
        public var screenBounds: CGRect?
        /// What runs after the screen is laid out again (`resize`): the trackers' `viewDidLayoutSubviews`.
        fileprivate var layoutObservers: [@Sendable () -> Void] = []
    }

    public let state = Confined(State())

    public init(window: Window, view: View, tummy: TextField, scrollView: ScrollView, fields: [TextField],
                keyboardGuide: LayoutGuide = LayoutGuide()) {
        self.window = window
        self.view = view
        self.tummy = tummy
        self.scrollView = scrollView
        self.fields = fields
        self.keyboardGuide = keyboardGuide
    }

    /// The tummy and the fields: what a responder guard watches.
    public var allFields: [TextField] { [tummy] + fields }

    /// The window was moved or resized (Stage Manager, P4; UIKit's `viewWillTransition(to:with:)`):
    /// the screen fills the new window, the tummy stays on its bottom as lifted as it was, the
    /// scroll view keeps its insets. The fields keep their places from the top.
    public func resize(toWindowFrame frame: CGRect) {
        let oldHeight = view.bounds.height
        window.frame = frame
        view.frame = CGRect(origin: .zero, size: frame.size)
        scrollView.frame = view.bounds
        scrollView.contentSize = frame.size
        let gap = oldHeight - tummy.frame.minY
        tummy.frame = CGRect(x: 0, y: frame.height - gap, width: frame.width, height: tummy.frame.height)
        for observer in state.layoutObservers { observer() }
    }

    /// `body` runs each time the screen is laid out again in its window (`resize`).
    public func onLayout(_ body: @escaping @Sendable () -> Void) {
        state.layoutObservers.append(body)
    }

    /// A full-window view holding a scroll view (the window's size, content as tall) with
    /// `fieldCount` fields named `field1`... (44 pt tall, 16 pt from the sides, spread evenly
    /// over the safe area), and on top the tummy (`tummy`, `tummyHeight` tall, full width, its
    /// bottom on the window's bottom).
    public static func standard(app: any KeyboardAppActions, windowFrame: CGRect, safeAreaInsets: EdgeInsets = .zero,
                                fieldCount: Int = 5, tummyHeight: CGFloat = 100,
                                traits: ResponderTraits = ResponderTraits()) -> KeyboardScene {
        let window = Window(frame: windowFrame, safeAreaInsets: safeAreaInsets)
        let size = windowFrame.size
        let view = View(frame: CGRect(origin: .zero, size: size), name: "view")
        window.addSubview(view)
        let scrollView = ScrollView(frame: view.bounds, name: "scroll view")
        scrollView.contentSize = size
        view.addSubview(scrollView)
        let fieldHeight: CGFloat = 44
        let top = safeAreaInsets.top + 20
        let bottom = size.height - safeAreaInsets.bottom - 20 - fieldHeight
        let step = fieldCount > 1 ? (bottom - top) / CGFloat(fieldCount - 1) : 0
        let fields = (0..<max(0, fieldCount)).map { i in
            TextField(app: app, name: "field\(i + 1)",
                      frame: CGRect(x: 16, y: top + CGFloat(i) * step, width: size.width - 32, height: fieldHeight),
                      traits: traits)
        }
        for field in fields { scrollView.addSubview(field) }
        let tummy = TextField(app: app, name: "tummy",
                              frame: CGRect(x: 0, y: size.height - tummyHeight, width: size.width, height: tummyHeight),
                              traits: traits)
        view.addSubview(tummy)
        return KeyboardScene(window: window, view: view, tummy: tummy, scrollView: scrollView, fields: fields)
    }
}
