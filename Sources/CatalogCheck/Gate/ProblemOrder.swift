import SharpTools
import StringCatalog

/// The report order of problems: by kind (the contract's order), key, locale (report order; none
/// first), severity, line, message — strings by Unicode scalar values.
///
/// Sorting tens of thousands of problems compares them hundreds of thousands of times, so the
/// numbers are worked out once per problem and strings are compared as UTF-8 bytes (the same
/// order as scalar values). Keys that are equal as Swift strings (canonically equivalent) count
/// as equal, and problems equal in every field keep their order, as with the stable sort of
/// whole problems this replaces.
enum ProblemOrder {
    private struct SortKey {
        var kind: Int
        var locale: Int
        var severity: Int
        var line: Int
        var index: Int
        var key: UTF8Arena.Slot
    }

    static func sorted(_ problems: [CatalogProblem], localeIndex: [String: Int]) -> [CatalogProblem] {
        guard problems.count > 1 else { return problems }
        var keys: [SortKey] = []
        keys.reserveCapacity(problems.count)
        var arena = UTF8Arena(capacity: problems.count * 24)
        for (index, problem) in problems.enumerated() {
            keys.append(SortKey(
                kind: problem.kind.order, locale: problem.locale.flatMap { localeIndex[$0] } ?? -1,
                severity: problem.severity == .error ? 0 : 1, line: problem.line ?? 0, index: index, key: arena.add(problem.key)
            ))
        }
        keys.sort { lhs, rhs in
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            let keyOrder = arena.compare(lhs.key, rhs.key)
            // Different bytes can still be equal strings (canonically equivalent), but not
            // when both are ASCII.
            if keyOrder != 0 && ((lhs.key.isASCII && rhs.key.isASCII) || problems[lhs.index].key != problems[rhs.index].key) {
                return keyOrder < 0
            }
            if lhs.locale != rhs.locale { return lhs.locale < rhs.locale }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            let messageOrder = UTF8Arena.compareScalars(problems[lhs.index].message, problems[rhs.index].message)
            if messageOrder != 0 { return messageOrder < 0 }
            return lhs.index < rhs.index
        }
        return keys.map { problems[$0.index] }
    }
}
