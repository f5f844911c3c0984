import StringCatalog

/// An XLIFF 1.2 document as far as a catalog exchange needs it: per `<file>` its catalog
/// (`original`), languages and trans-units, each with the line it starts on.
public struct XLIFFDocument: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String?
        public var line: Int
        public var units: [Unit]

        public init(original: String, sourceLanguage: String, targetLanguage: String?, line: Int, units: [Unit] = []) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.line = line
            self.units = units
        }
    }

    public struct Unit: Sendable, Equatable {
        public var id: String
        public var source: String
        /// nil when the unit has no `<target>`.
        public var target: String?
        /// The target's `state` attribute; nil when absent.
        public var state: String?
        public var note: String?
        public var translate: Bool
        public var line: Int

        public init(id: String, source: String, target: String?, state: String?, note: String?, translate: Bool, line: Int) {
            self.id = id
            self.source = source
            self.target = target
            self.state = state
            self.note = note
            self.translate = translate
            self.line = line
        }
    }

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }
}
