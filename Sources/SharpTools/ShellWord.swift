/// A path or value as a command a message suggests writes it, so that it can be copied into a
/// shell: as it is when it holds only characters no shell treats specially, else in single
/// quotes (a quote inside as `'\''`).
package enum ShellWord {
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._/-+=:,@%".unicodeScalars.contains(scalar))
        }
        return plain ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
