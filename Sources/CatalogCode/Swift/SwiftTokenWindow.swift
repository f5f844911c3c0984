import StringCatalog

/// The tokens of a Swift file around the one the key scanner looks at: lexed when the scanner
/// reaches them and dropped once it is far enough past, so a file of any size and content
/// holds a few thousand tokens at a time — memory for the file's bytes and the keys found,
/// not for a token per byte.
///
/// Indexes count from the start of the file; a token may be looked at from `lookbehind`
/// tokens before the scanner's position to `lookahead` after it. The window also marks the
/// tokens in branches no build compiles (`#if false`), as they arrive.
struct SwiftTokenWindow {
    private(set) var lexer: SwiftLexer
    private var buffer: [SwiftLexer.Token] = []
    /// The index of `buffer[0]` in the file.
    private var first = 0
    /// Per open `#if`: whether its condition is a constant (true/false), and whether the current
    /// branch is dead; `deadFrames` counts the dead ones.
    private var frames: [(constant: Bool?, branchDead: Bool)] = []
    private var deadFrames = 0

    init(bytes: [UInt8]) {
        lexer = SwiftLexer(bytes: bytes[...])
    }

    /// The tokens lexed so far (all of the file's once `fill` found its end).
    var count: Int { first + buffer.count }

    /// The token at `index`, lent rather than copied (the rules look at many tokens around
    /// each literal; a copy of each would cost more than the lexing).
    subscript(index: Int) -> SwiftLexer.Token {
        _read { yield buffer[index - first] }
    }

    /// Whether the token at `index` is a string literal in code some build compiles — the
    /// one question asked of every token, answered without copying it.
    func isLiveString(at index: Int) -> Bool {
        buffer[index - first].kind == .string && !buffer[index - first].isDead
    }

    /// Lexes until the token at `index` exists or the file has ended.
    mutating func fill(through index: Int) {
        while count <= index, lexer.lex(into: &buffer) {
            let last = buffer.count - 1
            // A directive's condition is the token after it: settled now that it has come.
            if last > 0, buffer[last - 1].kind == .directive { enter(directiveAt: last - 1) }
            buffer[last].isDead = buffer[last].kind == .directive || deadFrames > 0
        }
    }

    /// Forgets the tokens before `index` once there are enough of them to be worth moving the
    /// rest (a few hundred) to the front.
    mutating func drop(before index: Int) {
        let dropped = index - first
        guard dropped >= 8192 else { return }
        buffer.removeFirst(dropped)
        first = index
    }

    /// Code no build compiles: a `#if false` / `#if 0` branch (or the `#else` of `#if true`),
    /// which Xcode never extracts from. Every other branch counts, since some build (another
    /// platform, DEBUG) compiles it.
    private mutating func enter(directiveAt position: Int) {
        let directive = buffer[position].text
        var constant: Bool?
        if buffer[position + 1].line == buffer[position].line {
            switch buffer[position + 1].text {
            case "false", "0": constant = false
            case "true", "1": constant = true
            default: constant = nil
            }
        }
        switch directive {
        case "#if":
            frames.append((constant, constant == false))
            if constant == false { deadFrames += 1 }
        case "#elseif":
            if !frames.isEmpty { setLastBranchDead(frames[frames.count - 1].constant == true || constant == false) }
        case "#else":
            if !frames.isEmpty { setLastBranchDead(frames[frames.count - 1].constant == true) }
        case "#endif":
            if let last = frames.popLast(), last.branchDead { deadFrames -= 1 }
        default:
            break
        }
    }

    private mutating func setLastBranchDead(_ dead: Bool) {
        let was = frames[frames.count - 1].branchDead
        frames[frames.count - 1].branchDead = dead
        deadFrames += (dead ? 1 : 0) - (was ? 1 : 0)
    }
}
