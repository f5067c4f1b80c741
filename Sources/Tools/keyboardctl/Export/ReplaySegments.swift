import KeyboardContract

/// A replay file holds one era on one device: a story that switches either inside
/// (Control1.SetProfile, SetDevice, Configure) is exported as one segment per stretch, each
/// labelled with its own era and device. The trace records each of those calls, so the story's
/// own journal says where to cut.
struct ReplaySegment: Equatable {
    var profile: String
    var device: String
    /// The trace records of the stretch: from the call that switched (or the story's first
    /// record) to the record before the next switch.
    var entries: [TraceEntry]

    /// The record that began the stretch (the switching call; the story's first record for the first).
    var firstRecord: UInt64 { entries.first?.sequence ?? 0 }

    /// Whether any app received a notification in the stretch: a stretch without one (the
    /// story's Reset before its first Configure) is not exported.
    var hasNotifications: Bool { entries.contains { !$0.app.isEmpty && ReplayExport.isNotification($0) } }

    /// The calls that change the era or the device, as the trace names them.
    static let switchingCalls = Set([Control1.MethodName.setProfile, .setDevice, .configure].map(\.rawValue))

    /// Cuts a story's records where the profile or the device changes. A switching call that
    /// names the era and device already in force (the story's opening Configure) cuts nothing.
    static func split(_ entries: [TraceEntry], profile: String, device: String) -> [ReplaySegment] {
        var segments = [ReplaySegment(profile: profile, device: device, entries: [])]
        for entry in entries.sorted(by: { $0.sequence < $1.sequence }) {
            if entry.app.isEmpty, switchingCalls.contains(entry.event), let current = segments.last {
                let next = (profile: entry.data["Profile"]?.stringValue ?? current.profile,
                            device: entry.data["Device"]?.stringValue ?? current.device)
                if next.profile != current.profile || next.device != current.device {
                    segments.append(ReplaySegment(profile: next.profile, device: next.device, entries: []))
                }
            }
            segments[segments.count - 1].entries.append(entry)
        }
        return segments.filter(\.hasNotifications)
    }

    /// File-name labels for one play's segments (`run --export`): nil for a single segment of a
    /// single-profile file (`com.southpark.ike.json`, as before segments), the play's profile for
    /// a single segment of a file that lists several; for several segments each one's profile,
    /// with its device when the devices differ, after the play's profile when the file lists
    /// several, and `.2`, `.3` for a label that comes back (ios26 → ideal → ios26).
    static func labels(_ segments: [ReplaySegment], playProfile: String, severalProfiles: Bool) -> [String?] {
        guard segments.count > 1 else { return segments.map { _ in severalProfiles ? playProfile : nil } }
        let devicesDiffer = Set(segments.map(\.device)).count > 1
        var seen: [String: Int] = [:]
        return segments.enumerated().map { index, segment in
            var label = segment.profile + (devicesDiffer ? ".\(segment.device)" : "")
            if severalProfiles && !(index == 0 && label == playProfile) { label = "\(playProfile).\(label)" }
            seen[label, default: 0] += 1
            return seen[label]! > 1 ? "\(label).\(seen[label]!)" : label
        }
    }
}
