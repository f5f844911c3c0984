import Testing
@testable import Output

/// The lists the commands take everything from are sane: names unique, every entry reachable
/// by its name, every kind of file with files, the declarations consistent. The tests derive
/// the report set from these lists, so these checks hold whatever files are listed.
@Suite struct RendererListsTests {
    @Test func reportFileNamesAreUniqueAndEndLikeTheirKind() {
        let names = ReportFiles.all.map(\.fileName)
        #expect(!names.isEmpty && Set(names).count == names.count, "\(names)")
        for file in ReportFiles.all {
            // The pictures (img/, .svg) go with the Markdown; every listed file is of its kind.
            #expect(file.fileName.hasSuffix("." + file.format.rawValue), "\(file.fileName) is declared \(file.format)")
            #expect(!file.fileName.hasPrefix(TrackerSVGFile.directory + "/"), "\(file.fileName): the pictures are not listed")
            #expect(!file.goldenSets.isEmpty, "\(file.fileName) has a golden copy")
        }
    }

    @Test func everyKindOfFileOfferedHasFilesAndHelp() {
        #expect(!ReportFiles.formats.isEmpty)
        for format in ReportFiles.formats {
            #expect(!ReportFiles.files(listed: [(1, "A")], formats: [format]).isEmpty, "\(format)")
            #expect(ReportFiles.formatHelpList.contains(format.rawValue), "the help names \(format)")
        }
        for format in ReportFormat.allCases where !ReportFiles.formats.contains(format) {
            #expect(ReportFiles.files(listed: [(1, "A")], formats: [format]).isEmpty, "\(format) has files but is not offered")
        }
        let every = ReportFiles.files(listed: [(1, "A")])
        let byKind = ReportFiles.formats.flatMap { ReportFiles.files(listed: [(1, "A")], formats: [$0]) }
        #expect(Set(byKind.map(\.fileName)) == Set(every.map(\.fileName)) && byKind.count == every.count, "each file in one kind")
    }

    @Test func everyExportNameMapsToOneFile() {
        let names = ReportFiles.exportNames
        #expect(Set(names).count == names.count, "\(names)")
        for name in names {
            #expect(ReportFiles.exported(named: name)?.exportName == name)
            #expect(ReportFiles.all.filter { $0.exportName == name }.count == 1)
        }
        #expect(ReportFiles.exported(named: "no-such-kind") == nil)
        #expect(ReportFiles.exported.count == names.count)
    }

    @Test func aFileLimitedToKindsOfPeriodStaysTheSameFile() {
        for file in ReportFiles.all {
            guard let limited = file.limited(to: [.week]) else { continue }
            #expect(limited.fileName == file.fileName && limited.format == file.format && limited.needs == file.needs)
        }
    }

    /// The pictures follow the listed trackers (position, stored name as a slug) and belong
    /// to their kind of file; `--format` picks the kinds of file.
    @Test func picturesAreNamedAfterTheListedTrackersAndGoWithTheirKind() {
        let listed = [(position: 1, name: "NoAlc"), (position: 2, name: "Drink Water"), (position: 12, name: "Überstunden! 💼"), (position: 13, name: "🔥")]
        let all = ReportFiles.files(listed: listed).map(\.fileName)
        #expect(all == ReportFiles.all.map(\.fileName) + ["img/01-noalc.svg", "img/02-drink-water.svg", "img/12-uberstunden.svg", "img/13-tracker.svg"])
        for format in ReportFormat.allCases {
            let files = ReportFiles.files(listed: listed, formats: [format])
            let pictures = files.filter { $0 is TrackerSVGFile }
            #expect(pictures.count == (format == TrackerSVGFile.format ? listed.count : 0), "\(format)")
            #expect(files.allSatisfy { $0.format == format })
        }
        for name in all where name.hasPrefix("img/") { #expect(TrackerSVGFile.isPictureName(String(name.dropFirst(4)))) }
        for name in ["notes.svg", "1-a.svg", "01-.svg", "01-Noalc.svg", "01-noalc.png", "ab-noalc.svg"] { #expect(!TrackerSVGFile.isPictureName(name), "\(name)") }
    }

    @Test func aRunWorksOutWhatItsFilesNeed() {
        for format in ReportFormat.allCases {
            let parts = ReportFiles.parts(formats: [format])
            for file in ReportFiles.files(listed: [(1, "A")], formats: [format]) {
                #expect(parts.isSuperset(of: file.needs), "\(file.fileName)")
            }
        }
        #expect(ReportFiles.parts(formats: []) == [])
    }

    @Test func formatNamesAreUniqueAndFindTheirFormat() {
        for names in [StreaksFormats.names, OrderFormats.names] {
            #expect(!names.isEmpty && Set(names).count == names.count, "\(names)")
        }
        for name in StreaksFormats.names { #expect(StreaksFormats.named(name)?.name == name) }
        for name in OrderFormats.names { #expect(OrderFormats.named(name)?.name == name) }
        #expect(StreaksFormats.named("no-such-format") == nil && OrderFormats.named("no-such-format") == nil)
    }
}
