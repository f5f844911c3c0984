import Foundation
import Testing
import TrackerModel

@Suite("DisplayOrderDiagnostics — order --check")
struct DisplayOrderDiagnosticsTests {
    private func problems(_ trackers: [Tracker], pins: [String] = DisplayOrder.defaultPins, explicitPins: [String] = [], alternativeNames: [UUID: [String]] = [:]) -> [DisplayOrderProblem] {
        DisplayOrderDiagnostics.problems(
            in: DisplayOrder(trackers: trackers, pins: pins), explicitPins: explicitPins, alternativeNames: alternativeNames
        )
    }

    @Test("a clean store has no problems; the default pin NoAlc may be absent")
    func clean() {
        #expect(problems([makeTracker(1, "Mood", order: 0), makeTracker(2, "Energy", order: 1)]).isEmpty)
        #expect(problems([makeTracker(1, "Mood", order: 0)]).isEmpty)
        #expect(problems([]).isEmpty)
    }

    @Test("duplicate displayOrder among movable trackers is an error naming them")
    func duplicates() throws {
        let found = problems([
            makeTracker(1, "NoAlc", order: 2), makeTracker(2, "Mood", order: 2), makeTracker(3, "Energy", order: 1),
            makeTracker(4, "Water", order: 2), makeTracker(5, "Old", order: 1, active: false),
        ])
        #expect(found.count == 1)
        let problem = try #require(found.first)
        #expect(problem.kind == .duplicateDisplayOrder)
        #expect(problem.kind.rawValue == "duplicate-display-order")
        #expect(problem.severity == .error)
        #expect(problem.displayOrder == 2)
        #expect(problem.trackerIDs == [testID(2), testID(4)])
        #expect(problem.message.contains("\"Mood\"") && problem.message.contains("\"Water\"") && problem.message.contains("--normalize"))
    }

    @Test("negative values are errors")
    func negative() {
        let found = problems([makeTracker(1, "Mood", order: -1), makeTracker(2, "Energy", order: 0), makeTracker(3, "Old", order: -4, active: false)])
        #expect(found.map(\.kind) == [.negativeDisplayOrder])
        #expect(found.first?.trackerIDs == [testID(1)])
        #expect(found.first?.displayOrder == -1)
        #expect(found.first?.severity == .error)
    }

    @Test("a legacy all-zero store is one warning that says --normalize fixes it, not a duplicate error")
    func legacy() {
        let found = problems([makeTracker(1, "NoAlc", order: 0), makeTracker(2, "Mood", order: 0), makeTracker(3, "Energy", order: 0)])
        #expect(found.map(\.kind) == [.legacyAllZero])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("--normalize") == true)
        #expect(found.first?.trackerIDs == [testID(2), testID(3)])
        // After normalizing, nothing is left to report.
        var order = DisplayOrder(trackers: [makeTracker(1, "NoAlc", order: 0), makeTracker(2, "Mood", order: 0), makeTracker(3, "Energy", order: 0)])
        order.normalize()
        #expect(DisplayOrderDiagnostics.problems(in: order, explicitPins: []).isEmpty)
    }

    @Test("a --pin that names no tracker is an error (with a suggestion when only case or the localized name differ)")
    func unknownPin() {
        let trackers = [makeTracker(1, "NoAlc", order: 0), makeTracker(2, "Mood", order: 1), makeTracker(3, "Energy", order: 2)]
        let missing = problems(trackers, pins: ["Sleep"], explicitPins: ["Sleep"])
        #expect(missing.map(\.kind) == [.unknownPin])
        #expect(missing.first?.pin == "Sleep")
        #expect(missing.first?.message.contains("\"Mood\"") == true)

        let wrongCase = problems(trackers, pins: ["mood"], explicitPins: ["mood"])
        #expect(wrongCase.map(\.kind) == [.unknownPin])
        #expect(wrongCase.first?.message.contains("did you mean \"Mood\"") == true)
        #expect(wrongCase.first?.trackerIDs == [testID(2)])

        let localized = problems(trackers, pins: ["Stimmung"], explicitPins: ["Stimmung"], alternativeNames: [testID(2): ["Stimmung"]])
        #expect(localized.first?.message.contains("did you mean \"Mood\"") == true)

        // An explicitly named NoAlc is checked like any other pin.
        let noAlc = problems([makeTracker(2, "Mood", order: 0)], pins: ["NoAlc"], explicitPins: ["NoAlc"])
        #expect(noAlc.map(\.kind) == [.unknownPin])
        // A pin naming only an inactive tracker is fine: it is listed with the inactive ones.
        #expect(problems([makeTracker(1, "NoAlc", order: 0, active: false), makeTracker(2, "Mood", order: 0)], explicitPins: ["NoAlc"]).isEmpty)
    }

    @Test("a pin carried by several active trackers is a warning (all of them are pinned)")
    func ambiguousPin() {
        let found = problems([makeTracker(1, "NoAlc", order: 0), makeTracker(2, "NoAlc", order: 1), makeTracker(3, "Mood", order: 0)])
        #expect(found.map(\.kind) == [.ambiguousPin])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.trackerIDs == [testID(1), testID(2)])
        #expect(found.first?.message.contains(testID(2).uuidString) == true)
    }

    @Test("problems come in a stable order: legacy/duplicates, negatives, pins")
    func stableOrder() {
        let found = problems(
            [makeTracker(1, "a", order: 3), makeTracker(2, "b", order: 3), makeTracker(3, "c", order: -1), makeTracker(4, "d", order: 1), makeTracker(5, "e", order: 1)],
            pins: ["x"], explicitPins: ["x"]
        )
        #expect(found.map(\.kind) == [.duplicateDisplayOrder, .duplicateDisplayOrder, .negativeDisplayOrder, .unknownPin])
        #expect(found.map(\.displayOrder) == [1, 3, -1, nil])
    }
}

@Suite("TrackerNameResolver")
struct TrackerNameResolverTests {
    private let trackers = [
        makeTracker(1, "NoAlc", order: 0), makeTracker(2, "Mood", order: 0), makeTracker(3, "mood", order: 1),
        makeTracker(4, "Drink Water", order: 2), makeTracker(5, "Straße", order: 3), makeTracker(6, "Old", order: 4, active: false),
    ]

    @Test("exact name first, then case-insensitive name or alternative (localized) name, then id")
    func resolving() throws {
        let resolver = TrackerNameResolver(trackers: trackers, alternativeNames: [testID(4): ["Wasser trinken"]])
        #expect(try resolver.resolve("Mood").get().id == testID(2))
        #expect(try resolver.resolve("mood").get().id == testID(3))
        #expect(try resolver.resolve("noalc").get().id == testID(1))
        #expect(try resolver.resolve("DRINK WATER").get().id == testID(4))
        #expect(try resolver.resolve("wasser TRINKEN").get().id == testID(4))
        #expect(try resolver.resolve("STRASSE").get().id == testID(5))
        #expect(try resolver.resolve("old").get().id == testID(6))
        #expect(try resolver.resolve(testID(4).uuidString.lowercased()).get().id == testID(4))
    }

    @Test("an ambiguous name lists the matching trackers with their ids")
    func ambiguous() throws {
        let resolver = TrackerNameResolver(trackers: trackers)
        guard case .failure(let failure) = resolver.resolve("MOOD") else {
            Issue.record("MOOD should be ambiguous")
            return
        }
        #expect(failure == .ambiguous(name: "MOOD", matches: [trackers[1], trackers[2]]))
        let message = resolver.message(for: failure, option: "--move")
        #expect(message.contains("matches 2 trackers") && message.contains(testID(2).uuidString) && message.contains(testID(3).uuidString))
    }

    @Test("an unknown name lists every tracker as a candidate, with its localized names")
    func unknown() {
        let resolver = TrackerNameResolver(trackers: trackers, alternativeNames: [testID(4): ["Wasser trinken"]])
        guard case .failure(let failure) = resolver.resolve("Sleep") else {
            Issue.record("Sleep should be unknown")
            return
        }
        let message = resolver.message(for: failure, option: "--move")
        #expect(message.hasPrefix("--move \"Sleep\" matches no tracker"))
        for name in ["\"NoAlc\"", "\"Mood\"", "\"Drink Water\" (\"Wasser trinken\")", "\"Old\" (inactive)"] {
            #expect(message.contains(name), "\(name) in \(message)")
        }
    }
}
