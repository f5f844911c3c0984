// swift-tools-version:6.0
import PackageDescription

// No package dependencies: Foundation, the toolchain's test frameworks and the system
// SQLite library only (a product decision — see README).
let package = Package(
    name: "TrackerKit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trackerkit", targets: ["trackerkit"]),
        .library(name: "TrackerModel", targets: ["TrackerModel"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "TrackerStore", targets: ["TrackerStore"]),
        .library(name: "TrackerReports", targets: ["TrackerReports"]),
    ],
    targets: [
        // Byte-level JSON pull parser with exact line:column positions and duplicate-key
        // visibility; shared by the store reader and the catalog reader.
        .target(name: "JSONParsing"),
        .target(name: "TrackerModel"),
        .target(name: "StringCatalog", dependencies: ["JSONParsing"]),
        // The system SQLite library (Linux: libsqlite3-dev; Apple platforms: the SDK's).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "TrackerStore", dependencies: ["TrackerModel", "JSONParsing", "CSQLite"]),
        .target(name: "TrackerReports", dependencies: ["TrackerModel", "StringCatalog", "JSONParsing"]),
        .executableTarget(
            name: "trackerkit",
            dependencies: ["TrackerModel", "StringCatalog", "TrackerStore", "TrackerReports", "JSONParsing"]
        ),
        // Measurements the CLI cannot make (reader comparison); run by Benchmarks/run.sh.
        .executableTarget(
            name: "trackerkit-bench",
            dependencies: ["TrackerModel", "TrackerStore"],
            path: "Benchmarks/Sources/trackerkit-bench"
        ),
        // Helpers shared by the test targets (a seeded random number generator); no product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "JSONParsingTests", dependencies: ["JSONParsing", "TestSupport"]),
        .testTarget(name: "TrackerModelTests", dependencies: ["TrackerModel", "TestSupport"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "TestSupport"]),
        .testTarget(name: "TrackerStoreTests", dependencies: ["TrackerStore", "TrackerModel", "CSQLite", "JSONParsing", "TestSupport"]),
        .testTarget(name: "TrackerReportsTests", dependencies: ["TrackerReports", "TrackerModel", "StringCatalog", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["trackerkit", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
