import CompatibilityTable
import Testing
import TrackerOptions

/// The table's rows are every tracker: a new `TrackerKind` fails here until TableSetups gives it a
/// library with its title (today's libraries in `TrackerKind.today` and `todayTitles`), instead
/// of being only missing from the table.
@Suite struct TableLibrariesTests {
    @Test func everyTrackerIsALibraryOfTheTableOnce() {
        let trackers = TableLibrary.all.map(\.tracker)
        #expect(trackers.count == Set(trackers).count, "a tracker listed twice: \(trackers)")
        let missing = Set(TrackerKind.allCases).subtracting(trackers)
        #expect(missing.isEmpty, "not in the table: \(missing.map(\.rawValue).sorted())")
        for library in TableLibrary.all {
            #expect(library.title != library.tracker.rawValue, "\(library.tracker) has no title")
            #expect(library.setups.first?.tracker == library.tracker.rawValue, "\(library.tracker) is played alone first")
        }
    }
}
