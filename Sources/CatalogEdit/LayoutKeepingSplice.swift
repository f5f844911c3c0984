import StringCatalog

/// Edits a catalog file in place: the bytes of every value that did not change are copied,
/// a changed value is replaced where it stands, a removed member is cut out with its
/// separator, an added one is inserted — in Xcode's order when the object's members are in
/// that order, else at its end — rendered in the file's own style (`CatalogLayoutStyle`).
///
/// `old` must be the tree the file was read as and `new` the edited tree; members the model
/// does not carry (a `"shouldTranslate" : true`, the earlier of two repeated names) are in
/// neither and keep their bytes.
package struct LayoutKeepingSplice {
    let bytes: [UInt8]
    let style: CatalogLayoutStyle
    private(set) var out: [UInt8] = []

    init(bytes: [UInt8], style: CatalogLayoutStyle) {
        self.bytes = bytes
        self.style = style
        out.reserveCapacity(bytes.count + bytes.count / 8)
    }

    /// The file with `old` (read from `root`) turned into `new`.
    package static func splice(_ bytes: [UInt8], root: JSONSpan, old: CatalogNode, new: CatalogNode, style: CatalogLayoutStyle) -> [UInt8] {
        var splice = LayoutKeepingSplice(bytes: bytes, style: style)
        splice.copy(0..<root.start)
        splice.value(root, old: old, new: new)
        splice.copy(root.end..<bytes.count)
        return splice.out
    }

    private mutating func copy(_ range: Range<Int>) {
        out.append(contentsOf: bytes[range])
    }

    private mutating func value(_ span: JSONSpan, old: CatalogNode, new: CatalogNode) {
        if old == new {
            copy(span.start..<span.end)
        } else if let members = span.members, !members.isEmpty, let oldMembers = old.members, let newMembers = new.members, !newMembers.isEmpty {
            object(span, members, old: oldMembers, new: newMembers)
        } else {
            render(new, indent: lineIndent(at: span.start))
        }
    }

    private mutating func render(_ node: CatalogNode, indent: String) {
        var text = ""
        style.render(node, indent: indent, into: &text)
        out.append(contentsOf: text.utf8)
    }

    /// One member of the edited object: one of the file's, or a new one.
    private enum Item {
        case kept(Int)
        case changed(Int, old: CatalogNode?, new: CatalogNode)
        case added(String, CatalogNode)

        var fileIndex: Int? {
            switch self {
            case .kept(let index), .changed(let index, _, _): return index
            case .added: return nil
            }
        }
    }

    private mutating func object(_ span: JSONSpan, _ members: [JSONSpan.Member], old: [(String, CatalogNode)], new: [(String, CatalogNode)]) {
        let items = Self.items(members, old: old, new: new)
        guard !items.isEmpty else {
            render(.object([]), indent: lineIndent(at: span.start))
            return
        }
        let first = members[0]
        let memberIndent = lineIndent(at: first.keyStart)
        let keySeparator = String(decoding: bytes[first.keyEnd..<first.value.start], as: UTF8.self)
        let lead = first.keyStart - (span.start + 1)
        // Between two members that were not neighbours: the separator that followed the
        // earlier one, else the object's last one, else a comma and the lead before the first.
        func separator(after index: Int?) -> Range<Int>? {
            if let index, index + 1 < members.count { return members[index].value.end..<members[index + 1].keyStart }
            return members.count > 1 ? members[members.count - 2].value.end..<members[members.count - 1].keyStart : nil
        }
        copy(span.start..<first.keyStart)
        for (position, item) in items.enumerated() {
            if position > 0 {
                let previous = items[position - 1].fileIndex
                if let previous, let current = item.fileIndex, current == previous + 1 {
                    copy(members[previous].value.end..<members[current].keyStart)
                } else if let range = separator(after: previous) {
                    copy(range)
                } else {
                    out.append(UInt8(ascii: ","))
                    copy((span.start + 1)..<(span.start + 1 + lead))
                }
            }
            switch item {
            case .kept(let index):
                copy(members[index].keyStart..<members[index].value.end)
            case .changed(let index, let old, let new):
                copy(members[index].keyStart..<members[index].value.start)
                if let old { value(members[index].value, old: old, new: new) } else { render(new, indent: memberIndent) }
            case .added(let name, let node):
                out.append(contentsOf: (style.quote(name) + keySeparator).utf8)
                render(node, indent: memberIndent)
            }
        }
        copy(members[members.count - 1].value.end..<span.end)
    }

    /// The edited object's members: the file's in its order (a removed one left out), the
    /// added ones in Xcode's order, in their place among them when the file's are in it too.
    private static func items(_ members: [JSONSpan.Member], old: [(String, CatalogNode)], new: [(String, CatalogNode)]) -> [Item] {
        let oldByName = Dictionary(old, uniquingKeysWith: { _, last in last })
        let newByName = Dictionary(new, uniquingKeysWith: { _, last in last })
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.name] = index }
        var items: [Item] = []
        for (index, member) in members.enumerated() {
            guard lastIndex[member.name] == index else { items.append(.kept(index)); continue }
            switch (oldByName[member.name], newByName[member.name]) {
            case (nil, nil): items.append(.kept(index))
            case (let old?, let new?): items.append(old == new ? .kept(index) : .changed(index, old: old, new: new))
            case (nil, let new?): items.append(.changed(index, old: nil, new: new))
            case (.some, nil): continue
            }
        }
        let added = new.filter { lastIndex[$0.0] == nil && oldByName[$0.0] == nil }
            .sorted { StringCatalogWriter.xcodeOrder($0.0, $1.0) }
        let sorted = zip(members, members.dropFirst()).allSatisfy { StringCatalogWriter.xcodeOrder($0.name, $1.name) }
        guard sorted else { return items + added.map { Item.added($0.0, $0.1) } }
        var merged: [Item] = []
        var next = added.startIndex
        for item in items {
            if let index = item.fileIndex {
                while next < added.endIndex && StringCatalogWriter.xcodeOrder(added[next].0, members[index].name) {
                    merged.append(.added(added[next].0, added[next].1))
                    next += 1
                }
            }
            merged.append(item)
        }
        return merged + added[next...].map { Item.added($0.0, $0.1) }
    }

    /// The spaces or tabs that begin the line `offset` is on.
    private func lineIndent(at offset: Int) -> String {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < offset && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
