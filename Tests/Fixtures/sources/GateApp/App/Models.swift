import SwiftUI

struct Level {
    var labelKey: String
}

enum L10n {
    static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
}

let levels = [
    Level(labelKey: "Awful"),
    Level(labelKey: "Mood.Great"),
]

let custom = L10n.tr("Custom.Key")

struct WorkoutRow: View {
    let exercise: String
    // trackerkit:keys Workout.*
    var body: some View { Text(LocalizedStringKey("Workout." + exercise)) }
}
