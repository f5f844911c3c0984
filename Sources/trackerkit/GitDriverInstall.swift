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
enum GitDriverInstall {
    enum Driver {
        case merge, textconv

        /// The `.gitattributes` line.
        var attribute: String { self == .merge ? "*.xcstrings merge=xcstrings" : "*.xcstrings diff=xcstrings" }

        /// The config entries, for the binary at `tool` (shell-quoted).
        func settings(tool: String) -> [(key: String, value: String)] {
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
    /// what was done.
    static func install(_ driver: Driver, context: CommandContext, command: String) throws -> [String] {
        let need = "--install"
        let top = try Git.topLevel(context: context, command: command, need: need)
        var said: [String] = []
        for (key, value) in driver.settings(tool: shellQuoted(toolPath())) {
            let set = try Git.run(["-C", top, "config", "--local", key, value], context: context, command: command, need: need)
            guard set.status == 0 else {
                throw UsageError("--install: git config \(key) failed (\(GitBaseline.firstLine(set.errorOutput)))", command: command)
            }
            said.append("set \(key) = \(value) in the repository's .git/config")
        }
        let attributes = top + "/.gitattributes"
        let existing = FileIdentity.of(attributes) == nil ? [] : try InputFile.bytes(of: attributes, limit: context.maxInputSize) { _ in "cannot read the file" }
        let text = String(decoding: existing, as: UTF8.self)
        if text.split(whereSeparator: \.isNewline).contains(where: { $0.trimmingCharacters(in: .whitespaces) == driver.attribute }) {
            said.append("\(attributes) already has \(driver.attribute)")
        } else {
            let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
            try AtomicFileWriter.write(text + separator + driver.attribute + "\n", to: attributes,
                                       options: AtomicFileWriter.Options(links: .followToRealFile))
            said.append("added \(driver.attribute) to \(attributes) (commit it, so every clone uses the driver once it is installed there)")
        }
        return said
    }

    /// The running binary's absolute path (links resolved), else the name on PATH.
    static func toolPath() -> String {
        guard let path = Bundle.main.executablePath else { return "trackerkit" }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `text` as one word for the shell git runs the driver with.
    static func shellQuoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
