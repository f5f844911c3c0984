import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// The scanner's two passes on synthetic sources written for these tests: Apple's APIs that
/// take keys beyond the first argument of a view, the app's own declarations (one file
/// declares, another calls), bodies and enums of key types, `String` members that localize
/// `self`, and code users never run.
@Suite struct TypeAwareDiscoveryTests {
    /// The uses in `files` (name → source), both passes, as `key|api` (`*` when not shipped).
    static func uses(_ files: [(String, String)]) -> [String] {
        let bytes = Dictionary(uniqueKeysWithValues: files.map { ($0.0, Array($0.1.utf8)) })
        let scan = SourceTree.scan(files: files.map(\.0), scanner: SwiftKeyScanner()) { bytes[$0] ?? [] }
        return scan.uses.map { "\($0.key)|\($0.api)\($0.isShipped ? "" : "*")" }
    }

    @Test func scenesCommandsTablesAndSearch() {
        let found = Self.uses([("App.swift", """
        struct AppMain: App {
            var body: some Scene {
                Window("Activity", id: "activity") { ActivityView() }
                MenuBarExtra("Quick Add", systemImage: "plus") { QuickAdd() }
                WindowGroup("Habits") { ContentView() }
                    .commands { CommandMenu("Tracking") { Button("Log now") {} } }
            }
        }
        struct Table: View {
            var body: some View {
                Table(rows) { TableColumn("Name", value: \\.name) }
                    .searchable(text: $query, prompt: "Find a habit")
                List { }.searchable(text: $query, prompt: prompt)
                Text(String(localized: String.LocalizationValue("Built value")))
                Button(.init("Action.delete", defaultValue: "Delete")) {}
                Text("x").accessibilityLabel(.init("None", table: "Editor"))
                Text(.init("Plain init"))
                let alert = AlertState { TextState("Action failed") }
            }
        }
        """)])
        #expect(found == [
            "Activity|Window", "Quick Add|MenuBarExtra", "Habits|WindowGroup", "Tracking|CommandMenu", "Log now|Button",
            "Name|TableColumn", "Find a habit|.searchable(prompt:)", "Built value|LocalizationValue",
            "Action.delete|LocalizedStringResource(.init)", "x|Text", "None|LocalizedStringResource(.init)",
            "Action failed|TextState",
        ])
    }

    @Test func appIntentsTitlesAndParameters() {
        let found = Self.uses([("Intent.swift", """
        struct LogHabit: AppIntent {
            static var title: LocalizedStringResource = "Log Habit"
            static let description = IntentDescription("Logs one habit for today.")
            @Parameter(title: "Habit", description: "The habit to log")
            var habit: HabitEntity
            func perform() async throws -> some ProvidesDialog {
                .result(dialog: "Logged")
            }
        }
        """)])
        #expect(found == [
            "Log Habit|LocalizedStringResource", "Logs one habit for today.|IntentDescription", "Habit|Parameter(title:)",
            "The habit to log|Parameter(description:)", "Logged|.result(dialog:)",
        ])
    }

    @Test func theAppsOwnViewsAndFunctionsInAnotherFile() {
        let found = Self.uses([
            ("Calls.swift", """
            struct Settings: View {
                var body: some View {
                    SettingRow(title: "Theme", detail: "Dark")
                    SettingRow(title: name, detail: "Plain")
                    header("Reminders", count: 2)
                    Badge("Shown as is")
                    Caption("Caption key")
                }
            }
            """),
            ("Declarations.swift", """
            struct SettingRow: View {
                let title: LocalizedStringKey
                let detail: String
                var body: some View { Text(title) }
            }
            func header(_ title: LocalizedStringResource, count: Int) -> some View { Text(title) }
            struct Badge: View { init(_ text: LocalizedStringKey) {} }
            extension Badge { init(_ text: String) {} }
            struct Caption: View { init(_ text: LocalizedStringKey) {} }
            """),
        ])
        // A String overload of the same slot makes a literal that overload's: shown as is.
        #expect(found == ["Theme|SettingRow(title:)", "Reminders|header", "Caption key|Caption"])
    }

    @Test func bodiesAndEnumsOfKeyTypes() {
        let found = Self.uses([("Kinds.swift", """
        enum Period {
            case day, week
            var label: LocalizedStringKey {
                switch self {
                case .day: "Daily"
                case .week: return "Weekly"
                }
            }
            var resource: LocalizedStringResource {
                switch self {
                case .day:
                    "Day"
                @unknown default:
                    "Unknown period"
                }
            }
            func title() -> LocalizedStringResource { "Period" }
            var plain: String { "Not a key" }
        }
        enum Mood: LocalizedStringKey {
            case calm = "Calm"
            case tense = "Tense"
        }
        """)])
        #expect(found == ["Daily|returned as a key", "Weekly|returned as a key", "Day|returned as a key", "Unknown period|returned as a key",
            "Period|LocalizedStringResource", "Calm|enum raw value", "Tense|enum raw value"])
    }

    @Test func stringMembersThatLocalizeSelf() {
        let found = Self.uses([
            ("Strings.swift", """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localized(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), args) }
                var shouted: String { uppercased() }
                func formatted(_ args: CVarArg...) -> String { String(format: self.localized, args) }
            }
            """),
            ("Use.swift", """
            let a = "Server".localized
            let b = "%lld habits".localized(3)
            let c = "Loud".shouted
            let d = "%@ downloads".formatted(count)
            """),
        ])
        #expect(found == ["Server|.localized", "%lld habits|.localized", "%@ downloads|.formatted"])
    }

    @Test func casesOfStringEnumsWhoseRawValueIsLocalized() {
        let found = Self.uses([
            ("Keys.swift", """
            enum MenuKey: String {
                case settingsTitle
                case quitButton, aboutButton = "about.button"
            }
            func tr(_ key: MenuKey, arguments: CVarArg...) -> String {
                Bundle.main.localizedString(forKey: key.rawValue, value: nil, table: nil)
            }
            enum Tip: String, CaseIterable {
                case first = "tip.first"
                var text: String { NSLocalizedString(rawValue, comment: "") }
            }
            enum Storage: String {
                case defaultsKey
            }
            let stored = UserDefaults.standard.string(forKey: Storage.defaultsKey.rawValue)
            let title = tr(.settingsTitle)
            let shown = Tip.first.text
            """),
        ])
        // `Storage` is a plain key of the defaults: its raw value is no translation key. (Without
        // the calls of `tr` and `.text` at the end, nothing would localize the raw values.)
        #expect(found == ["settingsTitle|MenuKey.rawValue", "quitButton|MenuKey.rawValue", "about.button|MenuKey.rawValue", "tip.first|Tip.rawValue"])
    }

    @Test func previewsAndDebugCodeAreUsesNeverMissing() {
        let found = Self.uses([("Previews.swift", """
        struct Row: View {
            var body: some View {
                Text("Shipped")
                #if DEBUG
                Text("Debug only")
                #else
                Text("Release")
                #endif
            }
        }
        #Preview {
            Text("Preview text")
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View { Text("Provider text") }
        }
        """)])
        #expect(found == ["Shipped|Text", "Debug only|Text*", "Release|Text", "Preview text|Text*", "Provider text|Text*"])
    }

    @Test func aKeyUsedOnlyInAPreviewIsNeitherMissingNorUnused() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{"Preview text":{},"Shipped":{}}}
        """)
        let scan = SourceScan(uses: [
            SourceKeyUse(key: "Preview text", api: "Text", location: SourceLocation(file: "P.swift", line: 2, column: 10), isShipped: false),
            SourceKeyUse(key: "Only in debug", api: "Text", location: SourceLocation(file: "P.swift", line: 3, column: 10), isShipped: false),
            SourceKeyUse(key: "Shipped", api: "Text", location: SourceLocation(file: "P.swift", line: 4, column: 10)),
        ])
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en"], sources: scan)).run()
        #expect(report.problems.filter { $0.kind == ProblemKind.missingKey || $0.kind == ProblemKind.unusedKey }.isEmpty)
    }
}
