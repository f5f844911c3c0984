import CSQLite
import Foundation
import TrackerModel
@testable import TrackerStore

/// libFuzzer target: the SQLite store reader's row mapping.
///
/// - Input starting with `S` (as "SQLite format 3" does): the bytes are the store file itself.
/// - Any other input drives a store built with SQLite: one byte per cell picks the cell's
///   storage class (a valid value for the column, NULL, INTEGER, REAL, TEXT or BLOB with
///   bytes from the input), so every column of `ZTRACKER` and `ZTRACKERLOG` gets every kind
///   of value. The enum-cell decoder also gets the input's tail as a BLOB directly.
/// Every store the reader accepts goes through the whole report pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSQLiteStore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let path = SQLiteFuzzFile.path
    unlink(path)
    unlink(path + "-wal")
    unlink(path + "-shm")
    unlink(path + "-journal")
    if bytes.first == UInt8(ascii: "S") {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
    } else {
        var stream = ByteStream(bytes: Array(bytes.dropFirst()))
        SQLiteFuzzFile.build(at: path, from: &stream)
        _ = SQLiteEnumCell.rawValue(fromBlob: stream.rest())
    }
    do {
        let store = try SQLiteStoreReader.read(path: path)
        FuzzSupport.renderReports(store, locale: "en")
    } catch {
        FuzzSupport.checkMessage(error.description)
    }
    return 0
}

struct ByteStream {
    var bytes: [UInt8]
    var index = 0
    var isEmpty: Bool { index >= bytes.count }
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, index + count)
        defer { index = end }
        return Array(bytes[index..<end])
    }
    mutating func uint64() -> UInt64 {
        take(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
    func rest() -> [UInt8] { index < bytes.count ? Array(bytes[index...]) : [] }
}

enum SQLiteFuzzFile {
    static let path: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("default.store").path
    }()

    enum Cell {
        case null, int(Int64), real(Double), text(String), blob([UInt8])
    }

    /// A cell: mostly the valid value, otherwise a value of another storage class.
    static func cell(_ valid: Cell, _ stream: inout ByteStream) -> Cell {
        switch stream.byte() % 16 {
        case 10: return .null
        case 11: return .int(Int64(bitPattern: stream.uint64()))
        case 12: return .real(Double(bitPattern: stream.uint64()))
        case 13: return .text(String(decoding: stream.take(Int(stream.byte() % 64)), as: UTF8.self))
        case 14: return .blob(stream.take(Int(stream.byte())))
        case 15:
            // Small integers and near-valid dates are where the interesting edges are.
            return .int(Int64(Int8(bitPattern: stream.byte())) * Int64(1 << (Int(stream.byte()) % 40)))
        default: return valid
        }
    }

    static let noAlcLevels = #"[{"id":0,"key":"steady","icon":"💧","labelKey":"NoAlc.Steady","streakEffect":"success"},{"id":1,"key":"easy","icon":"✨","labelKey":"NoAlc.Easy","streakEffect":"needsGrace"},{"id":2,"key":"wild","icon":"💥","labelKey":"NoAlc.Wild","streakEffect":"needsGrace"}]"#
    static let names = ["NoAlc", "Mood", "Energy", "Drink Water", "Custom"]
    static let types = ["saboteur", "good"]
    static let modes = ["levels", "counter", "yesNo", "awareness", "avoidance"]

    static func uuidBlob(_ n: Int, _ salt: UInt8) -> [UInt8] {
        [salt, 0x11, 0x22, 0x33, 0x44, 0x55, 0x46, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC, 0xDD, UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)]
    }

    static func build(at path: String, from stream: inout ByteStream) {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK, let handle else {
            fatalError("cannot create \(path)")
        }
        defer { sqlite3_close_v2(handle) }
        func exec(_ sql: String) {
            guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { fatalError("\(sql): \(String(cString: sqlite3_errmsg(handle)))") }
        }
        // Columns without a declared type keep every value as inserted.
        exec("""
        CREATE TABLE ZTRACKER (Z_PK INTEGER PRIMARY KEY, Z_ENT, Z_OPT, ZID, ZNAME, ZICON, ZTYPE, ZTRACKINGMODE,
          ZCREATEDAT, ZISACTIVE, ZDISPLAYORDER, ZWIDGETORDER, ZSHOWINWIDGET, ZDAILYGOAL, ZLEVELSDATA,
          ZREWARDCONFIGDATA, ZDAYASSIGNMENTRAW);
        CREATE TABLE ZTRACKERLOG (Z_PK INTEGER PRIMARY KEY, Z_ENT, Z_OPT, ZID, ZTRACKER, ZTIMESTAMP, ZVALUE, ZNOTE,
          ZTRIGGER, ZLOCATION, ZSYNCEDTOHEALTHKIT);
        BEGIN;
        """)
        let trackerCount = Int(stream.byte() % 4) + 1
        let logCount = Int(stream.byte() % 12)
        for n in 1...trackerCount {
            let name = names[(n - 1) % names.count]
            let mode = name == "NoAlc" || name == "Mood" || name == "Energy" ? "levels" : modes[n % modes.count]
            insert(handle, "INSERT INTO ZTRACKER VALUES (?,1,1,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", [
                .int(Int64(n)),
                cell(.blob(uuidBlob(n, 0xA0)), &stream),
                cell(.text(name), &stream),
                cell(.text("🍷"), &stream),
                cell(.text(types[n % 2]), &stream),
                cell(.text(mode), &stream),
                cell(.real(786_000_000 + Double(n) * 3600), &stream),
                cell(.int(1), &stream),
                cell(.int(Int64(n)), &stream),
                cell(.int(999), &stream),
                cell(.int(0), &stream),
                cell(name == "Drink Water" ? .int(8) : .null, &stream),
                cell(name == "NoAlc" ? .blob(Array(noAlcLevels.utf8)) : .null, &stream),
                cell(name == "NoAlc" ? .blob(Array(#"{"earnEveryDays":7,"maxOnHand":3,"canHealGrace":true}"#.utf8)) : .null, &stream),
                cell(name == "NoAlc" ? .text("cutoffHour:18") : .null, &stream),
            ])
        }
        if logCount > 0 {
            for n in 1...logCount {
                insert(handle, "INSERT INTO ZTRACKERLOG VALUES (?,2,1,?,?,?,?,?,?,?,?)", [
                    .int(Int64(n)),
                    cell(.blob(uuidBlob(n, 0xB0)), &stream),
                    cell(.int(Int64((n - 1) % trackerCount + 1)), &stream),
                    cell(.real(786_000_000 + Double(n) * 40_000), &stream),
                    cell(.int(Int64(n % 3)), &stream),
                    cell(.text("note \(n)"), &stream),
                    cell(.null, &stream),
                    cell(.null, &stream),
                    cell(.int(0), &stream),
                ])
            }
        }
        exec("COMMIT")
    }

    static func insert(_ handle: OpaquePointer, _ sql: String, _ cells: [Cell]) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { fatalError(String(cString: sqlite3_errmsg(handle))) }
        defer { sqlite3_finalize(statement) }
        for (offset, cell) in cells.enumerated() {
            let index = Int32(offset + 1)
            switch cell {
            case .null: sqlite3_bind_null(statement, index)
            case .int(let value): sqlite3_bind_int64(statement, index, value)
            case .real(let value): sqlite3_bind_double(statement, index, value)
            case .text(let text): sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case .blob(let bytes):
                bytes.withUnsafeBytes { buffer in
                    _ = sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), csqlite_transient())
                }
            }
        }
        let status = sqlite3_step(statement)
        guard status == SQLITE_DONE else { fatalError("insert: \(String(cString: sqlite3_errmsg(handle)))") }
    }
}
