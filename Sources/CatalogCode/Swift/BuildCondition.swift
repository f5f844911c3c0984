import StringCatalog

/// The value of an `#if` condition in the build an app ships — an archive of its release
/// configuration: `DEBUG` is false unless that configuration defines it, another flag is true
/// when the configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` name it and false when they
/// do not (unknown when no project says), `targetEnvironment(simulator)` is false, and the
/// other tests (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`) are unknown. `!`, `&&`, `||`
/// and parentheses combine them in three values. A branch whose condition is false there is
/// code no user runs (`#if DEBUG`, `#if STAGING || DEBUG` when the release defines neither).
struct BuildCondition {
    /// Conditions of the release configuration; nil when unknown.
    let releaseConditions: Set<String>?

    /// true, false, or nil for unknown.
    func evaluate(_ tokens: [String]) -> Bool? {
        var position = 0
        let value = disjunction(tokens, &position)
        return position == tokens.count ? value : nil
    }

    private func disjunction(_ tokens: [String], _ position: inout Int) -> Bool? {
        var value = conjunction(tokens, &position)
        while position < tokens.count, tokens[position] == "|" {
            while position < tokens.count, tokens[position] == "|" { position += 1 }
            let other = conjunction(tokens, &position)
            value = value == true || other == true ? true : (value == false && other == false ? false : nil)
        }
        return value
    }

    private func conjunction(_ tokens: [String], _ position: inout Int) -> Bool? {
        var value = unary(tokens, &position)
        while position < tokens.count, tokens[position] == "&" {
            while position < tokens.count, tokens[position] == "&" { position += 1 }
            let other = unary(tokens, &position)
            value = value == false || other == false ? false : (value == true && other == true ? true : nil)
        }
        return value
    }

    private func unary(_ tokens: [String], _ position: inout Int) -> Bool? {
        guard position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        switch token {
        case "!":
            return unary(tokens, &position).map { !$0 }
        case "(":
            let value = disjunction(tokens, &position)
            if position < tokens.count, tokens[position] == ")" { position += 1 }
            return value
        case "true": return true
        case "false": return false
        default:
            if position < tokens.count, tokens[position] == "(" {
                // A test such as `os(iOS)`: skip its argument.
                var depth = 0
                var argument: [String] = []
                while position < tokens.count {
                    if tokens[position] == "(" { depth += 1 }
                    if tokens[position] == ")" { depth -= 1 }
                    position += 1
                    if depth == 0 { break }
                    if depth == 1, tokens[position - 1] != "(" { argument.append(tokens[position - 1]) }
                }
                return token == "targetEnvironment" && argument == ["simulator"] ? false : nil
            }
            if let releaseConditions { return releaseConditions.contains(token) }
            return token == "DEBUG" ? false : nil
        }
    }
}
