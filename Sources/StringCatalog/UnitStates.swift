/// What the states of a localization's string units say, and the line of the first unit
/// of each finding.
struct UnitStates {
    var allTranslated = true
    var hasNew = false
    var hasReview = false
    var invalidState: String?
    var newLine = 0, reviewLine = 0, invalidLine = 0

    init(_ localization: CatalogLocalization) {
        localization.forEachUnit { unit in
            switch unit.state {
            case "translated": break
            case "new": if !hasNew { newLine = unit.line }; hasNew = true
            case "needs_review": if !hasReview { reviewLine = unit.line }; hasReview = true
            default: if invalidState == nil { invalidState = unit.state; invalidLine = unit.line }
            }
            if unit.value.isEmpty { if !hasNew { newLine = unit.line }; hasNew = true }
            if unit.state != "translated" || unit.value.isEmpty { allTranslated = false }
        }
    }
}
