import Foundation
import Testing
import SharpTools

/// The pipeline hands rendered chunks to the caller in order, whatever the number of workers
/// and the chunk sizes, and stops cleanly when the caller fails.
@Suite struct OrderedChunkPipelineTests {
    struct Stop: Error, Equatable { let chunk: Int }

    /// A writer that fails (disk full) stops the pipeline: the error comes back, no chunk is
    /// taken after it, and nothing renders on after the call returns.
    @Test(arguments: [0, 1, 2, 4])
    func aFailingConsumerStopsThePipeline(workers: Int) {
        let rendered = RenderCounter()
        var consumed: [Int] = []
        do throws(Stop) {
            try OrderedChunkPipeline.run(chunkCount: 1_000, workers: workers, chunkCapacity: 16, render: { index, chunk in
                rendered.increment()
                chunk.appendDecimal(index)
            }, consume: { (chunk) throws(Stop) in
                let index = Int(String(decoding: chunk.bytes, as: UTF8.self)) ?? -1
                consumed.append(index)
                if index == 5 { throw Stop(chunk: index) }
            })
            Issue.record("the error was not rethrown")
        } catch {
            #expect(error == Stop(chunk: 5))
        }
        #expect(consumed == Array(0...5), "in order, none after the failure")
        let afterReturn = rendered.count
        Thread.sleep(forTimeInterval: 0.05)
        #expect(rendered.count == afterReturn, "no worker runs on")
        #expect(afterReturn < 1_000, "rendering stopped early (\(afterReturn) chunks)")
    }

    @Test(arguments: [0, 1, 2, 3])
    func chunksArriveInOrderWhateverTheirSize(workers: Int) {
        var consumed: [UInt8] = []
        OrderedChunkPipeline.run(chunkCount: 300, workers: workers, chunkCapacity: 1, render: { index, chunk in
            // Sizes from 0 to 4,000 bytes: the buffers grow and are reused.
            chunk.append(contentsOf: [UInt8](repeating: UInt8(index % 251), count: (index * 7_919) % 4_001))
        }, consume: { chunk in consumed += chunk.bytes })
        let expected = (0..<300).flatMap { [UInt8](repeating: UInt8($0 % 251), count: ($0 * 7_919) % 4_001) }
        #expect(consumed == expected)
    }
}

/// Counts rendered chunks across threads.
private final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
