/// A compressed file given where its content was meant (a gzipped export or catalog): told
/// apart by its first bytes, so that the message names the way to read it — process
/// substitution, which every reader of trackerkit takes — instead of a parse error in binary
/// bytes.
package enum CompressedInput {
    /// The magic bytes of gzip (RFC 1952).
    package static let gzipMagic: [UInt8] = [0x1F, 0x8B]

    package static func isGzip(_ prefix: some Collection<UInt8>) -> Bool {
        prefix.starts(with: gzipMagic)
    }

    /// "the file is gzip-compressed; read it decompressed, e.g. --store <(gunzip -c x.json.gz)"
    /// when `prefix` starts a gzip file, else nil. `option` is how the file is passed, if by one.
    package static func hint(prefix: some Collection<UInt8>, file: String, option: String? = nil) -> String? {
        guard isGzip(prefix) else { return nil }
        let form = "<(gunzip -c \(ShellWord.quoted(file)))"
        return "the file is gzip-compressed; read it decompressed, e.g. " + (option.map { "\($0) \(form)" } ?? form)
    }
}
