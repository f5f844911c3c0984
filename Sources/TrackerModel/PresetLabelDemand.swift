/// Whether a string catalog must carry the level label keys of the app's presets (`NoAlc.Steady`,
/// `Mood.Awful`, …), and why. Only the Lean Health Timer app has these presets; any other app's
/// catalog checked by the gate must not be asked for them. So they are required only when
/// something says the catalog is that app's:
///
/// - the check has a tracker store (`--store`): the app's own data;
/// - the settings ask for them;
/// - the catalog already holds a level label key of a preset — unless the app's sources are
///   known, when the code's own uses say which label keys it needs.
///
/// nil: not required. Otherwise the reason, worded for the `missing-key` message.
public enum PresetLabelDemand {
    public static func reason(hasStore: Bool, settingsAsk: Bool, sourcesKnown: Bool, catalogHas: (String) -> Bool) -> String? {
        if hasStore { return "the check has a tracker store (--store), so the catalog is the tracker app's" }
        if settingsAsk { return "the settings ask for the presets' labels (requirePresetLabels)" }
        guard !sourcesKnown else { return nil }
        for preset in TrackerPreset.all where !preset.isToolOnly {
            if let held = preset.levels?.first(where: { catalogHas($0.labelKey) }) {
                return "the catalog holds \"\(held.labelKey)\", a level label of the \(preset.name) preset, so it is the tracker app's"
            }
        }
        return nil
    }
}
