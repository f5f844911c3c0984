/// Where a string unit stands inside one localization: an optional substitution, then the
/// variation steps, written `plural.one`, `device.iphone/plural.other`,
/// `substitutions.count/plural.few`; the plain unit is the empty path.
public struct UnitPath: Sendable, Hashable, CustomStringConvertible {
    public struct Step: Sendable, Hashable {
        /// `plural`, `device`, or another selector name as written.
        public var selector: String
        public var name: String

        public init(selector: String, name: String) {
            self.selector = selector
            self.name = name
        }
    }

    public var substitution: String?
    public var steps: [Step]

    public init(substitution: String? = nil, steps: [Step] = []) {
        self.substitution = substitution
        self.steps = steps
    }

    /// Parses the text form; nil when a component is not `selector.name`.
    public init?(_ text: String) {
        substitution = nil
        steps = []
        if text.isEmpty { return }
        for (position, component) in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            guard let dot = component.firstIndex(of: "."), dot != component.startIndex,
                  component.index(after: dot) != component.endIndex else { return nil }
            let selector = String(component[..<dot])
            let name = String(component[component.index(after: dot)...])
            if selector == "substitutions" {
                guard position == 0 else { return nil }
                substitution = name
            } else {
                steps.append(Step(selector: selector, name: name))
            }
        }
    }

    public var description: String {
        ((substitution.map { ["substitutions.\($0)"] } ?? []) + steps.map { "\($0.selector).\($0.name)" }).joined(separator: "/")
    }

    /// The same path as the steps a walk through the localization's variations takes.
    package var variantPath: VariantPath {
        steps.map { VariantStep(kind: Variations.Kind(name: $0.selector), name: $0.name) }
    }
}
