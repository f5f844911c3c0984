import Foundation
import SharpTools
import SafeOutput
import StringCatalog
import CatalogCheck
import CommandLineKit

/// `strings merge --install` and `strings diff --install`: the git config lines and the
/// `.gitattributes` line that make git use trackerkit for `*.xcstrings` in one repository.
/// The config goes into the repository's own `.git/config` (each clone runs `--install` once);
/// `.gitattributes` is at the top level, to be committed. Running it again changes nothing.
/// The driver runs this binary by its absolute path, so it works when trackerkit is not on
/// PATH (run `--install` again after moving the binary).
package enum GitDriverInstall {
    package enum Driver {
        case merge, textconv

        /// The `.gitattributes` line.
        package var attribute: String { self == .merge ? "*.xcstrings merge=xcstrings" : "*.xcstrings diff=xcstrings" }

        /// The config entries, for the binary at `tool` (shell-quoted).
        package func settings(tool: String) -> [(key: String, value: String)] {
            switch self {
            case .merge:
                return [("merge.xcstrings.name", "String Catalog merge per unit (trackerkit)"),
                        ("merge.xcstrings.driver", "\(tool) strings merge --name %P %O %A %B")]
            case .textconv:
                return [("diff.xcstrings.textconv", "\(tool) strings diff --textconv")]
            }
        }
    }

    /// Sets `driver` up for the repository of the current directory; returns the lines that say
    /// what was done. Only regular files inside the repository are written: a `.gitattributes`
    /// or git config that is a link (or no regular file) is refused before anything changes.
    package static func install(_ driver: Driver, context: CommandContext, command: String) throws -> [String] {
        let need = "--install"
        let top = try Git.topLevel(context: context, command: command, need: need)
        let attributes = top + "/.gitattributes"
        // git reads no .gitattributes that is a link, and writing through one would change a
        // file elsewhere (the repository's config, where a line of attributes breaks git).
        try refuseUnlessRegular(attributes, why: "git reads no .gitattributes that is a symbolic link, and trackerkit writes only regular files in the work tree", command: command)
        let configPath = try Git.run(["-C", top, "rev-parse", "--git-path", "config"], context: context, command: command, need: need)
        if configPath.status == 0 {
            let relative = String(decoding: configPath.output, as: UTF8.self).trimmingCharacters(in: .newlines)
            let config = relative.hasPrefix("/") ? relative : top + "/" + relative
            try refuseUnlessRegular(config, why: "git config would write the driver through it into another file", command: command)
        }
        var said: [String] = []
        for (key, value) in driver.settings(tool: shellQuoted(toolPath())) {
            let set = try Git.run(["-C", top, "config", "--local", key, value], context: context, command: command, need: need)
            guard set.status == 0 else {
                throw UsageError("--install: git config \(key) failed (\(GitBaseline.firstLine(set.errorOutput)))", command: command)
            }
            said.append("set \(key) = \(value) in the repository's .git/config")
        }
        let existing = FileIdentity.ofEntry(attributes) == nil ? [] : try InputFile.bytes(of: attributes, limit: context.maxInputSize, accepted: .regularFile) { _ in "cannot read the file" }
        let text = String(decoding: existing, as: UTF8.self)
        if text.split(whereSeparator: \.isNewline).contains(where: { $0.trimmingCharacters(in: .whitespaces) == driver.attribute }) {
            said.append("\(attributes) already has \(driver.attribute)")
        } else {
            let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
            try AtomicFileWriter.write(text + separator + driver.attribute + "\n", to: attributes, options: AtomicFileWriter.Options(links: .refuse))
            said.append("added \(driver.attribute) to \(attributes) (commit it, so every clone uses the driver once it is installed there)")
        }
        return said
    }

    /// Refuses `path` when it is a symbolic link or anything but a regular file (a missing one
    /// is fine: it is created), with `why` and what to do.
    private static func refuseUnlessRegular(_ path: String, why: String, command: String) throws(UsageError) {
        guard let entry = FileIdentity.ofEntry(path), !entry.isRegularFile else { return }
        if entry.isSymbolicLink {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw UsageError("--install: \(path) is a symbolic link to \(target); \(why) — replace the link by a regular file (a copy of what it leads to) and run --install again", command: command)
        }
        throw UsageError("--install: \(path) is not a regular file; \(why) — replace it by a regular file and run --install again", command: command)
    }

    /// The running binary's absolute path (links resolved), else the name on PATH.
    package static func toolPath() -> String {
        guard let path = Bundle.main.executablePath else { return "trackerkit" }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `text` as one word for the shell git runs the driver with.
    package static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
