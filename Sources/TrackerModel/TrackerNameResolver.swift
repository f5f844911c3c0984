import Foundation
import SharpTools

/// Finds the tracker a person means by a name typed on the command line: the exact name
/// first, then the name or one of its alternative (localized) display names compared
/// without case, then the tracker's id.
public struct TrackerNameResolver: Sendable {
    /// Why a name names no single tracker. `candidates` are the trackers worth offering:
    /// the matches when ambiguous, every tracker when unknown.
    public enum Failure: Error, Sendable, Hashable {
        case unknown(name: String, candidates: [Tracker])
        case ambiguous(name: String, matches: [Tracker])
    }

    public let trackers: [Tracker]
    public let alternativeNames: [UUID: [String]]

    /// - Parameters:
    ///   - trackers: the trackers to search, in the order candidates are listed (display order reads best).
    ///   - alternativeNames: per tracker, other names it is shown under (the localized names
    ///     from the string catalog, e.g. `Stimmung` for `Mood`).
    public init(trackers: [Tracker], alternativeNames: [UUID: [String]] = [:]) {
        self.trackers = trackers
        self.alternativeNames = alternativeNames
    }

    public func resolve(_ name: String) -> Result<Tracker, Failure> {
        let exact = trackers.filter { $0.name == name }
        if exact.count == 1 { return .success(exact[0]) }
        if exact.count > 1 { return .failure(.ambiguous(name: name, matches: exact)) }
        let loose = looseMatches(name)
        if loose.count == 1 { return .success(loose[0]) }
        if loose.count > 1 { return .failure(.ambiguous(name: name, matches: loose)) }
        if let id = UUID(uuidString: name.trimmingCharacters(in: .whitespaces)),
           let tracker = trackers.first(where: { $0.id == id }) {
            return .success(tracker)
        }
        return .failure(.unknown(name: name, candidates: trackers))
    }

    /// Trackers whose name or alternative name equals `name` apart from case (exact matches included).
    public func looseMatches(_ name: String) -> [Tracker] {
        let folded = TrackerNameResolver.fold(name)
        return trackers.filter { tracker in
            TrackerNameResolver.fold(tracker.name) == folded
                || (alternativeNames[tracker.id] ?? []).contains { TrackerNameResolver.fold($0) == folded }
        }
    }

    /// How a candidate is named in a message: `"Mood"`, with its other names and, when
    /// several trackers share a name, its id.
    public func describe(_ tracker: Tracker, withID: Bool = false) -> String {
        // Names shortened as everywhere people read them.
        var text = "\"\(DisplayText.shortened(tracker.name))\""
        let others = (alternativeNames[tracker.id] ?? []).filter { $0 != tracker.name }
        var details: [String] = []
        if !others.isEmpty { details.append(others.map { "\"\(DisplayText.shortened($0))\"" }.joined(separator: ", ")) }
        if withID { details.append("id \(tracker.id.uuidString)") }
        if !tracker.isActive { details.append("inactive") }
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        return text
    }

    /// A message listing the candidates, for a usage error.
    public func message(for failure: Failure, option: String) -> String {
        switch failure {
        case .unknown(let name, let candidates):
            let list = candidates.map { describe($0) }.joined(separator: ", ")
            return "\(option) \"\(name)\" matches no tracker; trackers: \(list.isEmpty ? "none" : list)"
        case .ambiguous(let name, let matches):
            let list = matches.map { describe($0, withID: true) }.joined(separator: ", ")
            return "\(option) \"\(name)\" matches \(matches.count) trackers: \(list); give the exact name or the id"
        }
    }

    /// Case folding that does not depend on the user's locale (so `I`/`i` behave the same
    /// everywhere) and treats canonically equivalent spellings alike.
    static func fold(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
    }
}

extension TrackerNameResolver.Failure: CustomStringConvertible {
    /// The failure in words (`message(for:option:)` also lists the candidates).
    public var description: String {
        switch self {
        case .unknown(let name, _): return "\"\(name)\" matches no tracker"
        case .ambiguous(let name, let matches): return "\"\(name)\" matches \(matches.count) trackers; give the exact name or the id"
        }
    }
}
