import Foundation
import StringCatalog

/// The catalog a check compares with as it was in a git revision (`--baseline origin/main`),
/// found through git, which the caller runs. A revision that does not exist is an error; a
/// catalog that did not exist in that revision is an empty baseline — every problem is new —
/// so the change that adds a catalog can pass the gate.
package enum GitBaseline {
    /// What one git command printed.
    package struct Run: Sendable {
        package var status: Int32
        package var output: [UInt8]
        package var errorOutput: String

        package init(status: Int32, output: [UInt8], errorOutput: String) {
            self.status = status
            self.output = output
            self.errorOutput = errorOutput
        }
    }

    /// Why there is no baseline; the message names `--baseline`.
    package struct Failure: Error, Sendable, Equatable {
        package let message: String
    }

    /// The baseline, and a note for the person running the check when it is empty.
    package struct Found: Sendable {
        package let baseline: AppCatalogCheck.BaselineCatalog
        package let note: String?
    }

    /// The catalog at `path` as it was in revision `ref`.
    ///
    /// - Parameters:
    ///   - path: the catalog as the user named it (for messages); `absolutePath`: the same made
    ///     absolute with symbolic links resolved.
    ///   - canonical: makes a path absolute with links resolved (for the repository's top level).
    ///   - git: runs git with these arguments; its errors pass through.
    package static func catalog(
        revision ref: String, path: String, absolutePath: String, canonical: (String) -> String, git: ([String]) throws -> Run
    ) throws -> Found {
        if ref.hasPrefix("-") || ref.isEmpty {
            throw Failure(message: "--baseline \"\(ref)\" is not a git revision")
        }
        let directory = (absolutePath as NSString).deletingLastPathComponent
        let top = try git(["-C", directory, "rev-parse", "--show-toplevel"])
        guard top.status == 0 else {
            throw Failure(message: "--baseline \(ref): \(path) is not inside a git repository (\(firstLine(top.errorOutput)))")
        }
        let root = canonical(String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        guard absolutePath.hasPrefix(root + "/") else {
            throw Failure(message: "--baseline \(ref): \(path) is outside its repository \(root)")
        }
        let relative = String(absolutePath.dropFirst(root.count + 1))
        guard try git(["-C", root, "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"]).status == 0 else {
            throw Failure(message: "--baseline \(ref) is not a revision of the repository \(root) (fetch it first, e.g. git fetch origin main)")
        }
        let name = "\(ref):\(relative)"
        guard try git(["-C", root, "cat-file", "-e", name]).status == 0 else {
            let empty = StringCatalog(sourceLanguage: "", entries: [], fileName: name)
            return Found(baseline: .init(catalog: empty, name: name), note: "\(relative) does not exist in \(ref): every problem counts as new")
        }
        let shown = try git(["-C", root, "show", name])
        guard shown.status == 0 else {
            throw Failure(message: "--baseline \(ref): git show \(name) failed (\(firstLine(shown.errorOutput)))")
        }
        return Found(baseline: .init(catalog: try StringCatalog(bytes: shown.output, fileName: name), name: name), note: nil)
    }

    /// The first line of what git printed on stderr, for a message.
    package static func firstLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "no message"
    }
}

extension GitBaseline.Failure: CustomStringConvertible {
    package var description: String { message }
}
