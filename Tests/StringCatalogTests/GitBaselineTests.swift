import Foundation
import Testing
import StringCatalog
import CatalogCheck

/// The catalog at a git revision, with git answered by a stand-in: each rule of the use case
/// and the exact commands it runs.
@Suite struct GitBaselineTests {
    static let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Old":{}}}"#

    /// A stand-in for git: answers by the command (`rev-parse`, `cat-file`, `show`) and keeps
    /// every command it was given.
    final class Git {
        var top = GitBaseline.Run(status: 0, output: Array("/repo\n".utf8), errorOutput: "")
        var verify: Int32 = 0
        var exists: Int32 = 0
        var show = GitBaseline.Run(status: 0, output: Array(catalog.utf8), errorOutput: "")
        var commands: [[String]] = []

        func run(_ arguments: [String]) -> GitBaseline.Run {
            commands.append(arguments)
            switch arguments[2] {
            case "rev-parse" where arguments[3] == "--show-toplevel": return top
            case "rev-parse": return GitBaseline.Run(status: verify, output: [], errorOutput: "")
            case "cat-file": return GitBaseline.Run(status: exists, output: [], errorOutput: "")
            default: return show
            }
        }
    }

    static func baseline(_ git: Git, ref: String = "main", absolutePath: String = "/repo/App/L.xcstrings") throws -> GitBaseline.Found {
        try GitBaseline.catalog(revision: ref, path: "App/L.xcstrings", absolutePath: absolutePath, canonical: { $0 }, git: git.run)
    }

    static func message(_ git: Git, ref: String = "main", absolutePath: String = "/repo/App/L.xcstrings") -> String? {
        do {
            _ = try baseline(git, ref: ref, absolutePath: absolutePath)
            return nil
        } catch let failure as GitBaseline.Failure {
            return failure.message
        } catch {
            return "\(error)"
        }
    }

    @Test func theCatalogAsTheRevisionHoldsIt() throws {
        let git = Git()
        let found = try Self.baseline(git)
        #expect(found.baseline.name == "main:App/L.xcstrings" && found.note == nil)
        #expect(found.baseline.catalog.entries.map(\.key) == ["Old"])
        #expect(git.commands == [
            ["-C", "/repo/App", "rev-parse", "--show-toplevel"], ["-C", "/repo", "rev-parse", "--verify", "--quiet", "main^{commit}"],
            ["-C", "/repo", "cat-file", "-e", "main:App/L.xcstrings"], ["-C", "/repo", "show", "main:App/L.xcstrings"],
        ])
    }

    @Test func aCatalogTheRevisionDoesNotHaveIsAnEmptyBaselineWithANote() throws {
        let git = Git()
        git.exists = 128
        let found = try Self.baseline(git)
        #expect(found.baseline.catalog.entries.isEmpty && found.note == "App/L.xcstrings does not exist in main: every problem counts as new")
    }

    @Test func everyOtherWayItCanFailNamesTheBaseline() {
        #expect(Self.message(Git(), ref: "-x") == "--baseline \"-x\" is not a git revision")
        #expect(Self.message(Git(), ref: "") == "--baseline \"\" is not a git revision")
        let outside = Git()
        outside.top = GitBaseline.Run(status: 128, output: [], errorOutput: "fatal: not a git repository\nmore")
        #expect(Self.message(outside) == "--baseline main: App/L.xcstrings is not inside a git repository (fatal: not a git repository)")
        #expect(Self.message(Git(), absolutePath: "/elsewhere/L.xcstrings") == "--baseline main: App/L.xcstrings is outside its repository /repo")
        let unknown = Git()
        unknown.verify = 1
        #expect(Self.message(unknown) == "--baseline main is not a revision of the repository /repo (fetch it first, e.g. git fetch origin main)")
        let broken = Git()
        broken.show = GitBaseline.Run(status: 128, output: [], errorOutput: "")
        #expect(Self.message(broken) == "--baseline main: git show main:App/L.xcstrings failed (no message)")
    }
}
