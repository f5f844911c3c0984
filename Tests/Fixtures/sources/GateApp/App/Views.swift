import SwiftUI

// Written for TrackerKit's tests: every API form whose literal argument is a key.
struct SettingsView: View {
    @State private var isOn = false
    @State private var name = ""
    let title: LocalizedStringKey = "Typed Key"

    var body: some View {
        NavigationStack {
            Form {
                Text("Plain Text")
                Text(verbatim: "Not a key")
                Button("Save") { }
                Label("Profile", systemImage: "person")
                Toggle("Notifications", isOn: $isOn)
                Section("General") { EmptyView() }
                NavigationLink("Details", destination: EmptyView())
                Picker("Theme", selection: $name) { EmptyView() }
                Menu("More") { EmptyView() }
                TextField("Your name", text: $name)
                Text(isOn ? "Enabled" : "Disabled")
                Text("Other table", tableName: "Widget")
                Text("Sum " + "not a key")
            }
            .navigationTitle("Settings")
            .alert("Delete all?", isPresented: $isOn) { EmptyView() }
            .confirmationDialog("Really?", isPresented: $isOn) { EmptyView() }
            .help("Help text")
            .accessibilityLabel("Settings screen")
        }
    }

    func strings() -> [String] {
        [String(localized: "Localized String"),
         NSLocalizedString("Legacy Key", comment: "an old API"),
         String(localized: "Shared.Title", table: "Widget")]
    }

    var resource: LocalizedStringResource { "Resource Key" }
    let explicit = LocalizedStringKey("Explicit Key")
}
