import SharpTools
import StringCatalog

/// What `report` wrote before report sets carried their marker (`.trackerkit-report`), so
/// that such an OUT is taken over instead of refused: OUT holds only locale folders (named by
/// a language tag: `de`, `pt-BR`), each with at least one report file; in a locale folder only
/// regular files (report files and the user's own) and the pictures folder `img`, which holds
/// only tracker pictures (`NN-<slug>.svg`). Anything else — a file or link directly in OUT,
/// another folder, a link in a locale folder — and OUT is not (only) a report set.
public enum EarlierReportSet {
    /// The first entry, relative to OUT, that does not belong to such a set, or nil when OUT
    /// holds only what it may. `list` gives the entries of a directory relative to OUT (`""`
    /// for OUT itself) as `lstat` sees them, nil when it cannot be listed.
    package static func firstForeignEntry(_ list: (_ relative: String) -> [(name: String, entry: FileIdentity)]?) -> String? {
        let reportFiles = Set(ReportFiles.all.map(\.fileName))
        for (folder, entry) in (list("") ?? []).sorted(by: { $0.name < $1.name }) {
            guard entry.isDirectory, LocaleTag.isWellFormed(folder), let contents = list(folder) else { return folder }
            var holdsReportFile = false
            for (name, item) in contents.sorted(by: { $0.name < $1.name }) {
                let path = folder + "/" + name
                if item.isRegularFile {
                    holdsReportFile = holdsReportFile || reportFiles.contains(name)
                    continue
                }
                guard item.isDirectory, name == TrackerSVGFile.directory, let pictures = list(path) else { return path }
                let foreign = pictures.sorted(by: { $0.name < $1.name }).first { !$0.entry.isRegularFile || !TrackerSVGFile.isPictureName($0.name) }
                if let foreign { return path + "/" + foreign.name }
            }
            if !holdsReportFile { return folder }
        }
        return nil
    }
}
