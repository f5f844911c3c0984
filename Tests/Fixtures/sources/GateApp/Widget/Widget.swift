import SwiftUI

struct WidgetView: View {
    var body: some View {
        Text("Widget Title")
        Text("Shared.Title", tableName: "Widget")
    }
}
