/// The copy-paste starts of docs/COMPATIBILITY.md's "Run your own tracker": a tracker of one's own
/// through the table in Swift (RunYourOwnTests compiles the same code and holds the page to it),
/// and in JavaScript over `keyboardd-compat --export-cells` (RunYourOwnTests runs it under node).
public enum RunYourOwn {
    public static let swift = #"""
/// Lifts a view by what the keyboard announces over its window, on WillShow and WillHide.
final class MyTracker: KeyboardTracker {
    let kind = TrackerKind.naive                                  // a label in its reports
    let view: View
    private let center: NotificationCenter
    private let restingY: CGFloat
    private struct State {                                        // what changes, on the app's queue only:
        var observers: [any NSObjectProtocol] = []
        var believedKeyboardHeight = 0.0
    }
    private let state = Confined(State())                         // checked there on every touch
    var believedKeyboardHeight: Double { state.believedKeyboardHeight }

    init(app: any KeyboardAppActions, view: View) {
        self.view = view
        center = app.notificationCenter
        restingY = view.frame.minY
    }

    var viewBottom: Double { Double(view.convert(view.bounds, to: nil).maxY) }
    func expectedViewBottom(forKeyboardHeight height: Double) -> Double {
        Double(restingY + view.frame.height) - height
    }
    func fixPosition(forKeyboardHeight height: Double) { lift(height) }
    var beliefFacts: [String: ReportValue] { ["TrackedKeyboardHeight": .double(believedKeyboardHeight)] }

    var isEnabled: Bool { !state.observers.isEmpty }
    func enable() {
        state.observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                guard let self, let window = self.view.window,
                      let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self.lift(max(0, Double(window.bounds.maxY - window.convert(end, from: nil).minY)))
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                self?.lift(0)
            },
        ]
    }
    func disable() {
        for observer in state.observers { center.removeObserver(observer) }
        state.observers = []
    }

    private func lift(_ height: Double) {
        state.believedKeyboardHeight = height
        view.frame.origin.y = restingY - CGFloat(height)
    }
}

func checkMyTracker(root: String) throws -> ForeignGrid {
    let mine = ForeignTracker(name: "my-tracker") { app, scene in MyTracker(app: app, view: scene.tummy) }
    let grid = try mine.run(root: root)                  // every story on every era
    print(grid.markdown)                                 // the grid, and every wrong cell's words
    return grid
}

"""#

    public static let javascript = #"""
// node check-my-tracker.mjs DIR, DIR written by `keyboardd-compat --export-cells DIR`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Your tracker: here one that lifts a view by what WillShow announces over its window.
class MyTracker {
  constructor(windowFrame) { this.windowFrame = windowFrame; this.lift = 0; }
  receive(name, userInfo) {
    if (name === 'UIKeyboardWillShowNotification') {
      const [, y] = userInfo.UIKeyboardFrameEndUserInfoKey.rect;
      this.lift = Math.max(0, this.windowFrame[1] + this.windowFrame[3] - y);
    } else if (name === 'UIKeyboardWillHideNotification') {
      this.lift = 0;
    }
  }
}

const dir = process.argv[2];
for (const file of JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).files) {
  const cell = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const tracker = new MyTracker(cell.windowFrame);
  let next = 0;
  let verdict = 'clean';
  for (const check of cell.table.checks) {
    // Everything the app received up to the check, then where the view belongs: on the keyboard's top.
    while (next < check.received) {
      const n = cell.notifications[next++];
      if (n.kind === 'keyboard') tracker.receive(n.name, n.userInfo);
    }
    const off = check.covers - tracker.lift;   // above 0: covered; below 0: lifted too high
    if (check.check === 'view-follows-keyboard' && Math.abs(off) >= 0.5 && verdict === 'clean') {
      verdict = `check at step ${check.step}: ${Math.abs(off)} pt ${off < 0 ? 'above' : 'below'} its place`;
    }
  }
  console.log(`${file.split('/').slice(0, 2).join('/')}: ${verdict}`);
}

"""#
}
