import KeyboardContract

/// The timeline as an SVG document: a pure function of the trace, so it can be tested and
/// drawn again from a saved trace without a bus.
///
/// Top to bottom: the title, the person's Control1 verbs (with a dashed guide through every
/// lane), one lane per app (its states as bands, its keyboard notifications as marks, the
/// truth and belief curves), the time axis in ms and the legend. Every mark carries a
/// `<title>` tooltip and `data-` attributes, so a leak (IsLocal=false) can be found by eye or by a
/// program.
enum TimelineSVG {
    struct Options: Sendable {
        var title = "keyboardd trace"
        /// Width of the plot area in px (the time axis).
        var plotWidth = 1000.0
    }

    // Layout, in px.
    static let labelWidth = 200.0
    static let rightMargin = 30.0
    static let titleHeight = 34.0
    static let inputRowHeight = 13.0
    static let laneHeight = 136.0
    static let laneGap = 8.0
    static let axisHeight = 34.0
    static let legendHeight = 92.0
    // Inside a lane.
    static let bandTop = 4.0, bandHeight = 18.0
    static let willRow = 34.0, didRow = 50.0, markSize = 5.0, stackStep = 9.0
    static let curveTop = 64.0, curveHeight = 62.0

    static let stateColors: [String: String] = [
        App1.AppState.notRunning.rawValue: "#eeeeee", App1.AppState.inactive.rawValue: "#f6d55c",
        App1.AppState.active.rawValue: "#7bc96f", App1.AppState.background.rawValue: "#6fa8dc",
        App1.AppState.suspended.rawValue: "#b4a7d6",
    ]
    static let truthColor = "#ff7f0e", beliefColor = "#1f77b4", leakColor = "#d62728", localColor = "#222222"
    static let liveColor = "#999999"

    static func render(_ timeline: Timeline, options: Options = Options()) -> String {
        var svg = SVGDocument(timeline: timeline, options: options)
        return svg.render()
    }

    static func stateColor(_ state: String) -> String { stateColors[state] ?? "#cccccc" }
}

/// One rendering: the scales and the text being written.
private struct SVGDocument {
    typealias L = TimelineSVG
    let timeline: Timeline
    let options: TimelineSVG.Options
    var out = ""

    let start: Double
    let span: Double
    let inputRows: [Int]
    let inputsHeight: Double
    let lanesTop: Double
    let width: Double
    let height: Double
    /// The curves' common scale: the largest height any app saw or believed.
    let maxCurve: Double

    init(timeline: Timeline, options: TimelineSVG.Options) {
        self.timeline = timeline
        self.options = options
        start = Double(timeline.start)
        // A little room after the last record, so its marks are not cut at the edge.
        let raw = Double(timeline.end) - start
        span = max(raw * 1.04, raw + 20, 1)
        var rows: [Int] = []
        var rowEnds: [Double] = []
        for input in timeline.inputs {
            let x = L.labelWidth + (Double(input.time) - start) / span * options.plotWidth
            let label = SVGDocument.inputLabel(input)
            let row = rowEnds.firstIndex { $0 < x - 2 } ?? rowEnds.count
            if row == rowEnds.count { rowEnds.append(0) }
            rowEnds[row] = x + SVGText.width(label) + 6
            rows.append(row)
        }
        inputRows = rows
        inputsHeight = Double(max(1, rowEnds.count)) * L.inputRowHeight + 8
        lanesTop = L.titleHeight + inputsHeight
        width = L.labelWidth + options.plotWidth + L.rightMargin
        let lanesHeight = Double(timeline.lanes.count) * (L.laneHeight + L.laneGap)
        height = lanesTop + lanesHeight + L.axisHeight + L.legendHeight
        maxCurve = max(1, (timeline.lanes.flatMap { ($0.truth + $0.belief).map(\.value) } + timeline.keyboard.map(\.value)).max() ?? 1)
    }

    func x(_ time: UInt64) -> Double { L.labelWidth + (Double(time) - start) / span * options.plotWidth }
    var plotRight: Double { L.labelWidth + options.plotWidth }
    var lanesBottom: Double { lanesTop + Double(timeline.lanes.count) * (L.laneHeight + L.laneGap) }

    static func inputLabel(_ input: Timeline.Call) -> String {
        let app = input.app.split(separator: ".").last.map(String.init) ?? ""
        return app.isEmpty ? input.event : "\(input.event) \(app)"
    }

    mutating func line(_ s: String) { out += s + "\n" }

    mutating func render() -> String {
        let e = SVGText.escape, n = SVGText.n
        line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        line("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"keyboardd-timeline\" width=\"\(n(width))\" "
             + "height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
             + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">")
        line("<title>\(e(options.title))</title>")
        line("<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
        line("<text x=\"10\" y=\"22\" font-size=\"15\" font-weight=\"bold\">\(e(options.title))</text>")
        line("<text x=\"\(n(plotRight))\" y=\"22\" text-anchor=\"end\" fill=\"#666666\">\(timeline.recordCount) records, "
             + "\(timeline.lanes.count) apps, \(timeline.keyboardMarkCount) keyboard notifications delivered</text>")
        renderInputs()
        for (index, lane) in timeline.lanes.enumerated() { renderLane(lane, top: lanesTop + Double(index) * (L.laneHeight + L.laneGap)) }
        renderAxis()
        renderLegend()
        line("</svg>")
        return out
    }

    /// The person's verbs: a label in the strip above the lanes and a dashed guide through them.
    mutating func renderInputs() {
        let e = SVGText.escape, n = SVGText.n
        line("<g class=\"inputs\">")
        line("<text x=\"10\" y=\"\(n(L.titleHeight + 10))\" fill=\"#666666\">Control1 (the person)</text>")
        for (input, row) in zip(timeline.inputs, inputRows) {
            let x = x(input.time)
            let y = L.titleHeight + Double(row + 1) * L.inputRowHeight
            let tip = "#\(input.record) t=\(input.time) ms \(input.event)" + (input.app.isEmpty ? "" : " \(input.app)")
                + (input.detail.isEmpty ? "" : " \(input.detail)")
            line("<g class=\"input\" data-event=\"\(e(input.event))\" data-time=\"\(input.time)\"><title>\(e(tip))</title>"
                 + "<line x1=\"\(n(x))\" y1=\"\(n(y + 2))\" x2=\"\(n(x))\" y2=\"\(n(lanesBottom))\" stroke=\"#999999\" "
                 + "stroke-width=\"0.6\" stroke-dasharray=\"2,3\"/>"
                 + "<text x=\"\(n(x + 2))\" y=\"\(n(y))\" fill=\"#444444\">\(e(Self.inputLabel(input)))</text></g>")
        }
        line("</g>")
    }

    mutating func renderLane(_ lane: Timeline.Lane, top: Double) {
        let e = SVGText.escape, n = SVGText.n
        line("<g class=\"lane\" data-app=\"\(e(lane.app))\">")
        line("<rect class=\"lane-background\" x=\"\(n(L.labelWidth))\" y=\"\(n(top))\" width=\"\(n(options.plotWidth))\" "
             + "height=\"\(n(L.laneHeight))\" fill=\"#fafafa\" stroke=\"#e0e0e0\"/>")
        // The label: the app, and how many notifications reached it and how many were not its own.
        let notLocal = lane.marks.filter { $0.isLocal == false }.count
        line("<text x=\"10\" y=\"\(n(top + 16))\" font-weight=\"bold\">\(e(lane.app))</text>")
        line("<text x=\"10\" y=\"\(n(top + 32))\" fill=\"#555555\">\(lane.marks.count) keyboard notifications</text>")
        if notLocal > 0 {
            line("<text x=\"10\" y=\"\(n(top + 46))\" fill=\"\(L.leakColor)\">\(notLocal) with IsLocal=false</text>")
        }
        line("<text x=\"10\" y=\"\(n(top + L.curveTop + 12))\" fill=\"#555555\">keyboard height</text>")

        // States.
        for band in lane.bands where band.end >= band.start {
            let x0 = x(band.start), x1 = max(x(band.end), x0 + 1)
            let bandEnd = band.end == timeline.end ? plotRight : x1
            line("<rect class=\"band\" data-state=\"\(e(band.state))\" x=\"\(n(x0))\" y=\"\(n(top + L.bandTop))\" "
                 + "width=\"\(n(bandEnd - x0))\" height=\"\(n(L.bandHeight))\" fill=\"\(TimelineSVG.stateColor(band.state))\">"
                 + "<title>\(e("\(band.state) from \(band.start) ms"))</title></rect>")
            if bandEnd - x0 > SVGText.width(band.state) + 8 {
                line("<text x=\"\(n(x0 + 4))\" y=\"\(n(top + L.bandTop + 13))\" fill=\"#333333\">\(e(band.state))</text>")
            }
        }
        // The app's own calls and snapshots, as ticks on the band.
        for call in lane.calls {
            let x = x(call.time)
            let tip = "#\(call.record) t=\(call.time) ms \(call.event)" + (call.detail.isEmpty ? "" : " \(call.detail)")
            line("<line class=\"call\" data-event=\"\(e(call.event))\" x1=\"\(n(x))\" y1=\"\(n(top + L.bandTop - 2))\" "
                 + "x2=\"\(n(x))\" y2=\"\(n(top + L.bandTop + L.bandHeight + 2))\" stroke=\"#333333\" stroke-width=\"1.5\">"
                 + "<title>\(e(tip))</title></line>")
        }
        for snapshot in lane.snapshots {
            let x = x(snapshot.time)
            line("<rect class=\"snapshot\" x=\"\(n(x - 4))\" y=\"\(n(top + L.bandTop + 5))\" width=\"8\" height=\"8\" "
                 + "fill=\"none\" stroke=\"#333333\"><title>\(e("#\(snapshot.record) t=\(snapshot.time) ms Snapshot \(snapshot.detail)"))</title></rect>")
        }
        renderMarks(lane, top: top)
        renderCurves(lane, top: top)
        line("</g>")
    }

    /// One mark per notification this app received: Will on the upper row, Did on the lower;
    /// filled when IsLocal is true, hollow red when it is false. Marks at the same instant stand
    /// side by side in delivery order.
    mutating func renderMarks(_ lane: Timeline.Lane, top: Double) {
        let e = SVGText.escape, n = SVGText.n, r = L.markSize
        line("<text x=\"\(n(L.labelWidth - 6))\" y=\"\(n(top + L.willRow + 4))\" text-anchor=\"end\" fill=\"#888888\">Will</text>")
        line("<text x=\"\(n(L.labelWidth - 6))\" y=\"\(n(top + L.didRow + 4))\" text-anchor=\"end\" fill=\"#888888\">Did</text>")
        var stacked: [String: Int] = [:]
        for mark in lane.marks {
            let key = "\(mark.isWill)-\(mark.time)"
            let slot = stacked[key, default: 0]
            stacked[key] = slot + 1
            let cx = x(mark.time) + Double(slot) * L.stackStep
            let cy = top + (mark.isWill ? L.willRow : L.didRow)
            let shape: String = switch mark.kind {
            case .show: "M\(n(cx)),\(n(cy - r)) L\(n(cx + r)),\(n(cy + r)) L\(n(cx - r)),\(n(cy + r)) Z"
            case .hide: "M\(n(cx)),\(n(cy + r)) L\(n(cx + r)),\(n(cy - r)) L\(n(cx - r)),\(n(cy - r)) Z"
            case .changeFrame: "M\(n(cx)),\(n(cy - r)) L\(n(cx + r)),\(n(cy)) L\(n(cx)),\(n(cy + r)) L\(n(cx - r)),\(n(cy)) Z"
            }
            let paint = switch mark.isLocal {
            case true?: "fill=\"\(L.localColor)\" stroke=\"\(L.localColor)\""
            case false?: "fill=\"#ffffff\" stroke=\"\(L.leakColor)\" stroke-width=\"1.6\""
            case nil: "fill=\"#999999\" stroke=\"#999999\""
            }
            var tip = "#\(mark.sequence.map(String.init) ?? "?") t=\(mark.time) ms \(mark.name)"
            if let local = mark.isLocal { tip += " IsLocal=\(local)" }
            if !mark.owner.isEmpty { tip += " owner=\(mark.owner)" }
            if let end = mark.frameEnd { tip += " FrameEnd=\(end)" }
            line("<path class=\"mark kbd-mark\" data-name=\"\(e(mark.name))\" data-record=\"\(mark.record)\" "
                 + "data-sequence=\"\(mark.sequence.map(String.init) ?? "")\" data-local=\"\(mark.isLocal.map(String.init) ?? "")\" "
                 + "d=\"\(shape)\" \(paint)><title>\(e(tip))</title></path>")
        }
    }

    /// Truth (KeyboardOverlap's height) and belief (TrackedKeyboardHeight) as step curves: each
    /// Report's value holds until the next one.
    mutating func renderCurves(_ lane: Timeline.Lane, top: Double) {
        let n = SVGText.n
        let base = top + L.curveTop + L.curveHeight
        line("<line x1=\"\(n(L.labelWidth))\" y1=\"\(n(base))\" x2=\"\(n(plotRight))\" y2=\"\(n(base))\" stroke=\"#cccccc\"/>")
        line("<text x=\"\(n(L.labelWidth - 6))\" y=\"\(n(top + L.curveTop + 4))\" text-anchor=\"end\" fill=\"#888888\">\(n(maxCurve))</text>")
        line("<text x=\"\(n(L.labelWidth - 6))\" y=\"\(n(base + 4))\" text-anchor=\"end\" fill=\"#888888\">0</text>")
        liveKeyboard(base: base)
        if lane.truth.isEmpty && lane.belief.isEmpty {
            line("<text x=\"\(n(L.labelWidth + 6))\" y=\"\(n(base - 6))\" fill=\"#aaaaaa\">no Report from this app</text>")
            return
        }
        curve(lane.truth, className: "truth", color: L.truthColor, dash: nil, base: base)
        curve(lane.belief, className: "belief", color: L.beliefColor, dash: "5,3", base: base)
    }

    /// The live keyboard along its curve, as sampled (a polyline, not steps: it moves between records).
    mutating func liveKeyboard(base: Double) {
        guard let first = timeline.keyboard.first else { return }
        let n = SVGText.n
        func y(_ v: Double) -> Double { base - v / maxCurve * L.curveHeight }
        var d = "M\(n(x(first.time))),\(n(y(first.value)))"
        for point in timeline.keyboard.dropFirst() { d += " L\(n(x(point.time))),\(n(y(point.value)))" }
        line("<path class=\"curve live-keyboard\" d=\"\(d)\" fill=\"none\" stroke=\"\(L.liveColor)\" stroke-width=\"1.2\"/>")
    }

    mutating func curve(_ points: [Timeline.Point], className: String, color: String, dash: String?, base: Double) {
        guard let first = points.first else { return }
        let n = SVGText.n
        func y(_ v: Double) -> Double { base - v / maxCurve * L.curveHeight }
        var d = "M\(n(x(first.time))),\(n(y(first.value)))"
        for point in points.dropFirst() { d += " H\(n(x(point.time))) V\(n(y(point.value)))" }
        d += " H\(n(plotRight))"
        let dashed = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        line("<path class=\"curve \(className)\" d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dashed)/>")
        for point in points {
            line("<circle class=\"\(className)-point\" cx=\"\(n(x(point.time)))\" cy=\"\(n(y(point.value)))\" r=\"2.5\" "
                 + "fill=\"\(color)\"><title>\(className) \(n(point.value)) at \(point.time) ms</title></circle>")
        }
    }

    mutating func renderAxis() {
        let n = SVGText.n
        let y = lanesBottom + 4
        line("<g class=\"axis\">")
        line("<line x1=\"\(n(L.labelWidth))\" y1=\"\(n(y))\" x2=\"\(n(plotRight))\" y2=\"\(n(y))\" stroke=\"#333333\"/>")
        let step = SVGText.niceStep(span: span)
        var t = (start / step).rounded(.up) * step
        while t <= start + span {
            let x = L.labelWidth + (t - start) / span * options.plotWidth
            line("<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x))\" y2=\"\(n(y + 5))\" stroke=\"#333333\"/>"
                 + "<text x=\"\(n(x))\" y=\"\(n(y + 17))\" text-anchor=\"middle\">\(n(t))</text>")
            t += step
        }
        line("<text x=\"\(n(plotRight))\" y=\"\(n(y + 30))\" text-anchor=\"end\" fill=\"#666666\">time (ms, keyboardd's clock)</text>")
        line("</g>")
    }

    mutating func renderLegend() {
        let e = SVGText.escape, n = SVGText.n
        let top = lanesBottom + L.axisHeight + 10
        line("<g class=\"legend\">")
        line("<text x=\"10\" y=\"\(n(top + 10))\" font-weight=\"bold\">Legend</text>")
        var x = L.labelWidth
        for state in App1.AppState.rawValues {
            line("<rect x=\"\(n(x))\" y=\"\(n(top))\" width=\"14\" height=\"12\" fill=\"\(TimelineSVG.stateColor(state))\" stroke=\"#999999\"/>"
                 + "<text x=\"\(n(x + 18))\" y=\"\(n(top + 10))\">\(e(state))</text>")
            x += 18 + SVGText.width(state) + 16
        }
        let r = L.markSize
        let row2 = top + 28
        let marks: [(String, String, String)] = [
            ("M0,\(-r) L\(r),\(r) L\(-r),\(r) Z", "fill=\"\(L.localColor)\"", "Show"),
            ("M0,\(r) L\(r),\(-r) L\(-r),\(-r) Z", "fill=\"\(L.localColor)\"", "Hide"),
            ("M0,\(-r) L\(r),0 L0,\(r) L\(-r),0 Z", "fill=\"\(L.localColor)\"", "ChangeFrame"),
            ("M0,\(-r) L\(r),0 L0,\(r) L\(-r),0 Z", "fill=\"#ffffff\" stroke=\"\(L.leakColor)\" stroke-width=\"1.6\"",
             "IsLocal=false (another app's keyboard)"),
        ]
        x = L.labelWidth
        for (shape, paint, label) in marks {
            line("<path transform=\"translate(\(n(x + 6)),\(n(row2 - 4)))\" d=\"\(shape)\" \(paint)/>"
                 + "<text x=\"\(n(x + 16))\" y=\"\(n(row2))\">\(e(label))</text>")
            x += 16 + SVGText.width(label) + 18
        }
        line("<text x=\"\(n(x))\" y=\"\(n(row2))\" fill=\"#555555\">filled: IsLocal=true; upper row Will, lower row Did</text>")
        let row3 = top + 52
        line("<line x1=\"\(n(L.labelWidth))\" y1=\"\(n(row3 - 4))\" x2=\"\(n(L.labelWidth + 24))\" y2=\"\(n(row3 - 4))\" "
             + "stroke=\"\(L.truthColor)\" stroke-width=\"2\"/><text x=\"\(n(L.labelWidth + 30))\" y=\"\(n(row3))\">"
             + "truth: KeyboardOverlap height (the keyboard over the app's window)</text>")
        let x2 = L.labelWidth + 30 + SVGText.width("truth: KeyboardOverlap height (the keyboard over the app's window)") + 24
        line("<line x1=\"\(n(x2))\" y1=\"\(n(row3 - 4))\" x2=\"\(n(x2 + 24))\" y2=\"\(n(row3 - 4))\" stroke=\"\(L.beliefColor)\" "
             + "stroke-width=\"2\" stroke-dasharray=\"5,3\"/><text x=\"\(n(x2 + 30))\" y=\"\(n(row3))\">"
             + "belief: TrackedKeyboardHeight the app reported</text>")
        let row4 = top + 72
        line("<line x1=\"\(n(L.labelWidth + 12))\" y1=\"\(n(row4 - 10))\" x2=\"\(n(L.labelWidth + 12))\" y2=\"\(n(row4 + 2))\" "
             + "stroke=\"#333333\" stroke-width=\"1.5\"/><text x=\"\(n(L.labelWidth + 30))\" y=\"\(n(row4))\">"
             + "the app's own call (BecomeFirstResponder...); dashed guides: Control1 verbs</text>")
        if !timeline.keyboard.isEmpty {
            let x3 = L.labelWidth + 30 + SVGText.width("the app's own call (BecomeFirstResponder...); dashed guides: Control1 verbs") + 24
            line("<line x1=\"\(n(x3))\" y1=\"\(n(row4 - 4))\" x2=\"\(n(x3 + 24))\" y2=\"\(n(row4 - 4))\" stroke=\"\(L.liveColor)\" "
                 + "stroke-width=\"1.2\"/><text x=\"\(n(x3 + 30))\" y=\"\(n(row4))\">"
                 + "live keyboard: the screen it covers along its curve (Keyboard1.FrameAt)</text>")
        }
        line("</g>")
    }
}
