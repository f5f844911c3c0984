/// One step of a variant path inside a localization: `plural.one`, `device.iphone`.
package struct VariantStep: Equatable {
    package var kind: Variations.Kind
    package var name: String

    package init(kind: Variations.Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// A variant path inside a localization: `[plural.one, device.iphone]`.
package typealias VariantPath = [VariantStep]

extension LocalizedContent {
    /// The source leaf matching a translation's variant path: the same case where the source
    /// has the same selector, its `other` case when the category is absent, and the source's
    /// `other` form where only the source varies.
    package func sourceText(at path: ArraySlice<VariantStep>) -> String? {
        if let variations = self.variations, variations.kind == .plural || variations.kind == .device {
            var rest = path
            let chosen: VariationCase?
            if let index = path.firstIndex(where: { $0.kind == variations.kind }) {
                chosen = variations.case(path[index].name) ?? variations.case("other") ?? variations.cases.first
                rest.remove(at: index)
            } else {
                chosen = variations.case("other") ?? variations.cases.first
            }
            if let chosen, let text = chosen.content.sourceText(at: rest) { return text }
        }
        return stringUnit?.value
    }
}
