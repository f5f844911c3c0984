import StringCatalog

/// A PO file's `Plural-Forms` (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`), read and
/// evaluated: gettext's C subset — `n`, decimal numbers, `! * / % + - < > <= >= == != && || ?:`
/// and parentheses, on unsigned 64-bit numbers as gettext computes them. The import uses it to
/// tell which CLDR category each `msgstr[i]` is when a platform rewrote the header with a
/// formula of its own.
package struct PluralFormula: Sendable {
    /// The number of forms (`nplurals`).
    package let count: Int
    private let root: Node

    private indirect enum Node: Sendable {
        case number(UInt64)
        case n
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    /// Why a header value is not a formula this reader can evaluate.
    package struct ReadError: Error, Sendable, Equatable {
        package let message: String
    }

    /// Reads `nplurals=N; plural=EXPR;` (spaces anywhere, the final `;` optional).
    package init(header value: String) throws(ReadError) {
        var count: Int?
        var expression: String?
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else {
                if part.allSatisfy(\.isWhitespace) { continue }
                throw ReadError(message: "\"\(part)\" is not NAME=VALUE")
            }
            if pair[0] == "nplurals" { count = Int(pair[1]) } else if pair[0] == "plural" { expression = pair[1] }
        }
        guard let count, (1...6).contains(count) else { throw ReadError(message: "nplurals is not a number from 1 to 6") }
        guard let expression else { throw ReadError(message: "there is no plural=EXPRESSION") }
        var parser = Parser(bytes: Array(expression.utf8))
        let root = try parser.choice()
        guard parser.atEnd else { throw ReadError(message: "unexpected text at position \(parser.index + 1) of \"\(expression)\"") }
        self.count = count
        self.root = root
    }

    /// The form index for the count `n` (may be ≥ `count` for a faulty formula).
    package func index(for n: UInt64) -> UInt64 { Self.evaluate(root, n) }

    /// The CLDR category of each form for `locale`, worked out by evaluating the formula on the
    /// counts 0…1199 and the first millions, where every rule family shows all its integer
    /// categories: a form that counts of two categories select is an error (except `other`
    /// taking the millions' `many` of fr, es, it, pt and ca, as most tools write it), a form no count
    /// selects takes the one integer category left over (the `other` of ru, which only
    /// fractions use), else stays nil.
    package func categories(for locale: String) throws(ReadError) -> [PluralCategory?] {
        let category = PluralRules.categories(for: locale)
        // Most tools give French, Spanish, Italian and Portuguese two forms: the millions' `many`
        // shares the index of `other`, which then stands for it.
        let millions = PluralRules.millionOnlyCategories(for: locale)
        var found = [PluralCategory?](repeating: nil, count: count)
        let samples = Array(0..<1200) + (1...3).map { $0 * 1_000_000 }
        for sample in samples {
            let form = index(for: UInt64(sample))
            guard form < UInt64(count) else { throw ReadError(message: "the formula gives form \(form) for n = \(sample), but nplurals is \(count)") }
            var expected = category(sample)
            if millions.contains(expected), let earlier = found[Int(form)], earlier == .other { expected = .other }
            if let earlier = found[Int(form)], earlier != expected {
                throw ReadError(message: "form \(form) stands for both \(earlier.rawValue) and \(expected.rawValue) in \(locale) (CLDR), for example n = \(sample)")
            }
            found[Int(form)] = expected
        }
        let left = PluralRules.integerCategories(for: locale).filter { !found.contains($0) }
        let unused = found.indices.filter { found[$0] == nil }
        if left.count == 1 && unused.count == 1 { found[unused[0]] = left[0] }
        return found
    }

    private static func evaluate(_ node: Node, _ n: UInt64) -> UInt64 {
        switch node {
        case .number(let value): return value
        case .n: return n
        case .not(let inner): return evaluate(inner, n) == 0 ? 1 : 0
        case .choice(let condition, let yes, let no): return evaluate(condition, n) != 0 ? evaluate(yes, n) : evaluate(no, n)
        case .binary(let op, let left, let right):
            let a = evaluate(left, n), b = evaluate(right, n)
            switch op {
            case "||": return a != 0 || b != 0 ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a &+ b
            case "-": return a &- b
            case "*": return a &* b
            // gettext's own evaluator makes a division by zero 0 rather than a fault.
            case "/": return b == 0 ? 0 : a / b
            default: return b == 0 ? 0 : a % b
            }
        }
    }

    /// Recursive descent over the expression's bytes, lowest precedence first.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == bytes.count
            }
        }

        mutating func choice() throws(ReadError) -> Node {
            let condition = try binary(level: 0)
            guard take("?") else { return condition }
            let yes = try choice()
            guard take(":") else { throw ReadError(message: "\"?\" without \":\" at position \(index + 1)") }
            return .choice(condition, yes, try choice())
        }

        /// The binary operators by precedence, loosest first.
        private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(level: Int) throws(ReadError) -> Node {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level: level + 1)
            while let op = Self.levels[level].first(where: { peek($0) }) {
                _ = take(op)
                left = .binary(op, left, try binary(level: level + 1))
            }
            return left
        }

        mutating func unary() throws(ReadError) -> Node {
            if peek("!") && !peek("!=") {
                _ = take("!")
                return .not(try unary())
            }
            if take("(") {
                let inner = try choice()
                guard take(")") else { throw ReadError(message: "a \"(\" is not closed") }
                return inner
            }
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "n") {
                index += 1
                return .n
            }
            var value: UInt64 = 0
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), index - start < 18 {
                value = value * 10 + UInt64(bytes[index] - 0x30)
                index += 1
            }
            guard index > start else { throw ReadError(message: "expected n, a number or \"(\" at position \(index + 1)") }
            return .number(value)
        }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func peek(_ token: String) -> Bool {
            skipSpaces()
            let utf8 = Array(token.utf8)
            return index + utf8.count <= bytes.count && Array(bytes[index..<(index + utf8.count)]) == utf8
        }

        mutating func take(_ token: String) -> Bool {
            guard peek(token) else { return false }
            index += token.utf8.count
            return true
        }
    }
}
