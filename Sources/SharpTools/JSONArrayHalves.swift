/// Reads the elements of one JSON array, at a time when both halves of a large array are
/// parsed at once: `JSONArrayHalves` drives it over each half.
///
/// A conforming reader holds its `JSONReader` and whatever it needs to build an element
/// (a path for errors, tables); it is made afresh for each half, on the thread that parses it.
package protocol JSONArrayElementReader: SendableMetatype {
    associatedtype Element: Sendable
    /// The reader the elements are read with; `JSONArrayHalves` places it at each half.
    var reader: JSONReader { get set }
    /// Reads the element the reader is at (`nextElement()` has returned true). `index` is its
    /// place in the half being read, for error messages only.
    mutating func readElement(index: Int) throws -> Element
}

/// The package's one "cut a large array in two and parse both halves at once" helper: the
/// cut is guessed from the bytes (`JSONArraySplit`), each half is parsed on its own core
/// (`TwoJobs`), and the guess is proven by the first half ending exactly at the cut.
///
/// On a million-log store this saves 0.6 s of 1.5 s. Any failure — no plausible cut, a cut
/// that is not between two elements, a syntax or data error in either half — gives nil: the
/// caller then parses the array sequentially, which reports the first problem exactly as it
/// would have anyway, so errors never depend on where the cut fell.
package enum JSONArrayHalves {
    /// The elements of the array whose `[` is at `arrayStart` and the offset after its `]`,
    /// or nil (see above). `enclosingDepth`: containers open around the array.
    /// `release`: each half gives back the bytes it has read, element by element
    /// (`ParsedBytesRelease`); after a nil the caller must not read them again.
    /// `makeReader` builds an element reader around a `JSONReader` for one half.
    ///
    /// Inlinable: the element reader's calls, a million of them, must be specialized.
    @inlinable
    package static func parse<ElementReader: JSONArrayElementReader>(
        _ bytes: [UInt8], arrayStart: Int, enclosingDepth: Int, release: ParsedBytesRelease? = nil,
        makeReader: @escaping @Sendable (JSONReader) -> ElementReader
    ) -> (elements: [ElementReader.Element], end: Int)? {
        guard TwoJobs.canRunInParallel,
              let split = JSONArraySplit.find(in: bytes, arrayStart: arrayStart, target: arrayStart + (bytes.count - arrayStart) / 2)
        else { return nil }
        let (first, second) = TwoJobs.run(
            { () -> [ElementReader.Element]? in
                var elementReader = makeReader(JSONReader(bytes: bytes, startingAt: arrayStart, enclosingDepth: enclosingDepth))
                return try? firstHalf(&elementReader, arrayStart: arrayStart, cut: split.commaOffset, totalBytes: bytes.count, release: release)
            },
            { () -> Half<ElementReader.Element>? in
                var elementReader = makeReader(JSONReader(bytes: bytes, startingAt: split.commaOffset + 1, enclosingDepth: enclosingDepth))
                return try? secondHalf(&elementReader, release: release)
            }
        )
        // Errors are not swallowed: the sequential parse that follows reports them.
        guard var elements = first, let second else { return nil }
        // The first half reserved room for both halves: no copy of its million-element array.
        elements.append(contentsOf: second.elements)
        return (elements, second.end)
    }

    /// The elements of the second half and the offset after the array's `]`.
    package struct Half<Element: Sendable>: Sendable {
        @usableFromInline var elements: [Element]
        @usableFromInline var end: Int

        @inlinable init(elements: [Element], end: Int) {
            self.elements = elements
            self.end = end
        }
    }

    /// The elements from the array's `[` up to the cut; nil unless the parse ends exactly
    /// before the comma the array is cut at (which proves the cut lies between two elements).
    @inlinable
    static func firstHalf<ElementReader: JSONArrayElementReader>(
        _ elementReader: inout ElementReader, arrayStart: Int, cut: Int, totalBytes: Int, release: ParsedBytesRelease?
    ) throws -> [ElementReader.Element]? {
        try elementReader.reader.beginArray()
        var elements: [ElementReader.Element] = []
        var index = 0
        var released = ParsedBytesRelease.Mark(at: elementReader.reader.offset)
        while elementReader.reader.offsetOfNextToken() < cut {
            guard try elementReader.reader.nextElement() else { return nil }
            elements.append(try elementReader.readElement(index: index))
            index += 1
            // Only bytes before the cut: the second half's start is still to be read.
            released.advance(to: elementReader.reader.offset, in: release)
            if index == 1024 {
                // Room for both halves, estimated from the first elements' size: the second
                // half's elements are appended to this array without reallocating it.
                let bytesPerElement = max(1, (elementReader.reader.offset - arrayStart) / index)
                elements.reserveCapacity((totalBytes - arrayStart) / bytesPerElement * 9 / 8)
            }
        }
        guard elementReader.reader.offsetOfNextToken() == cut else { return nil }
        return elements
    }

    /// The elements after the cut, the reader placed just after its comma. Their indices
    /// start at 0 here: any error discards the result, and the sequential parse reports it
    /// with the right index.
    @inlinable
    static func secondHalf<ElementReader: JSONArrayElementReader>(
        _ elementReader: inout ElementReader, release: ParsedBytesRelease?
    ) throws -> Half<ElementReader.Element>? {
        try elementReader.reader.resumeInsideArray()
        var elements: [ElementReader.Element] = []
        var index = 0
        var released = ParsedBytesRelease.Mark(at: elementReader.reader.offset)
        // An element must follow the comma the array was cut at: `,]` is a trailing comma,
        // which the sequential parse reports.
        guard try elementReader.reader.nextElement() else { return nil }
        repeat {
            elements.append(try elementReader.readElement(index: index))
            index += 1
            released.advance(to: elementReader.reader.offset, in: release)
        } while try elementReader.reader.nextElement()
        return Half(elements: elements, end: elementReader.reader.offset)
    }
}
