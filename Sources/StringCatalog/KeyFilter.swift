import Foundation

/// Exact keys and glob patterns (`*`, `?`) that a check leaves out.
public struct KeyFilter: Sendable, Equatable {
    public var keys: Set<String>
    public var globs: [String]

    public init(keys: Set<String> = [], globs: [String] = []) {
        self.keys = keys
        self.globs = globs
    }

    public var isEmpty: Bool { keys.isEmpty && globs.isEmpty }

    public func matches(_ key: String) -> Bool {
        if keys.contains(key) { return true }
        return globs.contains { Self.glob($0, matches: key) }
    }

    /// Glob matching over Unicode scalars: `*` any run (also empty), `?` exactly one; every
    /// other character stands for itself. Iterative with one backtrack point, so linear-ish.
    public static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let t = Array(text.unicodeScalars)
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || (p[pi] != "*" && p[pi] == t[ti])) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                starP = pi; starT = ti; pi += 1
            } else if starP >= 0 {
                pi = starP + 1; starT += 1; ti = starT
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
