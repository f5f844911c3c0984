import Foundation
import Testing
import TestSupport
import SharpTools

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
        for _ in 0..<1_000 { #expect(table.value(for: UUID.random(using: &generator)) == nil) }
    }

    /// The bulk check finds the earliest second occurrence, with its first, in small arrays
    /// and in the large ones it splits between two cores.
    @Test(arguments: [10, 1_000, 250_000])
    func firstDuplicateIDFindsTheEarliestRepeat(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count))
        var records = (0..<count).map { index in
            Record(id: UUID.random(using: &generator), payload: "\(index)")
        }
        #expect(UUIDTable.firstDuplicate(in: records) == nil)
        // Two repeats; the one whose second occurrence comes first is reported.
        let later = (first: count / 5, duplicate: count - 1)
        let earlier = (first: count / 2, duplicate: count / 2 + count / 4 + 1)
        records[later.duplicate].id = records[later.first].id
        records[earlier.duplicate].id = records[earlier.first].id
        let found = UUIDTable.firstDuplicate(in: records)
        #expect(found?.first == earlier.first && found?.duplicate == earlier.duplicate)
        // A repeat of the very first log right after it.
        records[1].id = records[0].id
        let adjacent = UUIDTable.firstDuplicate(in: records)
        #expect(adjacent?.first == 0 && adjacent?.duplicate == 1)
    }

    /// The fast check against a plain Dictionary walk, on arrays with many repeats.
    @Test(arguments: [0, 1, 2, 300, 5_000, 220_000])
    func firstDuplicateAgreesWithDictionaryWalk(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count) + 7)
        let pool = (0..<max(1, count * 4)).map { _ in UUID.random(using: &generator) }
        let records = (0..<count).map { index in Record(id: pool[Int.random(in: pool.indices, using: &generator)], payload: "\(index)") }
        var seen: [UUID: Int] = [:]
        var expected: (first: Int, duplicate: Int)?
        for (index, record) in records.enumerated() {
            if let first = seen[record.id] { expected = (first, index); break }
            seen[record.id] = index
        }
        let found = UUIDTable.firstDuplicate(in: records)
        #expect(found?.first == expected?.first && found?.duplicate == expected?.duplicate)
    }

    @Test func indexingFindsEveryIdAndNothingElse() {
        var generator = SeededGenerator(seed: 11)
        for count in [0, 1, 2, 7, 50, 1_000] {
            let ids = (0..<count).map { _ in UUID.random(using: &generator) }
            let table = UUIDTable(indexing: ids)
            #expect(ids.indices.allSatisfy { table.value(for: ids[$0]) == $0 })
            #expect((0..<200).allSatisfy { _ in table.value(for: UUID.random(using: &generator)) == nil })
        }
        let id = UUID.random(using: &generator)
        #expect(UUIDTable(indexing: [id, UUID.random(using: &generator), id]).value(for: id) == 0, "the first of duplicate ids")
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

/// An element with an id and a payload, as the arrays the check runs over.
private struct Record: Identifiable, Sendable {
    var id: UUID
    var payload: String
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
