import SharpTools

/// `--max-input-size SIZE`, accepted by every command: the most bytes a store, catalog or CSV
/// may hold (default 2 GiB). Taken out of the arguments before a command parses its own
/// options, so that each command's option list stays about its own work.
enum InputSizeOption {
    static let spec = OptionSpec.value("--max-input-size", "SIZE", "Largest store, catalog or CSV read, in bytes or with K, M or G (binary units).", default: "2G")

    /// `arguments` without `--max-input-size`, and the limit it gives (nil when absent).
    static func extract(_ arguments: [String], command: String) throws(UsageError) -> (arguments: [String], limit: Int?) {
        var rest: [String] = []
        var limit: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest.append(contentsOf: arguments[(index - 1)...])
                break
            }
            let text: String
            if argument == spec.name {
                guard index < arguments.count else {
                    throw UsageError("option \(spec.name) needs a value (SIZE)", command: command)
                }
                text = arguments[index]
                index += 1
            } else if argument.hasPrefix(spec.name + "=") {
                text = String(argument.dropFirst(spec.name.count + 1))
            } else {
                rest.append(argument)
                continue
            }
            guard limit == nil else { throw UsageError("option \(spec.name) is given more than once", command: command) }
            guard let value = parse(text) else {
                throw UsageError("\(spec.name) \"\(text)\" is not a size (e.g. 500M, 2G or a number of bytes)", command: command)
            }
            limit = value
        }
        return (rest, limit)
    }

    /// A positive byte count, optionally with K, M or G (powers of 1024).
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text)
        var shift = 0
        switch digits.last {
        case "K", "k": shift = 10
        case "M", "m": shift = 20
        case "G", "g": shift = 30
        default: break
        }
        if shift > 0 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0,
              value <= Int.max >> shift else { return nil }
        return value << shift
    }
}
