import Foundation
import SharpTools
import Testing
import TrackerModel

/// `order`'s edit as a use case: the tracker named as a person types it, moved or renumbered,
/// and everything a listing shows afterwards.
@Suite struct DisplayOrderEditTests {
    static let trackers = [
        makeTracker(1, "NoAlc", order: 0),
        makeTracker(2, "Mood", order: 3),
        makeTracker(3, "Walk", order: 1),
        makeTracker(4, "Read", order: 2),
        makeTracker(5, "Old", order: 4, active: false),
    ]

    static func edit(_ action: DisplayOrderEdit.Action, pins: [String] = ["NoAlc"], alternativeNames: [UUID: [String]] = [:]) throws(DisplayOrderEdit.Failure) -> DisplayOrderEdit {
        try DisplayOrderEdit(trackers: trackers, pins: pins, explicitPins: [], includeInactive: false, alternativeNames: alternativeNames, action: action)
    }

    @Test func listingOnlyChangesNothing() throws {
        let edit = try Self.edit(.none)
        #expect(edit.order.names == ["NoAlc", "Walk", "Read", "Mood"])
        #expect(edit.changes == nil && edit.problems.isEmpty)
        #expect(edit.previous == [testID(1): 0, testID(2): 3, testID(3): 1, testID(4): 2, testID(5): 4])
    }

    @Test func aTrackerIsFoundByAnotherNameAndMoved() throws {
        let edit = try Self.edit(.move(name: "stimmung", toPosition: 2), alternativeNames: [testID(2): ["Stimmung"]])
        #expect(edit.order.names == ["NoAlc", "Mood", "Walk", "Read"])
        #expect(edit.changes == [testID(2): 0])
        // The values before the move stay what the store holds.
        #expect(edit.previous[testID(2)] == 3)
    }

    @Test func renumberingGivesTheMovableTrackersZeroToNMinusOne() throws {
        let edit = try Self.edit(.normalize, pins: [])
        #expect(edit.order.names == ["NoAlc", "Walk", "Read", "Mood"])
        #expect(edit.changes == [:])
        let crowded = try DisplayOrderEdit(
            trackers: [makeTracker(1, "A", order: 5), makeTracker(2, "B", order: 9)], pins: [], explicitPins: [], includeInactive: false,
            alternativeNames: [:], action: .normalize)
        #expect(crowded.changes == [testID(1): 0, testID(2): 1])
    }

    @Test func aMoveThatCannotBeMadeSaysWhy() {
        func message(_ action: DisplayOrderEdit.Action) -> String? {
            do {
                _ = try Self.edit(action)
                return nil
            } catch {
                return error.message(option: "--move")
            }
        }
        #expect(message(.move(name: "NoAlc", toPosition: 3))
            == "cannot move \"NoAlc\": it is pinned to the top (pins: \"NoAlc\") and pinned trackers never move; use --no-pin or --pin to change the pins")
        #expect(message(.move(name: "old", toPosition: 1))
            == "cannot move \"Old\": it is inactive; inactive trackers keep their displayOrder and are listed after the active ones (activate it in the app first)")
        #expect(message(.move(name: "Run", toPosition: 1))
            == "--move \"Run\" matches no tracker; trackers: \"NoAlc\", \"Walk\", \"Read\", \"Mood\", \"Old\" (inactive)")
    }

    @Test func aPositionIsAnyWholeNumber() throws {
        #expect(try DisplayOrderEdit.position(" 2 ") == 2)
        #expect(try DisplayOrderEdit.position("-7") == -7)
        #expect(throws: InvalidValue("two", "is not a position (a whole number; 1 is the top of the list)")) { try DisplayOrderEdit.position("two") }
    }

    @Test func aDayIsReadAsTypedOrRefused() throws {
        #expect(try CalendarDay.read("2026-02-28") == CalendarDay(iso: "2026-02-28"))
        for text in ["2026-02-30", "2026-2-28", "yesterday", ""] {
            #expect(throws: InvalidValue(text, "is not a date (expected YYYY-MM-DD)")) { try CalendarDay.read(text) }
        }
    }
}
