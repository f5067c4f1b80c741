import ArgumentParser
import Foundation

/// Control1.Trace as JSON Lines, or drawn as a timeline.
struct Trace: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print keyboardd's journal as JSON Lines, or draw it as an SVG timeline (and an HTML page).",
        discussion: """
            Control1.Trace(after): one JSON object per record, {"sequence", "time", "app", "event", "data"}; \
            rects are [x, y, width, height]. The records are the keyboard and lifecycle notifications per \
            recipient, StateChanged, Snapshot, Report and every call that changed something.

            --svg draws one lane per app: its lifecycle states as bands, its keyboard notifications as marks \
            (hollow red when IsLocal is false), and the keyboard's truth over its window beside what it \
            reported believing (KeyboardOverlap vs TrackedKeyboardHeight, from Report records). --html \
            writes a page with the SVG, a legend and a table of every notification. --input draws a trace \
            saved earlier instead of asking the bus.
            """)

    @OptionGroup var bus: BusOptions
    @Option(help: ArgumentHelp("Only the records after this sequence number.", valueName: "seq"))
    var after: UInt64 = 0
    @Option(help: ArgumentHelp("Write the timeline as SVG to FILE.", valueName: "file"), completion: .file(extensions: ["svg"]))
    var svg: String?
    @Option(help: ArgumentHelp("Write an HTML page embedding the timeline and its legend to FILE.", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?
    @Option(help: ArgumentHelp("Read the records from FILE (JSON Lines as this command prints them; - for stdin) "
                               + "instead of the bus.", valueName: "file"), completion: .file(extensions: ["jsonl", "json"]))
    var input: String?
    @Option(help: ArgumentHelp("The timeline's title.", valueName: "text"))
    var title: String?
    @Option(help: ArgumentHelp("Width of the timeline's time axis in px.", valueName: "px"))
    var width = 1000.0

    func validate() throws {
        guard width.isFinite, width >= 200, width <= 20_000 else {
            throw ValidationError("--width must be between 200 and 20000 px, got \(width)")
        }
    }

    func run() async throws {
        try await reportingFailures {
            let (entries, subtitle, daemon) = try await records()
            guard svg != nil || html != nil else {
                for entry in entries { Terminal.printLine(entry.json.serialized) }
                return
            }
            var timeline = Timeline(entries: entries)
            // From the bus, the live keyboard under it; saved records alone cannot say where it was.
            if let daemon { timeline.keyboard = LiveKeyboardCurve.sample(daemon, from: timeline.start, to: timeline.end) }
            let options = TimelineSVG.Options(title: title ?? "keyboardd trace", plotWidth: width)
            if let svg { try write(TimelineSVG.render(timeline, options: options), to: svg) }
            if let html { try write(TimelineHTML.page(timeline, options: options, subtitle: subtitle), to: html) }
            let files = [svg, html].compactMap { $0 }.joined(separator: " and ")
            Terminal.printLine("wrote \(files): \(timeline.recordCount) records, \(timeline.lanes.count) app lanes, "
                               + "\(timeline.keyboardMarkCount) keyboard notifications delivered")
        }
    }

    /// The records, a line saying where they come from, and keyboardd when they came from the bus.
    func records() async throws -> ([TraceEntry], String, Daemon?) {
        if let input {
            let text: String
            if input == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let data = FileManager.default.contents(atPath: input) else {
                    throw CtlFailure.io("cannot read \(input)")
                }
                text = String(decoding: data, as: UTF8.self)
            }
            let entries = try TraceEntry.parse(lines: text, source: input == "-" ? "stdin" : input).filter { $0.sequence > after }
            return (entries, "From \(input == "-" ? "stdin" : input).", nil)
        }
        let daemon = try bus.connect()
        let entries = try await daemon.trace(after: after)
        // The page says which daemon and profile the picture comes from.
        guard html != nil else { return (entries, "", daemon) }
        let status = try await DaemonStatus.read(from: daemon)
        return (entries, "keyboardd \(status.version) on \(status.address): device \(status.device), profile \(status.profile), "
                + "clock \(status.clock), now \(status.now) ms.", daemon)
    }

    func write(_ text: String, to path: String) throws(CtlFailure) {
        try OutputFile.write(text, to: path)
    }
}
