import Foundation
import Output
import StringCatalog
import CatalogCheck

/// Small builders shared by the check format tests.
enum CheckFormatsSupport {
    /// Parses JSON text as a catalog named `test.xcstrings`.
    static func catalog(_ json: String) throws -> StringCatalog {
        try StringCatalog(bytes: Array(json.utf8), fileName: "test.xcstrings")
    }
}

extension CheckResult {
    /// The result in the format named `name` (the `--format` value).
    func render(format name: String, toolVersion: String = "0") -> String {
        guard let format = CheckFormats.named(name) else { return "no format \(name)" }
        return format.render(self, toolVersion: toolVersion)
    }
}

extension CompletenessReport {
    /// The report, without a gate, in the format named `name`.
    func render(format name: String) -> String {
        CheckResult(report: self).render(format: name)
    }
}
