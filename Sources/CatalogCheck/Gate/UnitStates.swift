import StringCatalog

/// What the states of a localization's string units say, and the line of the first unit
/// of each finding. In the source language a unit with a value is done whatever its state:
/// Xcode treats the development language as complete.
struct UnitStates {
    var allTranslated = true
    var hasNew = false
    var hasReview = false
    var invalidState: String?
    var newLine = 0, reviewLine = 0, invalidLine = 0

    init(_ localization: CatalogLocalization, isSource: Bool = false) {
        localization.forEachUnit { unit in
            switch unit.state {
            case "translated": break
            case "new" where isSource && !unit.value.isEmpty: break
            case "new": if !hasNew { newLine = unit.line }; hasNew = true
            // A machine's translation shows as any other: one to review, not a broken text.
            case "needs_review", "machine_translated": if !hasReview { reviewLine = unit.line }; hasReview = true
            default: if invalidState == nil { invalidState = unit.state; invalidLine = unit.line }
            }
            if unit.value.isEmpty { if !hasNew { newLine = unit.line }; hasNew = true }
            let done = unit.state == "translated" || (isSource && unit.state == "new")
            if !done || unit.value.isEmpty { allTranslated = false }
        }
    }
}
