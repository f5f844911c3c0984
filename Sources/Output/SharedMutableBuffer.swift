/// A buffer that parallel jobs fill in disjoint parts (each job writes only the elements it
/// owns, and the owner reads them only after every job has finished), so it may cross into
/// `@Sendable` closures. Hence `@unchecked Sendable`: the disjointness is the caller's duty.
struct SharedMutableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// Initializes the element at `index` of memory that is not initialized yet.
    @inline(__always)
    func initialize(at index: Int, to value: Element) {
        (buffer.baseAddress! + index).initialize(to: value)
    }

    /// `count` elements from `start`, for a job that owns them.
    func slice(_ start: Int, count: Int) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + count)])
    }
}
