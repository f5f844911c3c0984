import SharpTools
import StringCatalog

/// The bytes a command writes back after editing a catalog (`strings import`, `strings merge`,
/// and `strings sync` when it comes: each hands over the file as read and the edited catalog),
/// such that a unit that did not change keeps its bytes:
///
/// - a file in Xcode's layout is written in Xcode's layout — every entry's text depends only
///   on the entry, so only the lines of the changed units differ;
/// - another file is, by default, brought into Xcode's layout as well, and `reformattedLines`
///   says how many lines that touched beyond the edits (for the summary);
/// - with `keepLayout` it is edited in place instead (`LayoutKeepingSplice`): the changed
///   values replaced where they stand, in the file's own indentation and separators.
package struct CatalogRewrite: Sendable {
    /// The file to write.
    package let bytes: [UInt8]
    /// Lines (removed plus added, as `git diff --stat` counts) changed only to bring the file
    /// into Xcode's layout; 0 when it was in that layout or its layout was kept.
    package let reformattedLines: Int
    /// Whether the file was in Xcode's layout as read (false too when nothing changed: then
    /// the layout was not looked at).
    package let wasInXcodeLayout: Bool

    /// Whether the bytes differ from the file as read.
    package func changes(_ original: [UInt8]) -> Bool { bytes != original }

    /// Why the file cannot be written as asked (a name twice in it, a layout that cannot be
    /// kept); the description names the file.
    package struct Refusal: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// `edited` as the bytes to write over `original`, the file `catalog` was read from.
    /// - Parameter file: the name messages use.
    package static func rewrite(
        _ edited: StringCatalog, over original: [UInt8], readAs catalog: StringCatalog, keepLayout: Bool, file: String
    ) throws(Refusal) -> CatalogRewrite {
        let old = StringCatalogWriter.tree(catalog)
        let new = StringCatalogWriter.tree(edited)
        // Nothing changed: nothing to write, whatever the layout.
        if old == new { return CatalogRewrite(bytes: original, reformattedLines: 0, wasInXcodeLayout: false) }
        // The model holds one entry per name: written back, a file with a name twice would lose
        // the other silently, in any layout.
        if let duplicate = catalog.duplicateKeys.first {
            let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
            throw Refusal(description: "\(file):\(duplicate.line): \"\(duplicate.name)\" occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line)); writing the file would drop one — merge them first")
        }
        let xcode = Array(StringCatalogWriter.write(catalog, trailingNewline: catalog.endsWithNewline).utf8)
        let inXcodeLayout = xcode == original
        if inXcodeLayout || !keepLayout {
            let bytes = Array(StringCatalogWriter.write(edited, trailingNewline: catalog.endsWithNewline).utf8)
            return CatalogRewrite(bytes: bytes, reformattedLines: inXcodeLayout ? 0 : LineDiff.changedLines(original, xcode), wasInXcodeLayout: inXcodeLayout)
        }
        let root: JSONSpan
        do { root = try JSONSpan.read(original) } catch {
            throw Refusal(description: "\(file): \(error.message); its layout cannot be kept")
        }
        let bytes = LayoutKeepingSplice.splice(original, root: root, old: old, new: new, style: CatalogLayoutStyle.of(original, root: root))
        // The edit must read back as exactly the edited catalog; anything else is a fault of
        // the splice, and the file is not written.
        guard let written = try? StringCatalog(bytes: bytes, fileName: file), StringCatalogWriter.tree(written) == new else {
            throw Refusal(description: "\(file): the edit could not be made in the file's own layout; run without --keep-layout to write it in Xcode's layout")
        }
        return CatalogRewrite(bytes: bytes, reformattedLines: 0, wasInXcodeLayout: false)
    }
}
