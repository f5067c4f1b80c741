import Foundation
import ArgumentParser
import DBus
import KeyboardContract

/// Keyboard1.Frame and Keyboard1.FrameAt: where the live keyboard is (N15), now, at one time, or
/// sampled along its motion as a table a plotting tool reads.
struct Frame: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print where the keyboard is: now, at a model time, or sampled along its animation.",
        discussion: """
            Without options, Keyboard1.Frame: the live keyboard now, along the era's curve. --at T \
            asks Keyboard1.FrameAt for model time T (milliseconds): the clock stays where it is; the \
            future is the motion under way. --from T0 --to T1 [--every MS] samples FrameAt from T0 to T1 \
            (MS 16 by default, about one display frame), one line per sample: t x y width height, \
            tab-separated, so that the era's curve (iOS 26's overshoot, the spring that runs past the \
            Did from iOS 17) can be plotted. A time before the oldest motion keyboardd keeps is \
            InvalidArgs naming the oldest.
            """)

    /// More samples than this is a mistake (a minute at one per millisecond).
    static let maximumSamples: UInt64 = 60_000

    @OptionGroup var bus: BusOptions
    @Option(help: ArgumentHelp("One model time, in milliseconds.", valueName: "t"))
    var at: UInt64?
    @Option(help: ArgumentHelp("The first sample's model time, in milliseconds.", valueName: "t"))
    var from: UInt64?
    @Option(help: ArgumentHelp("The last sample's model time, in milliseconds.", valueName: "t"))
    var to: UInt64?
    @Option(help: ArgumentHelp("Milliseconds between samples.", valueName: "ms"))
    var every: UInt64 = 16

    func validate() throws {
        if at != nil && (from != nil || to != nil) { throw ValidationError("--at and --from/--to are two ways to ask: use one") }
        if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together") }
        if let from, let to {
            guard from <= to else { throw ValidationError("--from \(from) is after --to \(to)") }
            guard every > 0 else { throw ValidationError("--every must be at least 1 ms") }
            guard (to - from) / every < Self.maximumSamples else {
                throw ValidationError("\((to - from) / every + 1) samples: at most \(Self.maximumSamples) (raise --every)")
            }
        }
    }

    func run() async throws {
        try await bus.withDaemon { daemon in
            if let from, let to {
                var t = from
                while t <= to {
                    let sample = t
                    let frame = try await daemon.bus { daemon async throws(DBusError) in try await daemon.keyboard.frameAt(t: sample) }
                    Terminal.printLine([String(t), Self.number(frame.x), Self.number(frame.y),
                                        Self.number(frame.width), Self.number(frame.height)].joined(separator: "\t"))
                    let (next, overflow) = t.addingReportingOverflow(every)
                    if overflow { break }
                    t = next
                }
            } else if let at {
                Terminal.printLine(try await daemon.bus { daemon async throws(DBusError) in try await daemon.keyboard.frameAt(t: at) }.description)
            } else {
                Terminal.printLine(try await daemon.bus { daemon async throws(DBusError) in try await daemon.keyboard.frame() }.description)
            }
        }
    }

    /// A coordinate as a plotting tool reads it: whole points without a fraction, else 3 decimals.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.3f", value)
    }
}
