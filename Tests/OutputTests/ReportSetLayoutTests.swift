import Testing
@testable import Output

/// Where a report run's files go below OUT, which files of an earlier run it drops, and what
/// stops it before anything is written — asked through closures, so no file system is needed.
@Suite struct ReportSetLayoutTests {
    static let listed = [(position: 1, name: "NoAlc"), (position: 2, name: "Drink Water")]

    @Test func everyFolderGetsTheFilesOfTheChosenFormats() {
        let layout = ReportSetLayout(folders: ["de", "en"], listed: Self.listed, formats: [.md, .csv])
        let files = ReportFiles.files(listed: Self.listed, formats: [.md, .csv]).map(\.fileName)
        #expect(layout.files.map(\.fileName) == files)
        #expect(layout.paths == Set(["de", "en"].flatMap { folder in files.map { folder + "/" + $0 } }))
        #expect(layout.paths.contains("de/img/02-drink-water.svg"))
    }

    /// An earlier run's picture of a tracker no longer listed goes; the user's files, pictures
    /// in other folders and this run's own pictures do not.
    @Test func dropsOnlyPicturesOfAnEarlierRunInThisRunsFolders() {
        let layout = ReportSetLayout(folders: ["de", "en"], listed: Self.listed, formats: Set(ReportFormat.allCases))
        #expect(layout.isDroppedPicture("de/img/03-old-tracker.svg"))
        #expect(layout.isDroppedPicture("en/img/10-walk.svg"))
        for kept in ["de/img/01-noalc.svg", "fr/img/03-old-tracker.svg", "de/img/notes.svg", "de/img/03-old-tracker.png",
                     "de/03-old-tracker.svg", "de/img/sub/03-old.svg", "img/03-old.svg", "de/trackers.md"] {
            #expect(!layout.isDroppedPicture(kept), "\(kept)")
        }
        // A run without pictures leaves the earlier ones alone.
        let csvOnly = ReportSetLayout(folders: ["de"], listed: Self.listed, formats: [.csv])
        #expect(!csvOnly.isDroppedPicture("de/img/03-old-tracker.svg"))
        #expect(!csvOnly.paths.contains { $0.contains("/img/") })
    }

    @Test func findsTheFirstObstacleLocaleByLocale() {
        let layout = ReportSetLayout(folders: ["de", "en"], listed: [], formats: [.csv])
        let first = layout.files[0].fileName
        let none: (String) -> Bool = { _ in false }
        let nothing: (String) -> Bool? = { _ in nil }
        #expect(layout.firstObstacle(isInput: none, isDirectory: nothing) == nil)
        #expect(layout.firstObstacle(isInput: { $0 == "en/" + first }, isDirectory: nothing) == .fileIsInput("en/" + first))
        #expect(layout.firstObstacle(isInput: { $0 == "de" }, isDirectory: nothing) == .folderIsInput("de"))
        #expect(layout.firstObstacle(isInput: none, isDirectory: { $0 == "en" ? false : nil }) == .folderIsNotADirectory("en"))
        #expect(layout.firstObstacle(isInput: none, isDirectory: { $0 == "de/" + first ? true : nil }) == .fileIsADirectory("de/" + first))
        // In one folder an input comes before a folder that is a file; de is checked before en.
        #expect(layout.firstObstacle(isInput: { $0 == "de/" + first }, isDirectory: { $0 == "de" ? false : nil }) == .fileIsInput("de/" + first))
        #expect(layout.firstObstacle(isInput: { $0 == "en/" + first }, isDirectory: { $0 == "de" ? false : nil }) == .folderIsNotADirectory("de"))
        // Existing directories in their places are no obstacle.
        #expect(layout.firstObstacle(isInput: none, isDirectory: { $0.contains(".") ? false : true }) == nil)
    }
}
