import SharpTools
import StringCatalog
import CatalogEdit

/// `strings diff --format json`: stable, for scripts — texts whole (never shortened).
///
/// `{"old", "new", "sourceLanguage", "counts": {"keysAdded", "keysRemoved", "keysRenamed",
/// "units", "keysWithUnitChanges", "otherChanges", "locales": {"de": {"translation": n, …}}},
/// "added": [{"key", "contents": [{"locale", "path", "field", "value", "state"}]}], "removed": […],
/// "renamed": [{"from", "to"}], "changes": [{"kind", "key", "locale", "path", "field",
/// "before": {"value", "state"} | null, "after": …}]}` — `locale`, `field` and `state` null
/// where they do not apply; `kind` one of `translation`, `source`, `state`, `added`, `removed`,
/// `field`.
public struct JSONDiffFormat: CatalogDiffFormat {
    public let name = "json"
    public let helpNote = "stable, for scripts"

    public init() {}

    package func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        let counts = diff.counts
        let countsObject: JSONValue = .object([
            ("keysAdded", .int(counts.keysAdded)), ("keysRemoved", .int(counts.keysRemoved)), ("keysRenamed", .int(counts.keysRenamed)),
            ("units", .int(counts.units)), ("keysWithUnitChanges", .int(counts.keysWithUnitChanges)), ("otherChanges", .int(counts.otherChanges)),
            ("locales", .object(counts.locales.map { locale, kinds in
                (locale, .object(CatalogDiff.Change.Kind.allCases.filter { $0 != .field }.map { ($0.rawValue, .int(kinds[$0] ?? 0)) }))
            })),
        ])
        let document: JSONValue = .object([
            ("old", .string(old)), ("new", .string(new)), ("sourceLanguage", .string(diff.sourceLanguage)), ("counts", countsObject),
            ("added", .array(diff.added.map(Self.key))), ("removed", .array(diff.removed.map(Self.key))),
            ("renamed", .array(diff.renamed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
            ("changes", .array(diff.changes.map { change in
                .object([("kind", .string(change.kind.rawValue))] + Self.place(change.place)
                    + [("before", change.before.map(Self.value) ?? .null), ("after", change.after.map(Self.value) ?? .null)])
            })),
        ])
        return document.serialized()
    }

    static func key(_ key: CatalogDiff.Key) -> JSONValue {
        .object([("key", .string(key.key)), ("contents", .array(key.contents.map { item in
            .object(Array(place(item.place).dropFirst()) + [("value", .string(item.value.text)), ("state", .string(item.value.state))])
        }))])
    }

    static func place(_ place: CatalogPlace) -> [(String, JSONValue)] {
        [("key", .string(place.key)), ("locale", .string(place.locale)), ("path", .string(place.path)), ("field", .string(place.field))]
    }

    static func value(_ value: CatalogDiff.Value) -> JSONValue {
        .object([("value", .string(value.text)), ("state", .string(value.state))])
    }
}
