import StringCatalog
import SharpTools
import CatalogCode

/// The `objects` table of a project file: every object by its identifier, each a dictionary
/// with an `isa` (its class). Built once; every object is checked to be a dictionary with a
/// string `isa`, so readers only meet missing references (which they skip, as a build skips a
/// file that is not there), never objects of the wrong shape.
struct XcodeProjectObjects {
    private let table: PropertyListDictionary
    /// The class of every object.
    private var classes: [String: String] = [:]

    init(_ table: PropertyListDictionary) throws(PropertyListText.Failure) {
        self.table = table
        classes.reserveCapacity(table.count)
        for id in table.keys {
            guard case .dictionary(let object) = table[id] else {
                throw PropertyListText.Failure(line: table.line(of: id), message: "object \(id) is \(table[id]?.kindName ?? "missing"), not a dictionary")
            }
            guard let isa = try object.string("isa", of: "object \(id)") else {
                throw PropertyListText.Failure(line: object.line, message: "object \(id) has no isa (its class)")
            }
            classes[id] = isa
        }
    }

    /// The object `id`, or nil when the table has none.
    func object(_ id: String) -> PropertyListDictionary? {
        table[id]?.dictionary
    }

    /// The class of object `id` (`PBXGroup`, `PBXNativeTarget`, …), or nil when there is none.
    func isa(_ id: String) -> String? {
        classes[id]
    }

    /// The identifiers of every object of class `isa`, in the order of the file.
    func ids(of isa: String) -> [String] {
        table.keys.filter { classes[$0] == isa }
    }

    /// How messages name an object: its class and identifier.
    func describe(_ id: String) -> String {
        "\(classes[id] ?? "object") \(id)"
    }
}
