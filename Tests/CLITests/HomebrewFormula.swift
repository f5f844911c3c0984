import Foundation

/// What the tests need of a Homebrew formula, read from its text: the class, the version, each
/// archive's `url` and `sha256`, the head repository, and the paths `install` takes from a
/// prebuilt archive (`bin.install "bin/trackerkit"`). A line the formula DSL does not allow
/// where it stands (an unbalanced `do … end`, a `url` without its `sha256`) is an error. The
/// --HEAD build's own install (`if build.head?`) is not a path of the archive.
struct HomebrewFormula {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    var className: String?
    var version: String?
    var homepage: String?
    var headURL: String?
    var archives: [(url: String, sha256: String)] = []
    var installedPaths: [String] = []

    init(_ text: String) throws {
        var depth = 0
        var pendingURL: String?
        var inHead = false
        var buildingHead = false
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func fail(_ problem: String) -> Malformed { Malformed(description: "formula line \(number + 1): \(problem): \(line)") }
            if line.hasPrefix("class ") {
                guard depth == 0, line.hasSuffix(" < Formula") else { throw fail("a class that is no Formula") }
                className = String(line.dropFirst("class ".count).dropLast(" < Formula".count))
                depth += 1
            } else if line == "end" {
                depth -= 1
                if depth == 1 { inHead = false }
                guard depth >= 0 else { throw fail("an `end` too many") }
            } else if line.hasSuffix(" do") || line.hasPrefix("def ") || line.hasPrefix("if ") {
                if line == "head do" { inHead = true }
                if line == "if build.head?" { buildingHead = true }
                depth += 1
            } else if line == "else" {
                buildingHead = false
            } else if let value = Self.quoted(line, after: "url ") {
                if inHead { headURL = value } else {
                    guard pendingURL == nil else { throw fail("a url without its sha256") }
                    pendingURL = value
                }
            } else if let value = Self.quoted(line, after: "sha256 ") {
                guard let url = pendingURL, value.count == 64, value.allSatisfy(\.isHexDigit) else { throw fail("a sha256 without a url, or not 64 hex digits") }
                archives.append((url, value))
                pendingURL = nil
            } else if let value = Self.quoted(line, after: "version ") {
                version = value
            } else if let value = Self.quoted(line, after: "homepage ") {
                homepage = value
            } else if let range = line.range(of: ".install \""), !buildingHead {
                installedPaths.append(String(line[range.upperBound...].prefix { $0 != "\"" }))
            }
        }
        guard depth == 0, pendingURL == nil, className != nil else {
            throw Malformed(description: "formula: unbalanced blocks, a url without its sha256, or no class")
        }
    }

    /// `"…"` after `prefix` at the start of `line` (up to the closing quote).
    private static func quoted(_ line: String, after prefix: String) -> String? {
        guard line.hasPrefix(prefix + "\"") else { return nil }
        return String(line.dropFirst(prefix.count + 1).prefix { $0 != "\"" })
    }
}
