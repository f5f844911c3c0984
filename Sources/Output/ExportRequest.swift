import SharpTools
import TrackerModel

/// What `trackerkit export KIND [--period P]` asks for: the file of the report set that export
/// writes under KIND (`ReportFiles.exported`), limited to one kind of period when the file has
/// kinds of period — or why there is no such file.
public enum ExportRequest {
    /// The request in one line (`export needs what to export: …`).
    public struct Refusal: Error, Sendable, Equatable {
        public let message: String
    }

    /// The kinds that take `--period`: files with kinds of period to choose from.
    public static var periodKindNames: [String] {
        ReportFiles.exported.filter { $0.limited(to: PeriodSummary.Kind.allCases) != nil }.compactMap(\.exportName)
    }

    /// - Parameters:
    ///   - arguments: the words after `export`; the first is the kind, and there must be no other.
    ///   - period: the kind of period asked for, if any.
    package static func file(_ arguments: [String], period: PeriodSummary.Kind?) -> Result<any ReportFileRenderer, Refusal> {
        let kinds = ProseList.joined(ReportFiles.exportNames, "or")
        guard let kind = arguments.first else { return .failure(Refusal(message: "export needs what to export: \(kinds)")) }
        guard var file = ReportFiles.exported(named: kind) else { return .failure(Refusal(message: "cannot export \"\(kind)\"; choose \(kinds)")) }
        if let period {
            guard let limited = file.limited(to: [period]) else {
                return .failure(Refusal(message: "--period goes with \(ProseList.joined(periodKindNames.map { "'export \($0)'" }, "or"))"))
            }
            file = limited
        }
        if arguments.count > 1 { return .failure(Refusal(message: "unexpected argument \"\(arguments[1])\" for 'export'")) }
        return .success(file)
    }
}

extension ExportRequest.Refusal: CustomStringConvertible {
    public var description: String { message }
}
