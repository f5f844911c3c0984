import Foundation
import StringCatalog

/// libFuzzer target: the string-catalog parser, and for every catalog it accepts the
/// completeness check, lookups with formatting, and a write/re-read round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let catalog: StringCatalog
    do {
        catalog = try StringCatalog(bytes: bytes, fileName: "fuzz.xcstrings")
    } catch {
        if error.description.isEmpty { fatalError("empty catalog error") }
        return 0
    }
    let required = [RequiredKey]()
    let report = CompletenessChecker(catalog: catalog, requiredKeys: required, options: CheckOptions(locales: ["de", "en", "fr"])).run()
    _ = report.problems.count
    for entry in catalog.entries.prefix(50) {
        for locale in ["de", "en", "fr", "ar"] {
            _ = catalog.value(for: entry.key, locale: locale, count: 3)
            _ = catalog.format(entry.key, locale: locale, arguments: [1, "x", 2.5, 7])
        }
    }
    // What the writer produces must read back.
    let written = StringCatalogWriter.write(catalog)
    do {
        _ = try StringCatalog(bytes: Array(written.utf8), fileName: "rewritten.xcstrings")
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    return 0
}
