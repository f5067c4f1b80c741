// Each quirk's declaration is whole: a reason for every era where it turns on or off and for no
// other, a summary, a mechanism, and ids of docs/BEHAVIOURS.md; and the eras' quirk sets are what
// the declarations say.

import KeyboardModel
import Testing

@Suite struct QuirkCatalogTests {
    @Test(arguments: Quirk.allCases)
    func everyBoundaryHasItsReason(quirk: Quirk) {
        let d = quirk.declaration
        #expect(Set(d.boundaries.keys) == Set(d.transitions), "\(quirk.rawValue): boundaries \(d.boundaries.keys.map(\.name).sorted()), transitions \(d.transitions.map(\.name))")
        for (era, reason) in d.boundaries { #expect(reason.count > 10, "\(quirk.rawValue) at \(era.name)") }
        #expect(!d.summary.isEmpty && !d.mechanism.isEmpty && !d.detail.isEmpty && !d.ids.isEmpty)
        #expect(d.eras[.ideal] == nil, "ideal has no quirk")
    }

    @Test(arguments: Era.allCases)
    func theEraHoldsWhatTheDeclarationsName(era: Era) {
        let named = Set(Quirk.allCases.filter { $0.declaration.eras[era] != nil })
        #expect(Set(Profile(era).quirks.quirks) == named)
    }
}
