import Foundation
import Testing

/// `strings symbols`: `--check` names the keys whose generated symbol fails or clashes, and the
/// accessors `--out` writes compile — with the Swift compiler of this machine, against
/// Foundation's `LocalizedStringResource` where Foundation has it (Apple's systems) and
/// elsewhere against a stub of the part of its API the accessors use (Linux's Foundation has
/// no `LocalizedStringResource`), together with code that calls every kind of symbol.
@Suite struct StringsSymbolsCLITests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : { "extractionState" : "manual" },
        "save" : { "extractionState" : "manual" },
        "continue" : { "extractionState" : "manual" },
        "%@" : { "extractionState" : "manual" },
        "item.count" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items in %@" } } } },
        "pair" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%(count)lld of %(count)lld" } } } },
        "quote \\"\\\\ \\u202e" : { "extractionState" : "manual" },
        "files" : { "extractionState" : "manual", "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %(folder)@" },
          "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } } } } } },
        "extracted" : { }
      },
      "version" : "1.0"
    }
    """

    /// The part of Foundation's API the accessors use, for a Foundation without it.
    static let stub = """
    import Foundation
    struct LocalizedStringResource {
        struct BundleDescription { static func atURL(_ url: URL) -> BundleDescription { BundleDescription() } }
        struct Value: ExpressibleByStringInterpolation {
            struct StringInterpolation: StringInterpolationProtocol {
                init(literalCapacity: Int, interpolationCount: Int) {}
                mutating func appendLiteral(_ literal: String) {}
                mutating func appendInterpolation(_ value: String) {}
                mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {}
                mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {}
            }
            init(stringLiteral value: String) {}
            init(stringInterpolation: StringInterpolation) {}
        }
        init(_ key: String, defaultValue: Value, table: String?, bundle: BundleDescription) {}
        init(_ key: String, table: String?, bundle: BundleDescription) {}
    }
    """

    /// Calls of every kind of symbol the catalog gives, as an app writes them.
    static let uses = """
    func useSymbols() -> [LocalizedStringResource] {
        [.Settings.itemCount(3, "Inbox"), .Settings.files(files: 2, folder: "Mail"), .Settings.`continue`, .Settings.quote]
    }
    """

    @Test func checkNamesTheFailuresAndTheAccessorsCompile() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.catalog.write(to: directory.appendingPathComponent("Settings.xcstrings"), atomically: true, encoding: .utf8)

        let check = try TrackerKitProcess.run(["strings", "symbols", "--check", "Settings.xcstrings"], in: directory)
        #expect(check.exitCode == 1, "\(check.stderr)")
        #expect(check.stdout.contains("\"Save\" collision: its symbol .Settings.save is also the symbol of \"save\""), "\(check.stdout)")
        #expect(check.stdout.contains("\"continue\" keyword"), "\(check.stdout)")
        #expect(check.stdout.contains("\"%@\" no-name"), "\(check.stdout)")
        #expect(check.stdout.contains("\"pair\" duplicate-label: its symbol .Settings.pair(count:count:)"), "\(check.stdout)")
        #expect(!check.stdout.contains("\"extracted\""), "a key Xcode extracts gets no symbol")

        let write = try TrackerKitProcess.run(["strings", "symbols", "Settings.xcstrings", "--out", "Symbols.swift", "--access", "public"], in: directory)
        #expect(write.exitCode == 0, "\(write.stderr)")
        let source = try String(contentsOf: directory.appendingPathComponent("Symbols.swift"), encoding: .utf8)
        #expect(source.contains("public enum Settings"))
        #expect(source.contains("public static func itemCount(_ arg1: Int, _ arg2: String) -> LocalizedStringResource"), "\(source)")
        #expect(!source.contains("static var save"), "colliding keys are left out")

        try Self.uses.write(to: directory.appendingPathComponent("Uses.swift"), atomically: true, encoding: .utf8)
        var files = ["Symbols.swift", "Uses.swift"]
        #if !canImport(Darwin)
        try Self.stub.write(to: directory.appendingPathComponent("Stub.swift"), atomically: true, encoding: .utf8)
        files.append("Stub.swift")
        #endif
        let compile = try Self.swiftc(["-typecheck", "-module-name", "Symbols"] + files, in: directory)
        #expect(compile.status == 0, "\(compile.output)\n\(source)")
    }

    /// Runs the Swift compiler found on the PATH in `directory`.
    static func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let compile = try TrackerKitProcess.run(executable: "/usr/bin/env", ["swiftc"] + arguments, in: directory, timeout: 600)
        return (compile.exitCode ?? -1, compile.stdout + compile.stderr)
    }
}
