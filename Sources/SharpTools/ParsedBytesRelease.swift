#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A large byte array (a whole file read into memory) whose parts a parse has finished with
/// are given back to the system while the parse goes on, so that the bytes and what is built
/// from them never take their full room at the same time: a 185 MB store and its million logs
/// (115 MB) needed 370 MB at once; given back behind the parse, the bytes shrink as the logs
/// grow.
///
/// Only whole memory pages inside a released range are given back (`madvise(MADV_DONTNEED)`
/// on Linux; elsewhere nothing is, and `hasReleased` stays false). What they held is gone:
/// reading a released byte afterwards gives an unspecified value (zero on Linux). So the
/// contract is the caller's:
/// - only bytes no reader will look at again are released (a forward parse's past, between
///   two elements of an array);
/// - once anything was released (`hasReleased`), a failing parse must not trust what it saw
///   of the released parts — an error's line and column count the lines before it, a
///   fallback parse starts over — and is made again on the bytes read anew (the file is still
///   there: `FileBytes.readAllAgain()`), with nothing given back.
///
/// The memory was never the file's own (it was read with `read(2)`, not mapped): a file that
/// another program shortens or rewrites meanwhile cannot fault the process (`SIGBUS`), as a
/// mapped file would. Thread-safe: the two halves of an array release their own parts at once.
package final class ParsedBytesRelease: @unchecked Sendable {
    /// How far a parse moves on between two releases (a system call each): 2 MiB.
    package static let defaultStep = 2 << 20

    /// The bytes, shared with the parse (the same storage: neither copy is ever mutated).
    package let bytes: [UInt8]
    /// The least number of bytes a parse moves on between two releases.
    package let step: Int
    private let pageSize: Int
    // `releasedAny` is only read and written under `lock`. Hence `@unchecked Sendable`.
    private let lock = NSLock()
    private var releasedAny = false

    package init(_ bytes: [UInt8], step: Int = ParsedBytesRelease.defaultStep) {
        self.bytes = bytes
        self.step = max(step, 1)
        self.pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 1)
    }

    /// Whether any page has been given back: from then on the released parts are not the
    /// file's bytes any more (see above).
    package var hasReleased: Bool {
        lock.withLock { releasedAny }
    }

    /// Gives back the whole pages that lie inside `range` (offsets into `bytes`); the pages
    /// it only touches keep their bytes. Returns the offset where the pages given back end
    /// (the part of `range` after it is still there), or `range.lowerBound` when none were.
    @discardableResult
    package func release(_ range: Range<Int>) -> Int {
        #if os(Linux)
        let range = range.clamped(to: 0..<bytes.count)
        let releasedEnd = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, !range.isEmpty else { return nil }
            let origin = UInt(bitPattern: base)
            let page = UInt(pageSize)
            let lower = (origin + UInt(range.lowerBound) + page - 1) / page * page
            let upper = (origin + UInt(range.upperBound)) / page * page
            guard upper > lower, let start = UnsafeMutableRawPointer(bitPattern: lower),
                  madvise(start, Int(upper - lower), MADV_DONTNEED) == 0 else { return nil }
            return Int(upper - origin)
        }
        guard let releasedEnd else { return range.lowerBound }
        lock.withLock { releasedAny = true }
        return releasedEnd
        #else
        return range.lowerBound
        #endif
    }

    /// Where one forward parse has released up to: `advance(to:)` after each element it read
    /// releases what lies behind once the parse has moved on by `step` bytes.
    package struct Mark: Sendable {
        @usableFromInline var released: Int

        /// A parse that starts at `offset` (nothing before it is released by this mark).
        @inlinable
        package init(at offset: Int) {
            released = offset
        }

        /// The parse is done with every byte before `offset`.
        @inlinable
        package mutating func advance(to offset: Int, in release: ParsedBytesRelease?) {
            guard let release, offset - released >= release.step else { return }
            // Moves on to where whole pages ended: the page it only touched goes next time.
            released = release.release(released..<offset)
        }
    }
}
