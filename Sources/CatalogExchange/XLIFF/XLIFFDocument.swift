import StringCatalog

/// An XLIFF 1.2 document as far as a catalog exchange needs it: per `<file>` its catalog
/// (`original`), languages and trans-units, each with the line it starts on.
package struct XLIFFDocument: Sendable, Equatable {
    package struct File: Sendable, Equatable {
        package var original: String
        package var sourceLanguage: String
        package var targetLanguage: String?
        package var line: Int
        package var units: [Unit]

        package init(original: String, sourceLanguage: String, targetLanguage: String?, line: Int, units: [Unit] = []) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.line = line
            self.units = units
        }
    }

    package struct Unit: Sendable, Equatable {
        package var id: String
        package var source: String
        /// nil when the unit has no `<target>`.
        package var target: String?
        /// The target's `state` attribute; nil when absent.
        package var state: String?
        package var note: String?
        package var translate: Bool
        package var line: Int

        package init(id: String, source: String, target: String?, state: String?, note: String?, translate: Bool, line: Int) {
            self.id = id
            self.source = source
            self.target = target
            self.state = state
            self.note = note
            self.translate = translate
            self.line = line
        }
    }

    package var files: [File]

    package init(files: [File]) {
        self.files = files
    }
}
