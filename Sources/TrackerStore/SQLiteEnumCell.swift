import Foundation
import SharpTools

/// Reads the raw value of an enum attribute (`type`, `trackingMode`) that SwiftData or Core
/// Data stored as a BLOB. Accepted forms, each holding the raw value `levels`:
/// - JSON: a string `"levels"`, or an object with exactly one key, `{"levels":{}}` (how Swift's
///   `Codable` encodes a case of an enum without raw values);
/// - a property list (binary `bplist00…` or XML) holding the same string or one-key dictionary;
/// - the bare UTF-8 text `levels`.
enum SQLiteEnumCell {
    /// The raw value, or nil when the bytes are none of the accepted forms.
    static func rawValue(fromBlob bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        let data = Data(bytes)
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("<plist".utf8)) {
            guard let object = PropertyListReader.object(from: data) else { return nil }
            return rawValue(fromObject: object)
        }
        if let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            return rawValue(fromObject: object)
        }
        guard let text = String(bytes: bytes, encoding: .utf8),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
        else { return nil }
        return text
    }

    private static func rawValue(fromObject object: Any) -> String? {
        if let string = object as? String { return string }
        if let dictionary = object as? [String: Any], dictionary.count == 1 { return dictionary.keys.first }
        return nil
    }
}
