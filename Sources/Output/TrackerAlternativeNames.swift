import Foundation
import StringCatalog
import TrackerModel

extension CatalogStack {
    /// The other names each tracker is shown under, for finding a tracker by what a person
    /// types (`order --move Stimmung` finds Mood): every translation of a preset tracker's
    /// name. A custom tracker's name is the user's own text and has none.
    public func alternativeNames(of trackers: [Tracker]) -> [UUID: [String]] {
        Dictionary(trackers.compactMap { tracker in tracker.preset.map { (tracker.id, translations(of: $0.nameKey)) } }, uniquingKeysWith: { _, last in last })
    }
}
