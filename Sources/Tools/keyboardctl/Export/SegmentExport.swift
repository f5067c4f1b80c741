import KeyboardContract
import ProcessSupport
import StrategyMatrix

/// One play of a scenario, cut into its segments (one era on one device each), with each app's
/// replay document: what `run --export` writes and what `corpus` gathers.
struct SegmentExport {
    var segment: ReplaySegment
    var context: ReplayExport.Context
    /// The line of the scenario file whose step began the segment; 0 for the story's start.
    var firstLine: Int
    /// One document per app of the scenario, in the file's order.
    var documents: [(app: String, json: JSONValue)]

    /// The story's records up to its end, cut where the era or device changes. Each segment's
    /// screen, orientation and windows are those of the first step snapshot taken after its
    /// first record: the story's start (apps ready) for the first, the switching step's for the others.
    static func segments(_ entries: [TraceEntry], script: ScenarioScript, profile: String, snapshots: [StepSnapshot],
                         records: ReplayExport.RecordNumbers = .trace) throws(CtlFailure) -> [SegmentExport] {
        var exports: [SegmentExport] = []
        let segments = ReplaySegment.split(entries, profile: profile, device: script.device)
        for (index, segment) in segments.enumerated() {
            let snapshot = snapshots.first { $0.lastRecord >= segment.firstRecord }
            let status = snapshot?.status
            var context = ReplayExport.Context(scenario: script.id, profile: segment.profile, device: segment.device,
                                               orientation: status?.orientation ?? "portrait", screen: status?.screen)
            for app in status?.apps ?? [] { context.windowFrames[app.bundleId] = app.windowFrame }
            // The truth at rest, from the snapshots taken inside this stretch.
            let end = index + 1 < segments.count ? segments[index + 1].firstRecord : UInt64.max
            for taken in snapshots where taken.lastRecord >= segment.firstRecord && taken.lastRecord < end
                && !taken.status.keyboard.animating {
                for app in taken.status.apps {
                    context.restingOverlaps[app.bundleId, default: []].append(
                        .init(time: taken.time, lastRecord: taken.lastRecord, overlap: app.keyboardOverlap))
                }
            }
            let documents = try ReplayExport.documents(segment.entries, apps: script.apps.map(\.spec.bundleId), context: context,
                                                       records: records)
            exports.append(SegmentExport(segment: segment, context: context, firstLine: snapshot?.line ?? 0,
                                         documents: documents))
        }
        return exports
    }
}
