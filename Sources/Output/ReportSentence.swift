import SharpTools
import StringCatalog

extension Report {
    /// A sentence of the catalog's words with pieces of user text in it (tracker names, level
    /// labels), kept apart: index.html isolates those (`<bdi>`), so a name in another script
    /// or with a bidi control cannot reorder the words around it.
    public struct Sentence: Sendable, Hashable {
        public struct Piece: Sendable, Hashable {
            public let text: String
            public let isUser: Bool
        }

        public let pieces: [Piece]

        /// The sentence as one text (Markdown and terminal escape it as a whole).
        public var text: String { pieces.map(\.text).joined() }
    }

    /// An argument of a sentence: the report's own words or numbers, or user text.
    public enum SentenceArgument: Sendable, Hashable {
        case text(String)
        case int(Int)
        case user(String)
    }

    /// One insight sentence (`InsightSentences`).
    public struct Insight: Sendable, Hashable {
        /// Index into `trackers` of the tracker it is about (the sentence follows its name);
        /// nil for one about several trackers, which names them itself.
        public let trackerIndex: Int?
        public let sentence: Sentence
        /// A claim about trackers going together, which the report explains once
        /// (`Report.insightsNote`).
        public let isCorrelation: Bool

        public init(trackerIndex: Int?, sentence: Sentence, isCorrelation: Bool = false) {
            self.trackerIndex = trackerIndex
            self.sentence = sentence
            self.isCorrelation = isCorrelation
        }
    }
}

extension ReportLocalizer {
    /// The phrase of `key` with `arguments` filled in, its user text kept apart. The user
    /// pieces go in as markers of private-use characters, which no phrase holds, and are
    /// found again in the formatted phrase; a marker the phrase drops (a translation that
    /// leaves an argument out, or one shortened away) drops its piece.
    mutating func sentence(_ key: ReportText, _ arguments: [Report.SentenceArgument]) -> Report.Sentence {
        var formatArguments: [FormatArgument] = []
        var users: [String] = []
        for argument in arguments {
            switch argument {
            case .text(let text): formatArguments.append(.string(text))
            case .int(let value): formatArguments.append(.int(value))
            case .user(let text):
                formatArguments.append(.string("\u{E000}" + String(users.count) + "\u{E001}"))
                users.append(text)
            }
        }
        let formatted = text(key, formatArguments)
        var pieces: [Report.Sentence.Piece] = []
        var rest = Substring(formatted)
        while let open = rest.firstIndex(of: "\u{E000}") {
            if open > rest.startIndex { pieces.append(.init(text: String(rest[..<open]), isUser: false)) }
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: "\u{E001}") else { break }
            if let number = Int(rest[..<close]), number < users.count {
                pieces.append(.init(text: users[number], isUser: true))
            }
            rest = rest[rest.index(after: close)...]
        }
        let tail = rest.filter { $0 != "\u{E000}" && $0 != "\u{E001}" }
        if !tail.isEmpty { pieces.append(.init(text: String(tail), isUser: false)) }
        return Report.Sentence(pieces: pieces)
    }
}
