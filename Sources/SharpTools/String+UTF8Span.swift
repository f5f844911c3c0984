/// The UTF-8 bytes of a text as a `Span`: bounds-checked reads, no pointer in the caller, and
/// no copy for the native strings nearly every text is. (The standard library's own
/// `String.UTF8View.span` needs macOS 26; this package supports older systems.)
extension String {
    /// Calls `body` with the UTF-8 bytes of the text. A bridged string that is not stored as
    /// contiguous UTF-8 is copied once.
    @inlinable
    package func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body($0.span) }) { return result }
        var copy = self
        return copy.withUTF8 { body($0.span) }
    }
}

extension StaticString {
    /// Calls `body` with the UTF-8 bytes of the literal (also for a one-scalar literal, which
    /// is not stored as bytes).
    @inlinable
    package func withUTF8Span<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        withUTF8Buffer { body($0.span) }
    }
}
