import StringCatalog

extension EntryChecker {
    /// A translation with variations or substitutions (or of a source with them): its
    /// arguments over all forms against the source's over all forms. Arguments the key itself
    /// carries (`%lld files`: Xcode derived it from the call) may appear in the translation even
    /// where the source's text leaves them out.
    func checkArgumentLists(
        _ localization: CatalogLocalization, entry: CatalogEntry, sourceSignatures: inout SourceSignatures,
        required: RequiredKey?, into problems: inout [CatalogProblem]
    ) {
        let actual = ArgumentUnion(localization, fallback: "")
        let expected: ArgumentUnion
        if sourceSignatures.source == nil {
            // The key is the source text; its `%#@name@` tokens only the translation defines.
            var own = ArgumentUnion(nil, fallback: "")
            own.add(CompletenessChecker.mainSignature(entry.key, localization))
            expected = own
        } else if let known = sourceSignatures.union {
            expected = known
        } else {
            expected = ArgumentUnion(sourceSignatures.source, fallback: entry.key)
            sourceSignatures.union = expected
        }
        var differences = actual.conflicts
        var sourceTexts: [String] = []
        if let source = sourceSignatures.source {
            var leaves: [CompletenessChecker.Leaf] = []
            CompletenessChecker.collectLeaves(source.content, path: [], into: &leaves)
            sourceTexts = leaves.map(\.unit.value)
        }
        let (allowed, optional) = Self.allowed(expected.signature, key: entry.key, sourceTexts: sourceTexts)
        if actual.signature != expected.signature {
            differences += allowed.differences(from: actual.signature, omittable: optional)
        }
        guard !differences.isEmpty else { return }
        let locale = localization.locale
        // Forms giving one argument two types read it wrongly in one of them.
        var consequence = actual.conflicts.isEmpty ? nil : FormatConsequence.crash
        if let found = FormatConsequence.of(source: allowed, translation: actual.signature, omittable: optional) {
            consequence = min(consequence ?? found, found)
        }
        let what = consequence ?? .wrongOutput
        var problem = CatalogProblem(
            severity: what.severity, kind: .formatMismatch, key: entry.key, locale: locale, tracker: required?.tracker, level: required?.level,
            message: "\(what.phrase): the \(CatalogProblem.shown(locale)) forms of \(CatalogProblem.quoted(entry.key)) do not take the source's arguments: \(differences.joined(separator: "; ")) — use the same specifiers as the source, in some form of each",
            line: actual.line(against: allowed) ?? localization.line
        )
        problem.consequence = what
        problems.append(problem)
    }

    /// What a translation may take: the source's arguments, and those of the key itself
    /// (`Sent to %@`: the call passes it even where the source's text leaves it out), which
    /// it may also leave out (the second value) — as it may an English plural ending the
    /// source glues to a word (`%lld file%@`: Korean writes no plural ending).
    static func allowed(_ source: FormatSignature, key: String, sourceTexts: [String] = []) -> (FormatSignature, Set<Int>) {
        var optional = suffixArguments(sourceTexts + [key])
        guard key.utf8.contains(UInt8(ascii: "%")) else { return (source, optional) }
        var allowed = source
        for (argument, type) in CompletenessChecker.mainSignature(key, nil).arguments where allowed.arguments[argument] == nil {
            allowed.arguments[argument] = type
            optional.insert(argument)
        }
        return (allowed, optional)
    }

    /// The `%@` arguments written right after a letter (`file%@`, `item%@`): an ending the
    /// code picks for English, which another language may do without.
    static func suffixArguments(_ texts: [String]) -> Set<Int> {
        var found = Set<Int>()
        for text in texts where text.utf8.contains(UInt8(ascii: "%")) {
            let bytes = Array(text.utf8)
            for spec in FormatSpecifier.parse(text) where spec.conversion == "@" && spec.substitutionName == nil && spec.utf8Range.lowerBound > 0 {
                let before = bytes[spec.utf8Range.lowerBound - 1]
                if (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z") { found.insert(spec.argument) }
            }
        }
        return found
    }
}
