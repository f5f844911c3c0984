import Foundation
import SharpTools

/// The file that marks a directory as a report set, `OUT/.trackerkit-report`, written into
/// every set. `report` replaces OUT as a whole only when OUT is its own: a new directory, an
/// empty one, one holding this file, or one holding nothing but what a report wrote before
/// sets carried the marker (the caller's rule, `EarlierSetRule`). Anything else — `/etc`, a
/// home directory, a web root — is refused untouched.
package enum ReportSetMarker {
    package static let name = ".trackerkit-report"

    /// What the marker says to someone who finds it (the same in every set).
    package static let contents = Array("""
        This directory is a report set of trackerkit report. Each run replaces the report files
        and carries everything else over as it is (see README, "Output files").

        """.utf8)

    /// The entries of a directory below OUT (`""`: OUT itself), each as `lstat` sees it,
    /// trackerkit's temporary entries left out; nil when the directory cannot be listed.
    package typealias Listing = (_ relative: String) -> [(name: String, entry: FileIdentity)]?

    /// Decides on an OUT without the marker: the first entry (relative to OUT) that a report
    /// never writes, or nil when OUT holds only what a report of an earlier version left.
    package typealias EarlierSetRule = (_ list: Listing) -> String?

    /// The rule that takes over no directory without the marker: its first entry.
    package static func firstEntry(_ list: Listing) -> String? {
        list("")?.map(\.name).min() ?? ""
    }

    /// Why `root` (an existing directory, links resolved) is not a report set `report` may
    /// replace, or nil when it is. `shownRoot` is OUT as the user wrote it.
    static func problem(root: String, shownRoot: String, earlierSet: EarlierSetRule) -> String? {
        if let marker = FileIdentity.ofEntry(root + "/" + name), marker.isRegularFile { return nil }
        let list = listing(root)
        guard let entries = list("") else { return "cannot list the directory" }
        guard !entries.isEmpty, let foreign = earlierSet(list) else { return nil }
        let shownMarker = (shownRoot.hasSuffix("/") ? shownRoot : shownRoot + "/") + name
        let holding = foreign.isEmpty ? "" : " and holds \(foreign), which is not a report's"
        return "is not a report set: it has no \(name) marker\(holding); use an empty or new directory for the reports, or create the marker (touch \(shownMarker)) if this is a report set"
    }

    /// The listing of the directories below `root`.
    static func listing(_ root: String) -> Listing {
        { relative in
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            return names.sorted().compactMap { name in
                guard !TemporaryNames.isTemporary(name), let entry = FileIdentity.ofEntry(directory + "/" + name) else { return nil }
                return (name, entry)
            }
        }
    }
}
