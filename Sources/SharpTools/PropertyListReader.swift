import Foundation

/// Reads a property list (binary `bplist00…` or XML) into Foundation objects: strings,
/// numbers, dates, data, arrays and dictionaries as `PropertyListSerialization` gives them.
/// Here because Foundation's call takes an optional pointer for the format it found, which
/// this reader never asks for.
package enum PropertyListReader {
    /// The property list in `data`, or nil when `data` is not one.
    package static func object(from data: Data) -> Any? {
        try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
}
