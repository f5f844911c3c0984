import Output
import SafeOutput

extension ReportSetWriter {
    /// The report set at `--out` as the user wrote it, resolved against the command's current
    /// directory (see `ReportSetWriter.init(root:resolvedRoot:ours:dropped:earlierSet:force:)`);
    /// an OUT without the marker is taken over when it holds only what an earlier report wrote
    /// (`EarlierReportSet`).
    package init(root: String, context: CommandContext, ours: Set<String>, dropped: (String) -> Bool = { _ in false }, force: Bool) throws(OutputError) {
        try self.init(
            root: root, resolvedRoot: context.canonicalPath(root), ours: ours, dropped: dropped,
            earlierSet: EarlierReportSet.firstForeignEntry, force: force)
    }
}
