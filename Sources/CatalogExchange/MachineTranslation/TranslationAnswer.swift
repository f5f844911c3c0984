import SharpTools

/// One line of a machine translation command's answer: `{"id": "7", "translation": "…"}` (the
/// id may be a number; other members are ignored, so a command may add its own).
package struct TranslationAnswer: Sendable, Equatable {
    /// The 1-based line of the command's output.
    package var line: Int
    package var id: String
    package var translation: String

    /// A line that is no answer, and why.
    package struct Unreadable: Sendable, Equatable {
        package var line: Int
        package var reason: String
    }

    /// The answers in the command's output, a line each (blank lines skipped).
    package static func read(_ output: [UInt8]) -> (answers: [TranslationAnswer], unreadable: [Unreadable]) {
        var answers: [TranslationAnswer] = []
        var unreadable: [Unreadable] = []
        for (index, line) in output.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let bytes = Array(line.last == 0x0D ? line.dropLast() : line)
            guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
            switch answer(bytes) {
            case .success(let (id, translation)): answers.append(TranslationAnswer(line: index + 1, id: id, translation: translation))
            case .failure(let problem): unreadable.append(Unreadable(line: index + 1, reason: problem.message))
            }
        }
        return (answers, unreadable)
    }

    private struct Problem: Error { var message: String }

    private static func answer(_ bytes: [UInt8]) -> Result<(String, String), Problem> {
        var reader = JSONReader(bytes: bytes)
        var id: String?
        var translation: String?
        do {
            guard try reader.peekKind() == .object else { return .failure(Problem(message: "not a JSON object")) }
            try reader.beginObject()
            while let name = try reader.nextKey() {
                switch (name, try reader.peekKind()) {
                case ("id", .string): id = try reader.readString()
                case ("id", .number): id = try reader.readNumberText()
                case ("translation", .string): translation = try reader.readString()
                case ("id", let kind), ("translation", let kind): return .failure(Problem(message: "\"\(name)\" is \(kind)"))
                default: try reader.skipValue()
                }
            }
            try reader.finish()
        } catch {
            return .failure(Problem(message: "not JSON: \(error.message)"))
        }
        guard let id else { return .failure(Problem(message: "no \"id\"")) }
        guard let translation else { return .failure(Problem(message: "no \"translation\" for id \(id)")) }
        return .success((id, translation))
    }
}
