import Testing
@testable import Output

/// The report side's failures read as words wherever they are shown with `"\(error)"`,
/// never as a case name.
@Suite struct OutputFailureWordsTests {
    @Test func localeAndExportFailures() {
        #expect("\(ReportLocales.Failure.noPhrases(locale: "fr"))" == "fr: no report phrases in this language")
        #expect("\(ReportLocales.Failure.sameFolder(first: "de", second: "de-AT", folder: "de"))" == "de and de-AT both write de/; give one of them")
        #expect("\(ExportRequest.Refusal(message: "export needs what to export"))" == "export needs what to export")
    }
}
