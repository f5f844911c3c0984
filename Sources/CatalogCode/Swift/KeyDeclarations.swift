import StringCatalog

/// What the first pass over an app's sources learns about its own declarations: the
/// parameters whose literal argument is a localization key (a view's `title:
/// LocalizedStringKey`, a case's `LocalizedStringResource`, a wrapper's `String` it passes to
/// `NSLocalizedString`) and the `String` members that localize `self` (`"Server".localized`).
/// The second pass treats literals there as keys, as it does for Apple's APIs
/// (`LocalizingAPIs`). Declarations are matched by name, not by type: a name the app also
/// declares with a `String` parameter in the same place is left out (a literal would pick that
/// overload).
package struct KeyDeclarations: Sendable, Equatable {
    /// Per callee (a type for its initializers and memberwise initializer, a function, an
    /// enum case, `subscript`): the slots taking a key.
    private var keySlots: [String: Set<LocalizingParameter.Slot>] = [:]
    /// The slots of `keySlots` typed as a key (`LocalizedStringKey`, …): the compiler extracts
    /// their literals into the catalog, as it does not a `String` that a wrapper such as
    /// `func tr(_ key: String) -> String` passes to a localizing call.
    private var extractedSlots: [String: Set<LocalizingParameter.Slot>] = [:]
    /// The same for `String` parameters that are no wrapper's key.
    private var stringSlots: [String: [LocalizingParameter.Slot: Int]] = [:]
    /// Members of `String` that look `self` up (`var localized: String`).
    package private(set) var localizingMembers: Set<String> = []
    /// Enums with `String` raw values whose `rawValue` some code passes to a localizing call
    /// (`NSLocalizedString(key.rawValue, …)`): their cases' raw values are keys.
    package private(set) var localizedEnums: Set<String> = []
    /// Per localized enum, the wrappers and members that localize its raw values (`tr`,
    /// `localized`); an enum in `unknownLocalizers` is localized where the name was not seen.
    private var localizingMembersOfEnums: [String: Set<String>] = [:]
    private var unknownLocalizers: Set<String> = []
    /// Per enum with `String` raw values, its cases' raw values where they are declared.
    private var stringEnumCases: [String: [SourceKeyUse]] = [:]

    /// Per declared name (a property, a variable, a parameter), the specifier its declared type
    /// takes in a key (`let total: Int` → `%lld`, `name: String` → `%@`); nil for a name
    /// declared with types of different specifiers. Only for `strings sync`'s guess of a key:
    /// a name says nothing certain about the value a given interpolation holds.
    package private(set) var valueSpecifiers: [String: String?] = [:]

    package init() {}

    /// The specifier a value of the type named `type` takes in a key.
    static func specifier(ofType type: String) -> String {
        switch type {
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8": return "%lld"
        case "Double", "CGFloat", "TimeInterval": return "%lf"
        case "Float": return "%f"
        default: return "%@"
        }
    }

    mutating func addValue(name: String, type: String) {
        let specifier = Self.specifier(ofType: type)
        if let known = valueSpecifiers[name], known != specifier {
            valueSpecifiers[name] = .some(nil)
        } else {
            valueSpecifiers[name] = specifier
        }
    }

    package var isEmpty: Bool { keySlots.isEmpty && localizingMembers.isEmpty }

    /// Whether a literal at `slot` of a call of `callee` is a key by the app's declarations.
    package func isKey(callee: String, slot: LocalizingParameter.Slot) -> Bool {
        guard keySlots[callee]?.contains(slot) == true else { return false }
        return (stringSlots[callee]?[slot] ?? 0) == 0
    }

    /// Whether any declared callee of that name takes a key somewhere.
    package func declares(_ callee: String) -> Bool { keySlots[callee] != nil }

    /// Whether a key at `slot` of `callee` (see `isKey`) is one Xcode's build extracts: a
    /// parameter typed as a key, not a `String` a wrapper localizes.
    package func isExtracted(callee: String, slot: LocalizingParameter.Slot) -> Bool {
        extractedSlots[callee]?.contains(slot) == true
    }

    /// A parameter typed as a key.
    mutating func addKey(callee: String, slot: LocalizingParameter.Slot) {
        keySlots[callee, default: []].insert(slot)
        extractedSlots[callee, default: []].insert(slot)
    }

    /// A `String` parameter the body passes to a localizing call.
    mutating func addWrapperKey(callee: String, slot: LocalizingParameter.Slot) {
        keySlots[callee, default: []].insert(slot)
    }

    mutating func addString(callee: String, slot: LocalizingParameter.Slot, count: Int = 1) {
        let now = (stringSlots[callee]?[slot] ?? 0) + count
        stringSlots[callee, default: [:]][slot] = now == 0 ? nil : now
    }

    mutating func addLocalizingMember(_ name: String) {
        localizingMembers.insert(name)
    }

    /// The enum `name` is localized by the wrapper or member `member` (nil: not known).
    mutating func addLocalizedEnum(_ name: String, through member: String? = nil) {
        localizedEnums.insert(name)
        if let member { localizingMembersOfEnums[name, default: []].insert(member) } else { unknownLocalizers.insert(name) }
    }

    mutating func addStringEnumCase(type: String, key: String, location: SourceLocation) {
        stringEnumCases[type, default: []].append(SourceKeyUse(key: key, api: type + ".rawValue", location: location, isExtracted: false))
    }

    /// The raw values of the cases of the enums whose `rawValue` is localized, as uses: by
    /// enum name, each in the order declared.
    /// A wrapper or member that nothing calls localizes nothing: only the enums one of whose
    /// localizers `referenced` names (the names the code calls or reads as members) count.
    package func enumCaseUses(referenced: Set<String>? = nil) -> [SourceKeyUse] {
        localizedEnums.sorted().filter { name in
            guard let referenced, !unknownLocalizers.contains(name) else { return true }
            return !(localizingMembersOfEnums[name] ?? []).isDisjoint(with: referenced)
        }.flatMap { stringEnumCases[$0] ?? [] }
    }

    /// These declarations and `other`'s (the files of one catalog's code).
    package mutating func merge(_ other: KeyDeclarations) {
        for (callee, slots) in other.keySlots { keySlots[callee, default: []].formUnion(slots) }
        for (callee, slots) in other.extractedSlots { extractedSlots[callee, default: []].formUnion(slots) }
        for (name, specifier) in other.valueSpecifiers {
            if let known = valueSpecifiers[name], known != specifier { valueSpecifiers[name] = .some(nil) } else { valueSpecifiers[name] = specifier }
        }
        for (callee, slots) in other.stringSlots {
            for (slot, count) in slots { addString(callee: callee, slot: slot, count: count) }
        }
        localizingMembers.formUnion(other.localizingMembers)
        localizedEnums.formUnion(other.localizedEnums)
        for (name, members) in other.localizingMembersOfEnums { localizingMembersOfEnums[name, default: []].formUnion(members) }
        unknownLocalizers.formUnion(other.unknownLocalizers)
        for (type, cases) in other.stringEnumCases { stringEnumCases[type, default: []] += cases }
    }
}
