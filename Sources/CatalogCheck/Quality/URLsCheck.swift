import StringCatalog
import CatalogText

/// `urls`: a translation whose URLs and e-mail addresses differ from its source's — a typo
/// (`corkmac.aoo`), a link dropped, or one only the translation has (a localized page such as
/// `privacy-fr` is a difference to look at too). The sets are compared: the order may change,
/// and a link the source repeats may be given once. How a link is found is `Links`'.
struct URLsCheck: QualityCheck {
    static let kind = ProblemKind.urls
    static let summary = "A translation's URLs or e-mail addresses differ from its source's."
    static let reportedWhen = "has other URLs or e-mail addresses than the source (compared as sets)"
    static let notReported = "sentence punctuation or a `)` after a URL, text after it in scripts without spaces (`(https://x.com)를`), a link the source repeats given once"
    static let quickPass: QuickPassRule? = QuickPassRule(source: { $0.facts.links.isEmpty }, alarms: [":", "@", "www."])

    static func finding(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.links
        let found = Links.set(in: pair.target)
        guard expected != found else { return nil }
        var parts: [String] = []
        let missing = expected.subtracting(found).sorted()
        let added = found.subtracting(expected).sorted()
        if !missing.isEmpty { parts.append("lacks " + Self.list(missing) + " of the source") }
        if !added.isEmpty { parts.append("has " + Self.list(added) + " that the source does not have") }
        return parts.joined(separator: " and ") + " — use the source's links"
    }

    private static func list(_ links: [String]) -> String {
        links.map { CatalogProblem.quoted($0) }.joined(separator: ", ")
    }
}
