import Testing
import SharpTools

/// Two threads filling one cache at once, with overlapping keys: every key ends with the
/// value its writers agree on, and none is lost. Under ThreadSanitizer (`.ci/run`) the test
/// also fails if the sanitizer cannot see the lock.
@Suite struct SharedCacheTests {
    @Test func twoThreadsFillingOneCacheLoseNothing() {
        let cache = SharedCache<Int, String>()
        let fill: @Sendable (Range<Int>) -> Int = { keys in
            var found = 0
            for key in keys {
                if cache[key] != nil { found += 1 }
                cache.store("value \(key)", for: key)
            }
            return found
        }
        _ = TwoJobs.run({ fill(0..<3_000) }, { fill(1_000..<4_000) })
        #expect(cache.count == 4_000)
        #expect((0..<4_000).allSatisfy { cache[$0] == "value \($0)" })
        #expect(cache[4_000] == nil)
    }
}
