/// Where the files of one `report` run go below OUT: in each locale's folder the report files
/// of the chosen formats, and the listed trackers' pictures in its `img/`. It tells which paths
/// below OUT are this run's, which files of an earlier run this run drops, and what stands in
/// the way before anything is written. Pure: the file system is asked through closures.
public struct ReportSetLayout: Sendable {
    /// The locale folders (`de`, `en`), in writing order.
    public let folders: [String]
    /// The files written into every folder, in writing order.
    package let files: [any ReportFileRenderer]
    /// Every path the run writes, relative to OUT (`de/trackers.md`, `de/img/01-noalc.svg`).
    public let paths: Set<String>
    private let writesPictures: Bool

    /// - Parameters:
    ///   - listed: the listed trackers (position and stored name, in display order), which
    ///     name the pictures — the same in every locale.
    ///   - formats: the kinds of file written (`report --format`).
    public init(folders: [String], listed: [(position: Int, name: String)], formats: Set<ReportFormat>) {
        let files = ReportFiles.files(listed: listed, formats: formats)
        self.folders = folders
        self.files = files
        writesPictures = formats.contains(TrackerSVGFile.format)
        paths = Set(folders.flatMap { folder in files.map { folder + "/" + $0.fileName } })
    }

    /// Whether `relative` (a path below OUT) is a picture an earlier run wrote into one of this
    /// run's folders and this run does not write again — the picture of a tracker no longer
    /// listed. Such a file is the report's, not the user's: it goes with the old set. Only a run
    /// that writes pictures replaces them.
    public func isDroppedPicture(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        return writesPictures && parts.count == 3 && folders.contains(String(parts[0])) && parts[1] == TrackerSVGFile.directory
            && TrackerSVGFile.isPictureName(String(parts[2])) && !paths.contains(relative)
    }

    /// What keeps the run from writing its set, found before the first file is written.
    public enum Obstacle: Equatable, Sendable {
        /// A report file would land on an input of the run (a store, a catalog).
        case fileIsInput(String)
        /// A locale folder is an input of the run.
        case folderIsInput(String)
        /// A locale folder exists and is not a directory.
        case folderIsNotADirectory(String)
        /// A report file's place is taken by a directory.
        case fileIsADirectory(String)
    }

    /// The first obstacle, locale by locale: a file or the folder on an input, then the folder
    /// not a directory, then a directory where a file goes. Paths are relative to OUT.
    /// - Parameters:
    ///   - isInput: whether the path is (or reaches) an input of the run.
    ///   - isDirectory: whether the path is a directory; nil when nothing is there.
    public func firstObstacle(isInput: (String) -> Bool, isDirectory: (String) -> Bool?) -> Obstacle? {
        for folder in folders {
            for file in files where isInput(folder + "/" + file.fileName) {
                return .fileIsInput(folder + "/" + file.fileName)
            }
            if isInput(folder) { return .folderIsInput(folder) }
            if isDirectory(folder) == false { return .folderIsNotADirectory(folder) }
            for file in files where isDirectory(folder + "/" + file.fileName) == true {
                return .fileIsADirectory(folder + "/" + file.fileName)
            }
        }
        return nil
    }
}
