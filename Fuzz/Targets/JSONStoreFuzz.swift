import Foundation
import TrackerModel
import TrackerStore

/// libFuzzer target: the JSON store reader (`JSONStoreReader.read(bytes:file:)`), the format
/// detection, and — for every input it accepts — the whole report pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONStore(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? StoreReaders.reader(forPrefix: Array(bytes.prefix(StoreInput.prefixLength)), file: "fuzz.json")
    do {
        let store = try JSONStoreReader.read(bytes: bytes, file: "fuzz.json")
        FuzzSupport.renderReports(store)
    } catch {
        FuzzSupport.checkMessage(error.description)
    }
    return 0
}
