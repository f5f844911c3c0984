import SharpTools

/// Reading JSON values with the key path in every error.
extension StringCatalogParser {
    // MARK: Reading with key paths in errors

    func renderedPath() -> String {
        var text = ""
        for component in path {
            switch component {
            case .entry(let key):
                text += "[" + quoted(key) + "]"
            case .member(let name):
                if !text.isEmpty { text += "." }
                text += name
            }
        }
        return text
    }

    func quoted(_ key: String) -> String {
        JSONText.quote(key)
    }

    func error(_ message: String, at offset: Int) -> CatalogError {
        CatalogError(file: fileName, position: reader.position(of: offset), keyPath: renderedPath().isEmpty ? nil : renderedPath(), message: message)
    }

    func wrap(_ readerError: JSONReaderError) -> CatalogError {
        CatalogError(
            file: fileName, position: readerError.position,
            keyPath: readerError.isSyntaxError || renderedPath().isEmpty ? nil : renderedPath(),
            message: readerError.message
        )
    }

    mutating func call<T>(_ body: (inout JSONReader) throws(JSONReaderError) -> T) throws(CatalogError) -> T {
        do {
            return try body(&reader)
        } catch {
            throw wrap(error)
        }
    }

    mutating func peek() throws(CatalogError) -> JSONReader.ValueKind {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.peekKind() }
    }

    mutating func peekOffset() throws(CatalogError) -> Int {
        _ = try peek()
        return reader.valueStart
    }

    mutating func nextKey() throws(CatalogError) -> String? {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.nextKey() }
    }

    mutating func beginObject(expecting description: String) throws(CatalogError) {
        let kind = try peek()
        guard kind == .object else {
            throw error("expected \(description), found \(kind)", at: reader.valueStart)
        }
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.beginObject() }
    }

    mutating func readString() throws(CatalogError) -> String {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readString() }
    }

    mutating func readBool() throws(CatalogError) -> Bool {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readBool() }
    }

    mutating func readInt() throws(CatalogError) -> Int {
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.readInt() }
    }

    mutating func captureUnknown(name: String) throws(CatalogError) -> UnknownField {
        let start = try peekOffset()
        try call { (r: inout JSONReader) throws(JSONReaderError) in try r.skipValue() }
        let end = reader.offset
        return UnknownField(name: name, json: String(decoding: bytes[start..<end], as: UTF8.self), offset: start)
    }
}
