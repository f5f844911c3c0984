import StringCatalog
import CatalogText

/// What a quality check tells `QuickPass` about when it surely passes, so that most units are
/// cleared without building their `QualityText`. Three parts, all of which must hold:
/// - `source`: a condition on the source text, worked out once per source (a source with a
///   link leaves `urls` to the check itself);
/// - `alarms`: byte sequences (UTF-8; ASCII letters match in either case) whose occurrence in
///   the translation, outside placeholders, leaves the unit to the check (`urls`: `:`, `@`,
///   `www.`). An alarm must not end in an ASCII letter, digit or space, which the pass reads
///   without looking them up;
/// - `passes`: a condition on what the pass found (`QuickLook`: the edges, line breaks, runs
///   of spaces, numbers, length).
/// The rule must be conservative: where it holds, `finding(_:)` returns nil (`QuickPassTests`
/// holds every check's rule to that on generated pairs).
struct QuickPassRule: Sendable {
    var source: @Sendable (SourceText) -> Bool
    var alarms: [String]
    /// Nil when the source and the alarms decide alone (the pass then skips the call).
    var passes: (@Sendable (QuickLook) -> Bool)?

    init(
        source: @escaping @Sendable (SourceText) -> Bool = { _ in true }, alarms: [String] = [],
        passes: (@Sendable (QuickLook) -> Bool)? = nil
    ) {
        self.source = source
        self.alarms = alarms
        self.passes = passes
    }
}
