import Testing
import TrackerModel

/// The model's failures read as words wherever they are shown with `"\(error)"`, never as a
/// case name.
@Suite struct ModelFailureWordsTests {
    @Test func nameAndEditFailures() {
        let unknown = TrackerNameResolver.Failure.unknown(name: "Wter", candidates: [])
        #expect("\(unknown)" == "\"Wter\" matches no tracker")
        #expect("\(TrackerNameResolver.Failure.ambiguous(name: "W", matches: []))" == "\"W\" matches 0 trackers; give the exact name or the id")
        #expect("\(DisplayOrderEdit.Failure.name(unknown, TrackerNameResolver(trackers: [])))" == "the tracker \"Wter\" matches no tracker; trackers: none")
    }
}
