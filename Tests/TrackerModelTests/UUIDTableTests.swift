import Foundation
import Testing
import TrackerModel

/// UUIDTable against a Dictionary on the same operations: found values, duplicates
/// reported with the first value, growth from a small table.
@Suite struct UUIDTableTests {
    @Test func agreesWithDictionaryAcrossGrowth() {
        var generator = SeededGenerator(seed: 42)
        var table = UUIDTable()
        var reference: [UUID: Int] = [:]
        var ids: [UUID] = []
        for index in 0..<20_000 {
            // Every tenth id repeats an earlier one: insert must report the first value.
            let id: UUID
            if index % 10 == 9, let earlier = ids.randomElement(using: &generator) {
                id = earlier
            } else {
                id = UUID.random(using: &generator)
                ids.append(id)
            }
            let previous = table.insert(id, value: index)
            #expect(previous == reference[id])
            if reference[id] == nil { reference[id] = index }
        }
        #expect(table.count == reference.count)
        for (id, value) in reference { #expect(table.value(for: id) == value) }
        for _ in 0..<1_000 { #expect(!table.contains(UUID.random(using: &generator))) }
    }

    /// Ids that differ in a single bit, or only in one half, still land apart.
    @Test func structuredIdsAreAllFound() {
        var table = UUIDTable(expectedCount: 256)
        var ids: [UUID] = []
        for bit in 0..<128 {
            var octets = [UInt8](repeating: 0, count: 16)
            octets[bit / 8] = 1 << UInt8(bit % 8)
            ids.append(UUID(uuid: (octets[0], octets[1], octets[2], octets[3], octets[4], octets[5], octets[6], octets[7],
                                   octets[8], octets[9], octets[10], octets[11], octets[12], octets[13], octets[14], octets[15])))
        }
        ids.append(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        for (index, id) in ids.enumerated() { #expect(table.insert(id, value: index) == nil) }
        for (index, id) in ids.enumerated() { #expect(table.value(for: id) == index) }
        #expect(table.count == ids.count)
    }
}

private extension UUID {
    static func random(using generator: inout some RandomNumberGenerator) -> UUID {
        let a = generator.next(), b = generator.next()
        var octets: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &octets) { raw in
            raw.storeBytes(of: a, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: octets)
    }
}
