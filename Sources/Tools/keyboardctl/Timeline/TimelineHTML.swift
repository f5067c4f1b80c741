import KeyboardContract

/// A self-contained page: the timeline SVG inline, a legend in words, the storyboard (one
/// picture of the device per step, for `run`), and every keyboard notification as a table row
/// naming each recipient and whether it was local to it.
enum TimelineHTML {
    static func page(_ timeline: Timeline, options: TimelineSVG.Options = TimelineSVG.Options(),
                     subtitle: String = "", storyboard: Storyboard? = nil) -> String {
        let e = SVGText.escape
        var svg = TimelineSVG.render(timeline, options: options)
        if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") { svg = String(svg[svg.index(after: end)...]) }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(e(options.title))</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; }
            .timeline { overflow-x: auto; border: 1px solid #ddd; }
            table { border-collapse: collapse; margin-top: 0.5em; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; font-size: 13px; }
            th { background: #f4f4f4; }
            .swatch { display: inline-block; width: 14px; height: 12px; border: 1px solid #999; vertical-align: middle; }
            .leak { color: \(TimelineSVG.leakColor); font-weight: bold; }
            code { background: #f4f4f4; padding: 0 3px; }
            .storyboard { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
            figure.storyboard-frame { margin: 0; width: 150px; font-size: 12px; cursor: zoom-in; }
            figure.storyboard-frame svg { display: block; margin: 0 auto; }
            figure.storyboard-frame.enlarged { width: 420px; cursor: zoom-out; }
            figure.storyboard-frame.enlarged svg { width: auto; height: 540px; }
            figure.storyboard-frame figcaption { margin-top: 4px; }
            .off { color: \(StoryboardSVG.offColor); font-weight: bold; }
            </style>
            </head>
            <body>
            <h1>\(e(options.title))</h1>

            """
        if !subtitle.isEmpty { html += "<p>\(e(subtitle))</p>\n" }
        html += "<div class=\"timeline\">\n\(svg)</div>\n"
        html += legend()
        if let storyboard { html += storyboardSection(storyboard, apps: timeline.lanes.map(\.app)) }
        html += notificationTable(timeline)
        html += "</body>\n</html>\n"
        return html
    }

    static func legend() -> String {
        var rows = ""
        for state in App1.AppState.rawValues {
            rows += "<li><span class=\"swatch\" style=\"background: \(TimelineSVG.stateColor(state))\"></span> "
                + "<code>\(state)</code></li>\n"
        }
        return """
            <h2>Legend</h2>
            <ul>
            <li>One lane per app, in the order the apps appear in the trace. The band on top is the app's \
            lifecycle state (<code>App1.State</code>, from the trace's StateChanged records):</li>
            <ul>
            \(rows)</ul>
            <li>Marks are the keyboard notifications the app received, one per delivery: ▲ Show, ▼ Hide, \
            ◆ ChangeFrame; Will on the upper row, Did on the lower. Filled marks had \
            <code>UIKeyboardIsLocalUserInfoKey</code> true; <span class="leak">hollow red</span> marks had it false: \
            the keyboard belonged to another app (leakage, K3 and K7). Marks at the same instant stand side \
            by side in delivery order. Hover a mark for its sequence, owner and end frame.</li>
            <li>The two curves are the keyboard's height over the app: the solid orange one is the truth \
            (<code>KeyboardOverlap</code>, the part of the keyboard really over the app's window), the dashed \
            blue one what the app believed (<code>TrackedKeyboardHeight</code> in its <code>Report</code>). \
            Both are recorded at each Report and hold until the next; where they part, the app's view is in \
            the wrong place.</li>
            <li>Dashed vertical guides are the Control1 verbs (the person holding the device); short black \
            ticks on a band are the app's own calls (RegisterApp, BecomeFirstResponder...); a small square \
            is an App Switcher snapshot.</li>
            </ul>

            """
    }

    /// One picture per step, with its line, its step and the clock; a view that is not where it
    /// belongs is named under its picture. A small script lets a click enlarge a picture and
    /// logs how many pictures the page has (the browser test reads it from the console).
    static func storyboardSection(_ storyboard: Storyboard, apps: [String]) -> String {
        let e = SVGText.escape, n = SVGText.n
        var html = """
            <h2>Storyboard</h2>
            <p>The device after each step, as keyboardd saw it: the screen, each app on screen (its window), \
            the keyboard's real frame in <span style="color: \(StoryboardSVG.keyboardColor)">solid grey</span>, \
            the keyboard the app believes in as a <span style="color: \(TimelineSVG.beliefColor)">dashed blue</span> \
            outline (<code>TrackedKeyboardHeight</code>), and the app's tracked view where it put it \
            (<code>ViewBottom</code> of its <code>Report</code>, drawn \(n(Storyboard.viewHeight)) pt tall): \
            <span style="color: \(StoryboardSVG.inPlaceColor)">green</span> where it belongs, \
            <span class="off">red</span> where it does not (an outline when the app is behind another window), with a \
            <span style="color: \(TimelineSVG.truthColor)">dashed orange</span> outline where it belongs (above the docked \
            keyboard's part of the window, else on the window's bottom). Click a picture to enlarge it. \
            <span id="storyboard-count">\(storyboard.frames.count) pictures</span>, \
            \(storyboard.offFrameCount) with a view out of place.</p>
            <div class="storyboard">

            """
        for (index, frame) in storyboard.frames.enumerated() {
            var caption = frame.line == 0 ? "start" : "line \(frame.line): \(e(frame.step))"
            caption += " <br>t=\(frame.time) ms"
            for app in frame.apps {
                guard let belief = app.belief, belief.isOff else { continue }
                caption += "<br><span class=\"off\">\(e(StoryboardSVG.shortName(app.bundleId))): view at \(n(belief.viewBottom)), "
                    + "belongs at \(n(belief.belongsAt))</span>"
            }
            html += "<figure class=\"storyboard-frame\" data-line=\"\(frame.line)\">\n"
                + StoryboardSVG.render(frame, index: index, apps: apps)
                + "\n<figcaption>\(caption)</figcaption>\n</figure>\n"
        }
        html += """
            </div>
            <script>
            (function () {
              var pictures = document.querySelectorAll("svg.storyboard-step");
              document.getElementById("storyboard-count").textContent = pictures.length + " pictures";
              document.querySelectorAll("figure.storyboard-frame").forEach(function (figure) {
                figure.addEventListener("click", function () { figure.classList.toggle("enlarged"); });
              });
              console.log("keyboardd storyboard: " + pictures.length + " pictures");
            })();
            </script>

            """
        return html
    }

    /// One row per notification (its Sequence), with every recipient and its IsLocal.
    static func notificationTable(_ timeline: Timeline) -> String {
        let e = SVGText.escape
        struct Row { var time: UInt64; var name: String; var owner: String; var recipients: [(app: String, local: Bool?, record: UInt64)] }
        var rows: [UInt64: Row] = [:]
        var order: [UInt64] = []
        for lane in timeline.lanes {
            for mark in lane.marks {
                let key = mark.sequence ?? (UInt64.max - mark.record)
                if rows[key] == nil {
                    rows[key] = Row(time: mark.time, name: mark.shortName, owner: mark.owner, recipients: [])
                    order.append(key)
                }
                rows[key]!.recipients.append((lane.app, mark.isLocal, mark.record))
            }
        }
        guard !order.isEmpty else { return "<h2>Keyboard notifications</h2>\n<p>None in this trace.</p>\n" }
        var html = "<h2>Keyboard notifications</h2>\n<table>\n<tr><th>Sequence</th><th>Time (ms)</th><th>Notification</th>"
            + "<th>Owner</th><th>Recipients (IsLocal)</th></tr>\n"
        for key in order.sorted() {
            let row = rows[key]!
            // In delivery order: the order of their trace records.
            let recipients = row.recipients.sorted { $0.record < $1.record }.map { app, local, _ in
                local == false ? "<span class=\"leak\">\(e(app)) (false)</span>" : "\(e(app)) (\(local.map(String.init) ?? "?"))"
            }.joined(separator: ", ")
            html += "<tr><td>\(key < UInt64.max / 2 ? String(key) : "")</td><td>\(row.time)</td><td>\(e(row.name))</td>"
                + "<td>\(e(row.owner))</td><td>\(recipients)</td></tr>\n"
        }
        return html + "</table>\n"
    }
}
