/// One small picture of the device per storyboard frame, drawn in the screen's points (the
/// viewBox) and scaled to a thumbnail: the screen outline, each visible app's window, the
/// keyboard's real frame (solid grey), the keyboard the app believes in (dashed blue), and the
/// tracked view where the app put it: green where it belongs, red where it does not, with its
/// ghost outlined in dashed orange where it belongs. Pure: tested without a browser.
enum StoryboardSVG {
    static let maxHeight = 180.0, maxWidth = 240.0
    static let keyboardColor = "#8c8c8c", inPlaceColor = "#2ca02c", offColor = TimelineSVG.leakColor
    static let windowColors = ["#e8f1fb", "#fdf2e3", "#eaf6e8", "#f5eaf7"]

    /// `apps` fixes each app's colour by its place in the story, the same in every picture;
    /// `index` keeps the picture's ids apart from the other pictures' on the same page.
    static func render(_ frame: Storyboard.Frame, index: Int, apps: [String]) -> String {
        let e = SVGText.escape, n = SVGText.n
        let screen = frame.screen
        let scale = min(maxHeight / max(screen.height, 1), maxWidth / max(screen.width, 1))
        let pad = 6 / scale
        let corner = min(screen.width, screen.height) * 0.09
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"storyboard-step\" data-line=\"\(frame.line)\" "
            + "data-time=\"\(frame.time)\" width=\"\(n(screen.width * scale + 12))\" height=\"\(n(screen.height * scale + 12))\" "
            + "viewBox=\"\(n(screen.x - pad)) \(n(screen.y - pad)) \(n(screen.width + 2 * pad)) \(n(screen.height + 2 * pad))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" role=\"img\">\n"
        out += "<title>\(e(summary(frame)))</title>\n"
        // Everything inside the screen's outline; a view lifted off it is cut at the edge.
        out += "<defs><clipPath id=\"storyboard-screen-\(index)\"><rect x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" "
            + "width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(corner))\"/></clipPath></defs>\n"
        out += "<rect class=\"screen\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(screen.width))\" "
            + "height=\"\(n(screen.height))\" rx=\"\(n(corner))\" fill=\"#ffffff\"/>\n"
        out += "<g clip-path=\"url(#storyboard-screen-\(index))\">\n"
        for app in frame.apps {
            let color = windowColors[(apps.firstIndex(of: app.bundleId) ?? 0) % windowColors.count]
            out += "<rect class=\"window\" data-app=\"\(e(app.bundleId))\" x=\"\(n(app.window.x))\" y=\"\(n(app.window.y))\" "
                + "width=\"\(n(app.window.width))\" height=\"\(n(app.window.height))\" fill=\"\(color)\" stroke=\"#6f8fb3\" "
                + "stroke-width=\"1\" vector-effect=\"non-scaling-stroke\"><title>\(e("\(app.bundleId) (\(app.state))"))</title></rect>\n"
            out += "<text x=\"\(n(app.window.x + app.window.width / 2))\" y=\"\(n(app.window.y + app.window.height * 0.12))\" "
                + "text-anchor=\"middle\" font-size=\"\(n(app.window.width * 0.11))\" fill=\"#555555\">"
                + "\(e(shortName(app.bundleId)))</text>\n"
        }
        if let keyboard = frame.keyboard {
            out += "<rect class=\"keyboard\" x=\"\(n(keyboard.x))\" y=\"\(n(keyboard.y))\" width=\"\(n(keyboard.width))\" "
                + "height=\"\(n(keyboard.height))\" fill=\"\(keyboardColor)\" fill-opacity=\"0.85\">"
                + "<title>\(e("the keyboard's real frame \(keyboard)"))</title></rect>\n"
        }
        // The frontmost app's view filled; a view behind another window (an app leaving or
        // arriving) as an outline drawn over it, so that a leak while an app leaves still shows.
        for (i, app) in frame.apps.enumerated().reversed() {
            guard let belief = app.belief else { continue }
            out += believed(app, belief, front: i == frame.apps.count - 1)
        }
        out += "</g>\n"
        out += "<rect x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" "
            + "rx=\"\(n(corner))\" fill=\"none\" stroke=\"#333333\" stroke-width=\"2\" vector-effect=\"non-scaling-stroke\"/>\n"
        return out + "</svg>"
    }

    /// The keyboard the app believes in and its tracked view, in screen coordinates.
    static func believed(_ app: Storyboard.App, _ belief: Storyboard.Belief, front: Bool) -> String {
        let e = SVGText.escape, n = SVGText.n
        let window = app.window
        var out = ""
        if belief.trackedKeyboardHeight > 0 {
            out += "<rect class=\"believed-keyboard\" data-app=\"\(e(app.bundleId))\" x=\"\(n(window.x + 2))\" "
                + "y=\"\(n(window.y + window.height - belief.trackedKeyboardHeight))\" width=\"\(n(window.width - 4))\" "
                + "height=\"\(n(belief.trackedKeyboardHeight))\" fill=\"none\" stroke=\"\(TimelineSVG.beliefColor)\" "
                + "stroke-width=\"1.5\" stroke-dasharray=\"4,3\" vector-effect=\"non-scaling-stroke\">"
                + "<title>\(e("the keyboard \(app.bundleId) believes in: \(n(belief.trackedKeyboardHeight)) high"))</title></rect>\n"
        }
        let color = belief.isOff ? offColor : inPlaceColor
        let top = window.y + belief.viewBottom - Storyboard.viewHeight
        let tip = "\(app.bundleId)'s tracked view: bottom at \(n(belief.viewBottom)), belongs at \(n(belief.belongsAt))"
        out += "<rect class=\"tracked-view\" data-app=\"\(e(app.bundleId))\" data-off=\"\(belief.isOff)\" "
            + "x=\"\(n(window.x + window.width * 0.1))\" y=\"\(n(top))\" width=\"\(n(window.width * 0.8))\" "
            + "height=\"\(n(Storyboard.viewHeight))\" rx=\"\(n(window.width * 0.03))\" "
            + (front ? "fill=\"\(color)\" fill-opacity=\"0.85\">"
                     : "fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"2,2\" vector-effect=\"non-scaling-stroke\">")
            + "<title>\(e(tip))</title></rect>\n"
        if belief.isOff {
            // Where the view belongs: its ghost, outlined.
            out += "<rect class=\"belongs\" data-app=\"\(e(app.bundleId))\" x=\"\(n(window.x + window.width * 0.1))\" "
                + "y=\"\(n(window.y + belief.belongsAt - Storyboard.viewHeight))\" width=\"\(n(window.width * 0.8))\" "
                + "height=\"\(n(Storyboard.viewHeight))\" rx=\"\(n(window.width * 0.03))\" fill=\"none\" "
                + "stroke=\"\(TimelineSVG.truthColor)\" stroke-width=\"2\" stroke-dasharray=\"5,3\" vector-effect=\"non-scaling-stroke\">"
                + "<title>\(e("where \(app.bundleId)'s view belongs: bottom at \(n(belief.belongsAt))"))</title></rect>\n"
        }
        return out
    }

    /// `ike` from `com.southpark.ike`.
    static func shortName(_ bundleId: String) -> String {
        bundleId.split(separator: ".").last.map(String.init) ?? bundleId
    }

    /// The picture in words, for its tooltip and screen readers.
    static func summary(_ frame: Storyboard.Frame) -> String {
        let n = SVGText.n
        var parts = [frame.line == 0 ? "start" : "line \(frame.line): \(frame.step)", "t=\(frame.time) ms"]
        parts.append(frame.keyboard.map { "keyboard \($0)" } ?? "no keyboard")
        for app in frame.apps {
            guard let belief = app.belief else { continue }
            parts.append("\(shortName(app.bundleId))'s view at \(n(belief.viewBottom))"
                         + (belief.isOff ? ", belongs at \(n(belief.belongsAt))" : ", in place"))
        }
        return parts.joined(separator: "; ")
    }
}
