/// "Did you mean …?" for a mistyped name — an option, a command, a settings member: the known
/// name that differs only in case, else the one nearest by edit distance (at most 2, and less
/// than half the name), ties to the earlier in the list, else the one name the typed text
/// begins.
package enum NameSuggestion {
    package static func closest(to typed: String, among names: [String]) -> String? {
        if let sameLetters = names.first(where: { $0.lowercased() == typed.lowercased() }) { return sameLetters }
        let typedScalars = Array(typed.unicodeScalars)
        let limit = min(2, max(1, typedScalars.count / 2))
        var rows = EditDistance()
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = rows.between(typedScalars, Array(name.unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        if let best { return best.name }
        // A prefix of exactly one name (`--inc` for `--include-inactive`).
        let prefixed = names.filter { $0.hasPrefix(typed) && typed.count > 2 }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// " (did you mean X?)" or "".
    package static func hint(_ typed: String, among names: [String]) -> String {
        closest(to: typed, among: names).map { " (did you mean \($0)?)" } ?? ""
    }
}
