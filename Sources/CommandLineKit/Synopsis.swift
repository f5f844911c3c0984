/// A command's synopsis, written from its declarations so that it names exactly the options it
/// takes: each option in brackets with its value (`[--out FILE]`), a repeatable one followed by
/// `…`, options of which only one may be given as one group (`[--write | --check]`), then the
/// arguments; the words a first argument may be come first (`export logs|trackers …`). Other
/// forms of the command, each with the options only it takes, follow after ` | `
/// (`strings merge --install`).
package enum Synopsis {
    package static func line(
        name: String, options: [OptionSpec], exclusiveGroups: [[String]], arguments: String = "",
        positionalChoices: [String] = [], otherForms: [(options: [OptionSpec], arguments: String)] = []
    ) -> String {
        let elsewhere = Set(otherForms.flatMap { $0.options.map(\.name) })
        let main = options.filter { !elsewhere.contains($0.name) }
        var words = [name]
        if !positionalChoices.isEmpty { words.append(positionalChoices.joined(separator: "|")) }
        var shown: Set<String> = []
        for spec in main where !shown.contains(spec.name) {
            let group = exclusiveGroups.first { $0.contains(spec.name) && $0.count > 1 }
                .map { names in names.compactMap { name in main.first { $0.name == name } } } ?? [spec]
            shown.formUnion(group.map(\.name))
            let repeated = group.count == 1 && spec.repeatable ? "…" : ""
            words.append("[" + group.map(usage).joined(separator: " | ") + "]" + repeated)
        }
        if !arguments.isEmpty { words.append(arguments) }
        let forms = otherForms.map { form in ([name] + form.options.map(usage) + (form.arguments.isEmpty ? [] : [form.arguments])).joined(separator: " ") }
        return ([words.joined(separator: " ")] + forms).joined(separator: " | ")
    }

    /// `--out FILE`, `--check`.
    static func usage(_ spec: OptionSpec) -> String {
        spec.name + (spec.valueName.map { " " + $0 } ?? "")
    }
}
