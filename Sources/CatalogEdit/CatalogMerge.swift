import SharpTools
import StringCatalog

/// The three-way merge of a catalog that two branches changed (`strings merge`, git's merge
/// driver): per string unit (key × locale × variation path), per `comment`,
/// `extractionState`, `shouldTranslate` and every other member.
///
/// - A change made on one side is taken; the same change made on both sides is taken once.
/// - A unit both sides changed differently — or added differently, or that one side removed
///   while the other changed it (an entry or a localization likewise) — is a conflict: the
///   result keeps ours there, and the conflict is listed with base, ours and theirs.
/// - A key both sides added merges unit by unit like any other: units only one side added
///   are taken, the same unit added differently is a conflict.
///
/// A string unit merges field by field only into what one side wrote: a state reviewed on one
/// side and the text changed on the other is a conflict, since no one reviewed the combination;
/// a text changed on one side and the same state set on both is that side's unit.
///
/// The value of a localization, a variation case or a substitution — its `stringUnit` or its
/// `variations` with their selectors — is one value whose shape (plain, or varying by which
/// selectors) the merge never mixes: when both sides changed it and their shapes differ
/// (plain on one side and plurals on the other, device variations beside plurals), the whole
/// localization (case, substitution) is a conflict that keeps ours; when only one side changed
/// it, that side's value is taken whole. Sides of the same shape merge case by case and unit
/// by unit as above. So the result never holds a shape neither side wrote — a unit beside
/// variations, or two selectors side by side.
package enum CatalogMerge {
    /// One place where the sides disagree.
    package struct Conflict: Sendable, Equatable {
        package let place: CatalogPlace
        /// The member names from the top of the file to the place.
        package let jsonPath: [String]
        /// What each side has there; nil when it has nothing (removed, or never added).
        package let base: Side?
        package let ours: Side?
        package let theirs: Side?
    }

    /// One side's value at a conflict.
    package struct Side: Sendable, Equatable {
        /// One line: `"Einstellung" (translated)`, `"a comment"`, `false`, `3 units`.
        package let summary: String
        /// The value as Xcode writes it, indented for its place in the file.
        package let json: String
    }

    package struct Result: Sendable {
        /// The merged catalog (ours at every conflict).
        package let catalog: StringCatalog
        /// In the order of the file: entries by key, then the places within each.
        package let conflicts: [Conflict]
    }

    /// Merges `theirs` into `ours`, both changed from `base` (nil: no common ancestor, as for a
    /// file both branches added).
    package static func merge(base: StringCatalog?, ours: StringCatalog, theirs: StringCatalog) throws(CatalogError) -> Result {
        var conflicts: [Conflict] = []
        let merged = merge(base.map(StringCatalogWriter.tree), StringCatalogWriter.tree(ours), StringCatalogWriter.tree(theirs), path: [], conflicts: &conflicts)
        var text = ""
        CatalogLayoutStyle.unsorted.render(merged ?? .object([]), indent: "", into: &text)
        var catalog = try StringCatalog(bytes: Array(text.utf8), fileName: ours.fileName)
        catalog.endsWithNewline = ours.endsWithNewline
        // In the order of the file: by the member names that lead to each conflict.
        conflicts.sort { $0.jsonPath.lexicographicallyPrecedes($1.jsonPath, by: StringCatalogWriter.xcodeOrder) }
        return Result(catalog: catalog, conflicts: conflicts)
    }

    private static func merge(_ base: CatalogNode?, _ ours: CatalogNode?, _ theirs: CatalogNode?, path: [String], conflicts: inout [Conflict]) -> CatalogNode? {
        if ours == theirs { return ours }
        if base == ours { return theirs }
        if base == theirs { return ours }
        // A container the writer leaves out when it is empty: absent is empty, so a side
        // that emptied it (and one that added to it) merge member by member.
        if base == nil || ours == nil || theirs == nil, [base, ours, theirs].allSatisfy({ $0 == nil || $0?.members != nil }), isOmittedWhenEmpty(path) {
            let merged = merge(base ?? .object([]), ours ?? .object([]), theirs ?? .object([]), path: path, conflicts: &conflicts)
            return merged?.members?.isEmpty == true ? nil : merged
        }
        if let ours, let theirs, ours.members != nil, theirs.members != nil, base == nil || base?.members != nil {
            if holdsValue(path), let merged = mergeValueShapes(base, ours, theirs, path: path, conflicts: &conflicts) { return merged }
            guard path.last == "stringUnit" else { return mergeMembers(base, ours, theirs, path: path, conflicts: &conflicts) }
            // A unit merges field by field only into what one side wrote: a state reviewed on
            // one side and a text changed on the other would make a unit nobody reviewed.
            var inner: [Conflict] = []
            let fields = mergeMembers(base, ours, theirs, path: path, conflicts: &inner)
            if inner.isEmpty && (fields == ours || fields == theirs) { return fields }
        }
        conflicts.append(conflict(base, ours, theirs, path: path))
        return ours
    }

    private static func conflict(_ base: CatalogNode?, _ ours: CatalogNode?, _ theirs: CatalogNode?, path: [String]) -> Conflict {
        let indent = String(repeating: "  ", count: path.count)
        return Conflict(
            place: CatalogPlace(jsonPath: path), jsonPath: path,
            base: base.map { side($0, indent: indent) }, ours: ours.map { side($0, indent: indent) }, theirs: theirs.map { side($0, indent: indent) })
    }

    /// Two objects merged member by member (in ours' order, then theirs' new members).
    private static func mergeMembers(_ base: CatalogNode?, _ ours: CatalogNode, _ theirs: CatalogNode, path: [String], conflicts: inout [Conflict]) -> CatalogNode {
        let ourMembers = ours.members ?? [], theirMembers = theirs.members ?? []
        let baseByName = Dictionary(base?.members ?? [], uniquingKeysWith: { _, last in last })
        let oursByName = Dictionary(ourMembers, uniquingKeysWith: { _, last in last })
        let theirsByName = Dictionary(theirMembers, uniquingKeysWith: { _, last in last })
        var names = ourMembers.map(\.0)
        names += theirMembers.map(\.0).filter { oursByName[$0] == nil }
        names += (base?.members ?? []).map(\.0).filter { oursByName[$0] == nil && theirsByName[$0] == nil }
        var members: [(String, CatalogNode)] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted {
            if let value = merge(baseByName[name], oursByName[name], theirsByName[name], path: path + [name], conflicts: &conflicts) {
                members.append((name, value))
            }
        }
        return .object(members)
    }

    /// The members that make a value: its plain unit and its variations.
    static let valueMembers: Set<String> = ["stringUnit", "variations"]

    /// Sides whose values differ in shape (`shape(_:)`): one side's value whole when only it
    /// changed the value, with the other members merged as usual; a conflict on the whole
    /// node (keeping ours) when both changed it. Nil when the shapes agree (the caller merges
    /// member by member).
    private static func mergeValueShapes(_ base: CatalogNode?, _ ours: CatalogNode, _ theirs: CatalogNode, path: [String], conflicts: inout [Conflict]) -> CatalogNode? {
        let (baseValue, ourValue, theirValue) = (value(of: base), value(of: ours), value(of: theirs))
        guard shape(ourValue) != shape(theirValue) else { return nil }
        let taken: [(String, CatalogNode)]
        if CatalogNode.object(baseValue) == .object(ourValue) {
            taken = theirValue
        } else if CatalogNode.object(baseValue) == .object(theirValue) {
            taken = ourValue
        } else {
            conflicts.append(conflict(base, ours, theirs, path: path))
            return ours
        }
        let rest = { (node: CatalogNode?) in node.map { CatalogNode.object(($0.members ?? []).filter { !valueMembers.contains($0.0) }) } }
        let merged = mergeMembers(rest(base), rest(ours)!, rest(theirs)!, path: path, conflicts: &conflicts)
        return .object(taken + (merged.members ?? []))
    }

    /// The value members of a node (none for nil).
    private static func value(of node: CatalogNode?) -> [(String, CatalogNode)] {
        (node?.members ?? []).filter { valueMembers.contains($0.0) }
    }

    /// What a value is, as Xcode tells values apart: `plain`, `plural`, `device`, `device+plural`
    /// (two selectors side by side), `plain+plural` (a unit beside variations), or empty.
    static func shape(_ value: [(String, CatalogNode)]) -> String {
        var parts: [String] = []
        if value.contains(where: { $0.0 == "stringUnit" }) { parts.append("plain") }
        if let variations = value.first(where: { $0.0 == "variations" })?.1 {
            parts += (variations.members ?? []).map(\.0).sorted()
        }
        return parts.joined(separator: "+")
    }

    /// Whether `path` leads to what holds a value: a localization, a substitution, or a
    /// variation case (below either).
    private static func holdsValue(_ path: [String]) -> Bool {
        guard path.count >= 4, path[0] == "strings", path[2] == "localizations" else { return false }
        var tail = path.dropFirst(4)
        if tail.first == "substitutions" {
            guard tail.count >= 2 else { return false }
            tail = tail.dropFirst(2)
        }
        while tail.count >= 3 && tail.first == "variations" { tail = tail.dropFirst(3) }
        return tail.isEmpty
    }

    /// The 1-based line in `bytes` (the merged file) where each conflict is, or where the
    /// nearest enclosing member is when ours has nothing there.
    package static func lines(of conflicts: [Conflict], in bytes: [UInt8]) -> [Int] {
        guard let root = try? JSONSpan.read(bytes) else { return conflicts.map { _ in 1 } }
        var locator = LineLocator(bytes: bytes)
        return conflicts.map { conflict in
            var span = root
            var offset = root.start
            for name in conflict.jsonPath {
                guard let member = span.member(name) else { break }
                offset = member.keyStart
                span = member.value
            }
            return locator.lineOfEarlier(offset)
        }
    }

    /// Whether `path` leads to a container the writer leaves out when it is empty: an entry's
    /// `localizations`, a localization's `substitutions`, any `variations`.
    private static func isOmittedWhenEmpty(_ path: [String]) -> Bool {
        guard path.count >= 3, path[0] == "strings", path[2] == "localizations" else { return false }
        if path.count == 3 { return true }
        var tail = path.dropFirst(4)
        if tail.count == 1 { return tail.first == "substitutions" || tail.first == "variations" }
        if tail.first == "substitutions" && tail.count >= 2 { tail = tail.dropFirst(2) }
        while tail.count > 1 && tail.first == "variations" { tail = tail.dropFirst(3) }
        return tail.count == 1 && tail.first == "variations"
    }

    private static func side(_ node: CatalogNode, indent: String) -> Side {
        var json = ""
        CatalogLayoutStyle.xcode.render(node, indent: indent, into: &json)
        return Side(summary: summary(node), json: json)
    }

    /// A value in one line: a unit as its text and state, a string quoted, an object by the
    /// units in it.
    static func summary(_ node: CatalogNode) -> String {
        if case .string(let value)? = node.member("value"), case .string(let state)? = node.member("state") {
            return "\(JSONText.quote(value)) (\(state))"
        }
        switch node {
        case .string(let text): return JSONText.quote(text)
        case .literal(let text): return text
        case .array(let elements): return "\(elements.count) element\(elements.count == 1 ? "" : "s")"
        case .object:
            let units = unitCount(node)
            let count = units == 0 ? "no units" : "\(units) unit\(units == 1 ? "" : "s")"
            // What holds a value says which shape it has (a conflict may be about the shape).
            let value = shape(value(of: node))
            if value == "plain", let unit = node.member("stringUnit"), units == 1 { return "plain " + summary(unit) }
            return value.isEmpty || value == "plain" ? count : "\(value) variations, " + count
        }
    }

    private static func unitCount(_ node: CatalogNode) -> Int {
        guard let members = node.members else { return 0 }
        return members.reduce(0) { count, member in count + (member.0 == "stringUnit" ? 1 : unitCount(member.1)) }
    }
}
