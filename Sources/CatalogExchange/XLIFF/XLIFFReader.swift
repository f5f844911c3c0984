import Foundation
import StringCatalog

/// Reads XLIFF 1.2 into an `XLIFFDocument`: the `<file>` elements with their trans-units
/// wherever they sit below `<body>` (inside `<group>` too). Not well-formed XML (checked by
/// `XMLScanner`), another XLIFF version, a `<file>` without `original` or `source-language`,
/// a trans-unit without `id`, two targets in one unit, and markup inside a `<target>` are
/// errors with the line.
package enum XLIFFReader {
    package struct Failure: Error, Sendable, Equatable {
        package var line: Int
        package var message: String

        package init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    package static func read(_ data: Data) throws(Failure) -> XLIFFDocument {
        try read([UInt8](data))
    }

    /// - Parameter skipsNotes: leave `note` empty (an import reads targets, and sources to see
    ///   whether a translation was made from the catalog's current source text).
    package static func read(_ bytes: [UInt8], skipsNotes: Bool = false) throws(Failure) -> XLIFFDocument {
        var scanner = XMLScanner(bytes: bytes)
        var collector = Collector(skipsNotes: skipsNotes)
        try scanner.scan(&collector)
        guard collector.sawRoot else { throw Failure(line: 1, message: "no <xliff> element") }
        return XLIFFDocument(files: collector.files)
    }

    /// Builds the document from the scanner's events.
    private struct Collector: XMLEventHandler {
        let skipsNotes: Bool
        var files: [XLIFFDocument.File] = []
        var sawRoot = false
        var stack: [String] = []
        var unit: XLIFFDocument.Unit?
        /// The child of the open trans-unit whose text is collected (`source`, `target`, `note`).
        var capturing: String?
        var text = ""
        /// Open `<body>` elements (trans-units count only inside one).
        var bodies = 0

        var wantsText: Bool { capturing != nil }

        static func localName(_ name: String) -> String {
            // Byte search: a Character search per element was a tenth of a large import.
            guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return name }
            return String(name[name.utf8.index(after: colon)...])
        }

        static func value(_ attributes: [XMLScanner.Attribute], _ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        mutating func start(_ elementName: String, attributes: [XMLScanner.Attribute], line: Int) throws(Failure) {
            let name = Self.localName(elementName)
            defer { stack.append(name) }
            if stack.isEmpty {
                guard name == "xliff" else { throw Failure(line: line, message: "the root element is <\(elementName)>, not <xliff>") }
                guard let version = Self.value(attributes, "version") else { throw Failure(line: line, message: "<xliff> has no version (expected 1.2)") }
                guard version == "1.2" else { throw Failure(line: line, message: "XLIFF version \(version); only XLIFF 1.2 (what Xcode writes) is read") }
                sawRoot = true
                return
            }
            if let capturing {
                if capturing == "target" { throw Failure(line: line, message: "<\(elementName)> inside <target>: only plain text targets are read") }
                return
            }
            switch name {
            case "file" where stack.last == "xliff":
                guard let original = Self.value(attributes, "original") else { throw Failure(line: line, message: "<file> has no original (the catalog it belongs to)") }
                guard let source = Self.value(attributes, "source-language") else {
                    throw Failure(line: line, message: "<file original=\"\(original)\"> has no source-language")
                }
                files.append(XLIFFDocument.File(original: original, sourceLanguage: source, targetLanguage: Self.value(attributes, "target-language"), line: line))
            case "body" where stack.last == "file":
                bodies += 1
            case "trans-unit" where bodies > 0 && !files.isEmpty && unit == nil:
                guard let id = Self.value(attributes, "id") else { throw Failure(line: line, message: "<trans-unit> has no id") }
                unit = XLIFFDocument.Unit(id: id, source: "", target: nil, state: nil, note: nil,
                                          translate: Self.value(attributes, "translate") != "no", line: line)
            case "source" where stack.last == "trans-unit" && unit != nil,
                 "note" where stack.last == "trans-unit" && unit != nil && !skipsNotes:
                capturing = name
                text = ""
            case "target" where stack.last == "trans-unit" && unit != nil:
                guard unit?.target == nil else { throw Failure(line: line, message: "a second <target> in one trans-unit") }
                unit?.state = Self.value(attributes, "state")
                capturing = name
                text = ""
            default:
                break
            }
        }

        mutating func text(_ string: String) {
            text += string
        }

        mutating func end(_ elementName: String) {
            let name = Self.localName(elementName)
            stack.removeLast()
            if let capturing, capturing == name, stack.last == "trans-unit" {
                switch name {
                case "source": unit?.source = text
                case "target": unit?.target = text
                default:
                    let earlier = unit?.note
                    unit?.note = earlier.map { $0 + "\n" + text } ?? text
                }
                self.capturing = nil
            } else if name == "trans-unit", stack.last != "trans-unit", let finished = unit, !files.isEmpty {
                files[files.count - 1].units.append(finished)
                unit = nil
            } else if name == "body", stack.last == "file" {
                bodies -= 1
            }
        }
    }
}

extension XLIFFReader.Failure: CustomStringConvertible {
    /// The line and the problem, to follow the file's path and a colon.
    package var description: String { "\(line): \(message)" }
}
