import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 1.2 (Foundation's `XMLParser`, libxml2 on Linux) into an `XLIFFDocument`:
/// the `<file>` elements with their trans-units wherever they sit below `<body>` (inside
/// `<group>` too). Not well-formed XML, another XLIFF version, a `<file>` without `original`
/// or `source-language`, a trans-unit without `id`, two targets in one unit, and markup inside
/// a `<target>` are errors with the line.
public enum XLIFFReader {
    public struct Failure: Error, Sendable, Equatable {
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    public static func read(_ data: Data) throws(Failure) -> XLIFFDocument {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        if let failure = collector.failure { throw failure }
        // On Linux `parse()` may return true after libxml2 recovered from an error; the
        // error callback (or `parserError`) is what tells.
        if !parsed || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw Failure(line: max(parser.lineNumber, 1), message: Self.wellFormednessMessage(code))
        }
        guard collector.sawRoot else { throw Failure(line: 1, message: "no <xliff> element") }
        return XLIFFDocument(files: collector.files)
    }

    /// What libxml2's error codes (the `XMLParser` error codes) mean, for the common ones.
    static func wellFormednessMessage(_ code: Int) -> String {
        let reasons: [Int: String] = [
            4: "the document is empty", 5: "content after the root element", 9: "a character XML does not allow",
            23: "an entity reference without its ';'", 26: "an entity that is not declared (XML knows &amp; &lt; &gt; &quot; &apos;)",
            38: "'<' inside an attribute value", 39: "an attribute value without quotes", 41: "an attribute without a value",
            42: "an attribute given twice", 68: "a name is missing", 73: "'>' expected",
            76: "the end tag does not match the open element", 77: "an element is not closed",
        ]
        return "not well-formed XML: " + (reasons[code] ?? "XML parser error \(code)")
    }

    /// The delegate `XMLParser` calls back; a class because the delegate protocol needs one.
    private final class Collector: NSObject, XMLParserDelegate {
        var files: [XLIFFDocument.File] = []
        var failure: Failure?
        var sawRoot = false
        var stack: [String] = []
        var unit: XLIFFDocument.Unit?
        /// The child of the open trans-unit whose text is collected (`source`, `target`, `note`).
        var capturing: String?
        var text = ""

        func fail(_ parser: XMLParser, _ message: String) {
            if failure == nil { failure = Failure(line: max(parser.lineNumber, 1), message: message) }
            parser.abortParsing()
        }

        static func localName(_ name: String) -> String {
            name.firstIndex(of: ":").map { String(name[name.index(after: $0)...]) } ?? name
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            let name = Self.localName(elementName)
            defer { stack.append(name) }
            if stack.isEmpty {
                guard name == "xliff" else { return fail(parser, "the root element is <\(elementName)>, not <xliff>") }
                guard let version = attributes["version"] else { return fail(parser, "<xliff> has no version (expected 1.2)") }
                guard version == "1.2" else { return fail(parser, "XLIFF version \(version); only XLIFF 1.2 (what Xcode writes) is read") }
                sawRoot = true
                return
            }
            if let capturing {
                if capturing == "target" { fail(parser, "<\(elementName)> inside <target>: only plain text targets are read") }
                return
            }
            switch name {
            case "file" where stack.last == "xliff":
                guard let original = attributes["original"] else { return fail(parser, "<file> has no original (the catalog it belongs to)") }
                guard let source = attributes["source-language"] else { return fail(parser, "<file original=\"\(original)\"> has no source-language") }
                files.append(XLIFFDocument.File(original: original, sourceLanguage: source, targetLanguage: attributes["target-language"], line: parser.lineNumber))
            case "trans-unit" where stack.contains("body") && !files.isEmpty:
                guard let id = attributes["id"] else { return fail(parser, "<trans-unit> has no id") }
                unit = XLIFFDocument.Unit(id: id, source: "", target: nil, state: nil, note: nil,
                                          translate: attributes["translate"] != "no", line: parser.lineNumber)
            case "source" where stack.last == "trans-unit" && unit != nil, "note" where stack.last == "trans-unit" && unit != nil:
                capturing = name
                text = ""
            case "target" where stack.last == "trans-unit" && unit != nil:
                guard unit?.target == nil else { return fail(parser, "a second <target> in one trans-unit") }
                unit?.state = attributes["state"]
                capturing = name
                text = ""
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            fail(parser, XLIFFReader.wellFormednessMessage((parseError as NSError).code))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if capturing != nil { text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard capturing != nil else { return }
            guard let string = String(data: CDATABlock, encoding: .utf8) else { return fail(parser, "a CDATA section that is not UTF-8") }
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard failure == nil else { return }
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
            } else if name == "trans-unit", let finished = unit, !files.isEmpty {
                files[files.count - 1].units.append(finished)
                unit = nil
            }
        }
    }
}
