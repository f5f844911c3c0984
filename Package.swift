// swift-tools-version:6.2
import PackageDescription

// No package dependencies: Foundation, the toolchain's test frameworks and the system
// SQLite library only (a product decision — see README).
let package = Package(
    name: "TrackerKit",
    // macOS 15: `Mutex` and `Atomic` (Synchronization) guard the temporary-path table.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "trackerkit", targets: ["trackerkit"]),
        .library(name: "TrackerModel", targets: ["TrackerModel"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "TrackerStore", targets: ["TrackerStore"]),
        .library(name: "Output", targets: ["Output"]),
        // `swift package strings-check` in an app's package that depends on this one.
        .plugin(name: "StringsCheckPlugin", targets: ["StringsCheckPlugin"]),
    ],
    targets: [
        // The one drawer for sharp tools: the only target with unsafe pointers, SWAR, threads
        // and `@unchecked Sendable` — byte-level JSON parsing, file reading, byte buffers and
        // fixed-width writers, CSV, the parallel primitive and the ordered chunk pipeline,
        // a read-only SQLite connection and statement, each behind a safe API. Knows nothing
        // of trackers or catalogs.
        .target(name: "SharpTools", dependencies: ["CSQLite"]),
        .target(name: "TrackerModel", dependencies: ["SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // The strings side, one module per job (ARCHITECTURE.md draws the graph; Scripts/check-layout.sh
        // fails on an import against it): the catalog itself; the app's code and project; the gate
        // and the quality checks; edits of a catalog (sync, merge, diff, pseudo-locales); the
        // exchange with translators (CSV, XLIFF, .xcloc).
        .target(name: "StringCatalog", dependencies: ["SharpTools"], swiftSettings: [.strictMemorySafety()]),
        .target(name: "CatalogCode", dependencies: ["StringCatalog", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // The Xcode project: its targets, synchronized folders and localization settings, and
        // which code and which settings belong to a catalog.
        .target(name: "CatalogProject", dependencies: ["StringCatalog", "CatalogCode", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        .target(name: "CatalogText", dependencies: ["StringCatalog", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        .target(name: "CatalogCheck", dependencies: ["StringCatalog", "CatalogText", "CatalogCode", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        .target(name: "CatalogEdit", dependencies: ["StringCatalog", "CatalogText", "CatalogCode", "CatalogCheck", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        .target(name: "CatalogExchange", dependencies: ["StringCatalog", "CatalogCheck", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // The system SQLite library (Linux: libsqlite3-dev; Apple platforms: the SDK's).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "TrackerStore", dependencies: ["TrackerModel", "SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // The report's built-in phrases: Strings/Localizable.xcstrings, embedded byte for byte
        // (BuiltInStrings.xcstrings is a link to it), so the binary needs no file beside it.
        .target(
            name: "Output", dependencies: ["TrackerModel", "StringCatalog", "CatalogCode", "CatalogCheck", "CatalogEdit", "CatalogExchange", "SharpTools"],
            resources: [.embedInCode("BuiltInStrings.xcstrings")],
            swiftSettings: [.strictMemorySafety()]
        ),
        // The bundled sample (Samples/tracker-store.json and its app catalog) compiled into the
        // binary as string literals written by the EmbedSamplePlugin build step (embed-text), so
        // that an installed binary runs on the sample with nothing beside it.
        .target(name: "SampleData", swiftSettings: [.strictMemorySafety()], plugins: ["EmbedSamplePlugin"]),
        .executableTarget(name: "embed-text", swiftSettings: [.strictMemorySafety()]),
        .plugin(name: "EmbedSamplePlugin", capability: .buildTool(), dependencies: ["embed-text"]),
        // The output transaction: atomic single files, the report set as one unit,
        // read–modify–write under a lock, temporary names and their sweep. Its system calls
        // are SharpTools'; it knows nothing of trackers, catalogs or the CLI's types.
        // Strict memory safety: any unsafe construct here is a warning (there must be none).
        .target(name: "SafeOutput", dependencies: ["SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // The command-line vocabulary any tool of this package could use: options declared once
        // with their value types, parsing, the rules between options, help text, shell
        // completions and the man page's roff. Knows no command of trackerkit.
        .target(name: "CommandLineKit", dependencies: ["SharpTools"], swiftSettings: [.strictMemorySafety()]),
        // Strict memory safety here too: the CLI makes no system call of its own (SharpTools does).
        // What a command reads and writes, for the tool's commands: the run's context and
        // console, the catalogs of --catalog/--root and REV:PATH, the code a catalog is checked
        // against, settings files, the store, the catalog writes under their lock, git.
        .target(
            name: "CommandFiles",
            dependencies: ["TrackerModel", "StringCatalog", "CatalogCode", "CatalogProject", "CatalogCheck", "CatalogEdit", "CatalogExchange", "TrackerStore", "Output", "SafeOutput", "SharpTools", "SampleData", "CommandLineKit"],
            swiftSettings: [.strictMemorySafety()]
        ),
        .executableTarget(
            name: "trackerkit",
            dependencies: ["TrackerModel", "StringCatalog", "CatalogCode", "CatalogCheck", "CatalogEdit", "CatalogExchange", "TrackerStore", "Output", "SafeOutput", "SharpTools", "SampleData", "CommandLineKit", "CommandFiles"],
            swiftSettings: [.strictMemorySafety()]
        ),
        // The translation gate as a SwiftPM command: every *.xcstrings of the package that
        // runs it, checked by the trackerkit tool built from this package.
        .plugin(
            name: "StringsCheckPlugin",
            capability: .command(intent: .custom(verb: "strings-check", description: "Check every string catalog of the package for missing and unfinished translations (trackerkit strings check).")),
            dependencies: ["trackerkit"]
        ),
        // Measurements the CLI cannot make (reader comparison); run by Benchmarks/run.sh.
        .executableTarget(
            name: "trackerkit-bench",
            dependencies: ["TrackerModel", "TrackerStore", "StringCatalog", "CatalogCode", "CatalogProject", "CatalogCheck", "CatalogExchange", "Output", "TestSupport"],
            path: "Benchmarks/Sources/trackerkit-bench"
        ),
        // Helpers shared by the test targets and the benchmarks (a seeded random number
        // generator, the JSONDecoder reference reader, streak summaries through the tool's
        // entry point, the expected report set with its marker); no product.
        .target(name: "TestSupport", dependencies: ["TrackerModel", "Output", "SafeOutput"], path: "Tests/TestSupport", swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "SharpToolsTests", dependencies: ["SharpTools", "TestSupport"]),
        .testTarget(name: "TrackerModelTests", dependencies: ["TrackerModel", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "CatalogText", "CatalogCode", "CatalogProject", "CatalogCheck", "CatalogEdit", "CatalogExchange", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "TrackerStoreTests", dependencies: ["TrackerStore", "TrackerModel", "CSQLite", "SharpTools", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "OutputTests", dependencies: ["Output", "TrackerModel", "StringCatalog", "CatalogCode", "CatalogCheck", "CatalogEdit", "CatalogExchange", "SharpTools", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "SafeOutputTests", dependencies: ["SafeOutput", "SharpTools", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
        .testTarget(name: "CLITests", dependencies: ["trackerkit", "CommandFiles", "CommandLineKit", "CatalogCheck", "SafeOutput", "SampleData", "TestSupport"], swiftSettings: [.strictMemorySafety()]),
    ],
    swiftLanguageModes: [.v6]
)

// The version `trackerkit --version` prints: VERSION, set by the release, and the commit built
// after it (`0.4.0-12-gabc1234`), written by the VersionStampPlugin build step running
// `version-stamp` (docs/releasing.md). Kept apart from the declarations above.
package.targets += [
    .executableTarget(name: "version-stamp", swiftSettings: [.strictMemorySafety()]),
    .plugin(name: "VersionStampPlugin", capability: .buildTool(), dependencies: ["version-stamp"]),
]
for target in package.targets where target.name == "trackerkit" {
    target.plugins = (target.plugins ?? []) + [.plugin(name: "VersionStampPlugin")]
}
