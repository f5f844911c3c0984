import StringCatalog
import CatalogText

/// `whitespace`: a translation that starts or ends with whitespace where its source does not,
/// or lost the source's — a concatenated piece (`"Last edited: "`) that runs into the next
/// word. Presence is compared, not the exact run (a space for a no-break space is fine).
/// Not reported:
/// - a source's trailing spaces after a finished sentence (`. … ! ? 。！？`) that the
///   translation drops: nothing is appended after a finished sentence, so they are a typo in
///   the source;
/// - in Chinese and Japanese, the space after a source's `:` `.` `;` `!` `?` `,` when the
///   translation ends with full-width punctuation, which carries its own space;
/// - a line break at the edge when the number of line breaks differs: `newlines` reports it.
struct WhitespaceCheck: QualityCheck {
    static let kind = ProblemKind.whitespace
    static let summary = "A translation starts or ends with whitespace where its source does not, or lacks the source's."
    static let reportedWhen = "starts or ends with whitespace where the source does not, or lacks the source's"
    static let notReported = "the kind of whitespace (a space for a no-break space); the source's trailing spaces after a finished sentence (`Done. ` → `Fertig.`: a typo in the source); in Chinese and Japanese the space after `:` `.` `?` … when the translation ends with full-width punctuation"
    static let quickPass: QuickPassRule? = QuickPassRule(passes: { look in
        look.leadingWhitespace == look.source.text.hasLeadingWhitespace && look.trailingWhitespace == look.source.text.hasTrailingWhitespace
    })

    private static let sentenceEnds: Set<Unicode.Scalar> = [".", "…", "!", "?", "。", "！", "？"]
    private static let halfWidthMarks: Set<Unicode.Scalar> = [".", ":", ";", "!", "?", ","]
    private static let fullWidthEnds: Set<Unicode.Scalar> = ["。", "：", "；", "！", "？", "，", "、", "）", "」", "』", "】", "》"]

    static func finding(_ pair: QualityPair) -> String? {
        let source = pair.source, target = pair.target
        guard source.hasLeadingWhitespace != target.hasLeadingWhitespace || source.hasTrailingWhitespace != target.hasTrailingWhitespace else { return nil }
        let lineBreaksDiffer = pair.sourceFacts.lineBreaks != target.lineBreaks
        var findings: [String] = []
        if source.hasLeadingWhitespace != target.hasLeadingWhitespace {
            let run = source.hasLeadingWhitespace ? source.scalars[..<source.start] : target.scalars[..<target.start]
            if !(lineBreaksDiffer && run.contains(where: QualityText.isLineBreak)) {
                findings.append(source.hasLeadingWhitespace ? "lacks the source's leading whitespace" : "starts with whitespace the source does not have")
            }
        }
        var sourceTrailing = source.hasTrailingWhitespace
        let sourceRun = source.scalars[source.end...]
        if sourceTrailing, !target.hasTrailingWhitespace, !sourceRun.contains(where: QualityText.isLineBreak),
           let last = source.trimmed.last, Self.sentenceEnds.contains(last) {
            sourceTrailing = false
        }
        if sourceTrailing != target.hasTrailingWhitespace {
            let run = sourceTrailing ? sourceRun : target.scalars[target.end...]
            let fullWidth = sourceTrailing && pair.locale.writesFullWidth
                && source.trimmed.last.map(Self.halfWidthMarks.contains) == true
                && target.trimmed.last.map(Self.fullWidthEnds.contains) == true
            if !fullWidth && !(lineBreaksDiffer && run.contains(where: QualityText.isLineBreak)) {
                findings.append(sourceTrailing ? "lacks the source's trailing whitespace" : "ends with whitespace the source does not have")
            }
        }
        return findings.isEmpty ? nil : findings.joined(separator: " and ") + " — keep the whitespace at the start and end as in the source"
    }
}
