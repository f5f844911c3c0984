/// One entry of a picture's legend: a mark and its words — or, for a scale tracker's levels,
/// the first level's words, a swatch per shade from low to high, and the last level's words
/// ("Awful ▮▮▮▮▮ Great").
struct LegendItem: Sendable, Hashable {
    /// How the mark is drawn.
    enum Mark: Sendable, Hashable {
        /// A filled square of the style's colour (a heatmap cell, a bar).
        case square
        /// A square outline in the style's stroke (the longest streak's box, a day not judged).
        case outline
        /// A short line in the style's stroke (a chart's line, the goal's dashes).
        case line
    }

    /// The style class of the mark: one, or a scale's shades from low to high.
    let styles: [String]
    /// The words; for a scale, the low end's.
    let text: String
    /// The high end's words of a scale; nil for any other item.
    let high: String?
    let mark: Mark

    init(_ style: String, _ text: String, mark: Mark = .square) {
        styles = [style]
        self.text = text
        high = nil
        self.mark = mark
    }

    init(scale styles: [String], low: String, high: String) {
        self.styles = styles
        text = low
        self.high = high
        mark = .square
    }

    /// All the words, for a text alternative ("Awful … Great").
    var words: String { high.map { text + " … " + $0 } ?? text }
}
