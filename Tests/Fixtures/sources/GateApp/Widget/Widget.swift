import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("Widget Title")
        Text("Shared.Title", tableName: "Widget")
    }
}

struct StartIntent {
    static let title: LocalizedStringResource = "Start Timer"
    static var description = IntentDescription("Starts a timer.")
    @Parameter(title: "Minutes", default: 5) var minutes: Int
    var label: String { description("not a call of a key API") }
    var body: some WidgetConfiguration { StaticConfiguration(kind: "k") { EmptyView() }.description("Shows the timer.") }
}
