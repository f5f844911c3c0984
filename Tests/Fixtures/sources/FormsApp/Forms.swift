// One key per way an app's code reaches its catalog; the gate must find each of them.
// Synthetic: written for these tests.
import AppIntents
import SwiftUI

struct FormsApp: App {
    var body: some Scene {
        Window("form.window", id: "main") { MainView() }
        MenuBarExtra("form.menuBarExtra", systemImage: "star") { MainView() }
            .commands { CommandMenu("form.commandMenu") { Button("form.button") {} } }
    }
}

struct SettingRow: View {
    let title: LocalizedStringKey
    var body: some View { Text(title) }
}

enum Layout: LocalizedStringKey, CaseIterable {
    case grid = "form.enumRawValue"
}

enum Sorting {
    case name, date
    var title: LocalizedStringKey {
        switch self {
        case .name: return "form.returnedKey"
        case .date: "form.switchCase"
        }
    }
}

func sectionTitle(compact: Bool) -> LocalizedStringResource {
    compact ? "form.functionResult" : "form.functionOther"
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}

struct MainView: View {
    @State private var query = ""
    var body: some View {
        VStack {
            Text("form.text")
            SettingRow(title: "form.ownView")
            Table(rows) { TableColumn("form.tableColumn", value: \.name) }
            Text("form.stringExtension".localized)
            Text(String(localized: String.LocalizationValue("form.localizationValue")))
            Text(String(localized: "form.stringLocalized"))
        }
        .navigationTitle("form.navigationTitle")
        .searchable(text: $query, prompt: "form.searchPrompt")
    }
}

struct OpenIntent: AppIntent {
    static var title: LocalizedStringResource = "form.intentTitle"
    @Parameter(title: "form.parameterTitle", description: "form.parameterDescription")
    var target: String
    func perform() async throws -> some IntentResult { .result(dialog: "form.dialog") }
}

#Preview {
    Text("form.previewOnly")
}
