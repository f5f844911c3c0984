import SharpTools
import StringCatalog

/// The symbols one catalog's keys get (`CatalogSymbol`), and the keys whose symbol cannot be
/// generated or would clash: what `strings symbols --check` reports and `--out` leaves out.
package struct CatalogSymbolTable: Sendable {
    /// Why a key's symbol fails.
    package enum Failure: String, Sendable, Hashable, CaseIterable {
        /// Two keys give the same member with the same argument labels (`Save` and `save`,
        /// `item.count` and `item_count`): the generated file does not compile.
        case collision
        /// The key has no letter or digit outside its format specifiers (`%@`, `%lld %@`, `•`).
        case noName = "no-name"
        /// The name starts with a digit (`3 days` → `3Days`): no Swift identifier.
        case leadingDigit = "leading-digit"
        /// The name is a Swift keyword (`continue`): it is written in backticks, and so must
        /// every use be.
        case keyword
        /// Two arguments of the text carry the same label (`%(count)lld of %(count)lld`).
        case duplicateLabel = "duplicate-label"
    }

    /// One key whose symbol fails, with the name it would get and the keys it clashes with.
    package struct Finding: Sendable, Hashable {
        package var failure: Failure
        package var symbol: CatalogSymbol
        package var others: [String]

        /// What is wrong, in one sentence after the key.
        package var message: String {
            let written = "." + CatalogSymbolTable.written(symbol)
            switch failure {
            case .collision:
                return "its symbol \(written) is also the symbol of \(others.map(CatalogSymbolTable.quotedKey).joined(separator: ", ")) — rename one of the keys"
            case .noName:
                return "has no letter or digit outside its format specifiers: no symbol can be generated — give it a key with words"
            case .leadingDigit:
                return "its symbol \(written) starts with a digit, which no Swift name may — start the key with a word"
            case .keyword:
                return "its symbol \(written) is a Swift keyword: it is generated in backticks and every use must write them — rename the key"
            case .duplicateLabel:
                let labels = symbol.parameters.compactMap(\.label)
                let repeated = Set(labels.filter { label in labels.filter { $0 == label }.count > 1 }).sorted()
                return "its symbol \(written) would take the argument label \(repeated.joined(separator: ", ")) twice — name the arguments apart"
            }
        }
    }

    package private(set) var symbols: [CatalogSymbol] = []
    package private(set) var findings: [Finding] = []

    /// The symbols of `catalog`'s keys in `table`: the keys Xcode generates symbols for —
    /// those managed by hand (`extractionState` `manual`) — or, with `allKeys`, every key
    /// (as the open-source generators do); stale keys never.
    package init(catalog: StringCatalog, table: String, allKeys: Bool = false) {
        var byMember: [String: [CatalogSymbol]] = [:]
        var order: [String] = []
        for entry in catalog.entries where !entry.isStale && (allKeys || entry.extractionState == "manual") {
            let symbol = CatalogSymbol(entry: entry, table: table, sourceLanguage: catalog.sourceLanguage)
            symbols.append(symbol)
            if symbol.name.isEmpty {
                findings.append(Finding(failure: .noName, symbol: symbol, others: []))
                continue
            }
            if let first = symbol.name.unicodeScalars.first, first.properties.numericType != nil {
                findings.append(Finding(failure: .leadingDigit, symbol: symbol, others: []))
            }
            if symbol.isKeyword { findings.append(Finding(failure: .keyword, symbol: symbol, others: [])) }
            let labels = symbol.parameters.compactMap(\.label)
            if Set(labels).count < labels.count { findings.append(Finding(failure: .duplicateLabel, symbol: symbol, others: [])) }
            let member = Self.signature(symbol)
            if byMember[member] == nil { order.append(member) }
            byMember[member, default: []].append(symbol)
        }
        for member in order {
            guard let group = byMember[member], group.count > 1 else { continue }
            for symbol in group {
                findings.append(Finding(failure: .collision, symbol: symbol, others: group.map(\.key).filter { $0 != symbol.key }))
            }
        }
        let rank = Dictionary(symbols.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        findings.sort { (rank[$0.symbol.key] ?? 0, $0.failure.rawValue) < (rank[$1.symbol.key] ?? 0, $1.failure.rawValue) }
    }

    /// The symbols that can be written: no failure but a keyword's (written in backticks).
    package var writable: [CatalogSymbol] {
        let failed = Set(findings.filter { $0.failure != .keyword }.map(\.symbol.key))
        return symbols.filter { !failed.contains($0.key) }
    }

    /// A property's name, or a function's with its labels: two symbols clash when these match.
    static func signature(_ symbol: CatalogSymbol) -> String {
        guard !symbol.parameters.isEmpty else { return symbol.name }
        return symbol.name + "(" + symbol.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// A key as messages quote it: in double quotes, shortened for showing.
    package static func quotedKey(_ key: String) -> String {
        "\"" + DisplayText.shortened(key) + "\""
    }

    /// How a use writes the symbol: `Settings.organization`, `itemCount(_:)`.
    package static func written(_ symbol: CatalogSymbol) -> String {
        let name = symbol.isKeyword ? "`\(symbol.name)`" : symbol.name
        let member = symbol.parameters.isEmpty ? name : name + "(" + symbol.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return (symbol.namespace.map { $0 + "." } ?? "") + member
    }
}
