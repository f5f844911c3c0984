import StringCatalog

/// The arguments of all the forms of a localization together — its plural, device and
/// substitution forms. A key's call passes the same arguments whatever form the runtime picks,
/// so a translation matches its source when the two argument lists agree, not form by form: an
/// English `one` that writes "1" and a Russian `one` (21, 31, …) that shows `%lld` both fit the
/// call, and a form may leave out an argument another form shows.
struct ArgumentUnion: Equatable {
    var signature = FormatSignature()
    /// Arguments that two forms give different types (`%lld` in one, `%@` in another).
    var conflicts: [String] = []
    /// Per argument, the line of the unit that first showed it; the line of the first conflict.
    var lines: [Int: Int] = [:]
    var conflictLine: Int?

    mutating func add(_ other: FormatSignature, line: Int = 0) {
        for (argument, type) in other.arguments.sorted(by: { $0.key < $1.key }) {
            if let known = signature.arguments[argument] {
                guard known != type else { continue }
                conflicts.append("argument \(argument) is \(known) in one form but \(type) in another")
                if conflictLine == nil { conflictLine = line }
            } else {
                signature.arguments[argument] = type
                lines[argument] = line
            }
        }
    }

    /// Every form of `localization` (none: `fallback`, the key as its own text).
    init(_ localization: CatalogLocalization?, fallback: String) {
        guard let localization else {
            add(CompletenessChecker.mainSignature(fallback, nil))
            return
        }
        var leaves: [CompletenessChecker.Leaf] = []
        CompletenessChecker.collectLeaves(localization.content, path: [], into: &leaves)
        for leaf in leaves { add(CompletenessChecker.mainSignature(leaf.unit.value, localization), line: leaf.unit.line) }
        for substitution in localization.substitutions {
            var subLeaves: [CompletenessChecker.Leaf] = []
            CompletenessChecker.collectLeaves(substitution.content, path: [], into: &subLeaves)
            for leaf in subLeaves { add(CompletenessChecker.substitutionSignature(leaf.unit.value, substitution), line: leaf.unit.line) }
        }
    }

    /// The line to report a mismatch with `expected` at: the first unit that shows an argument
    /// the source does not have, or has with another type, or the first conflict; nil when
    /// only missing arguments differ (the localization as a whole is at fault).
    func line(against expected: FormatSignature) -> Int? {
        var found: [Int] = conflictLine.map { [$0] } ?? []
        for (argument, type) in signature.arguments where expected.arguments[argument] != type {
            if let line = lines[argument], line > 0 { found.append(line) }
        }
        return found.filter { $0 > 0 }.min()
    }
}
