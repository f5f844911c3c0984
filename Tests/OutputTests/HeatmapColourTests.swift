import Foundation
import Testing
import TrackerModel
@testable import Output

/// The heatmap's colours, read from the style the pictures and index.html share: every colour a
/// cell can have stands 3:1 against the missed grey in light and dark (WCAG non-text contrast —
/// what `Scripts/check-html-in-chromium.py` measures in the browser too), and a scale tracker's
/// levels (Mood) are one hue from low to high with a "low … high" legend, not success green.
@Suite struct HeatmapColourTests {
    /// `.name{fill:#rrggbb}` (or the stroke of a class without a fill) in a piece of CSS.
    static func colours(_ css: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for match in css.matches(of: /\.([a-z0-9]+)\{([^}]*)\}/) {
            let body = match.2
            if let fill = body.firstMatch(of: /fill:(#[0-9a-f]{6})/) {
                result[String(match.1)] = String(fill.1)
            } else if let stroke = body.firstMatch(of: /stroke:(#[0-9a-f]{6})/) {
                result[String(match.1)] = String(stroke.1)
            }
        }
        return result
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        func linear(_ channel: Int) -> Double {
            let v = Double(channel) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let red: Double = 0.2126 * linear(value >> 16)
        let green: Double = 0.7152 * linear((value >> 8) & 0xFF)
        let blue: Double = 0.0722 * linear(value & 0xFF)
        return red + green + blue
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func everyCellColourStandsAgainstMissedInBothSchemes() throws {
        let style = HeatmapSVG.style
        let split = try #require(style.range(of: "@media (prefers-color-scheme:dark){"))
        let light = Self.colours(style[..<split.lowerBound])
        var dark = light
        dark.merge(Self.colours(style[split.upperBound...])) { $1 }
        let cells = ["s0", "s1", "s2", "s3", "s4", "q0", "q1", "q2", "q3", "q4", "g0", "g1", "g2", "b0", "b1", "b2", "j", "c1", "o"]
        for (scheme, colours) in [("light", light), ("dark", dark)] {
            let missed = try #require(colours["m"])
            for name in cells {
                let colour = try #require(colours[name], "\(scheme) .\(name)")
                #expect(Self.contrast(colour, missed) >= 3, "\(scheme) .\(name) \(colour) against \(missed)")
            }
            // A tracker's two needs-a-joker levels (NoAlc's Easy and Wild) differ in lightness, not only in hue.
            #expect(Self.contrast(try #require(colours["g0"]), try #require(colours["g1"])) >= 1.5, "\(scheme)")
        }
    }

    @Test func aScaleIsOneHueFromLowToHigh() throws {
        let report = InsightTests.report(days: 60, steady: { $0 % 2 == 0 }, mood: { 1 + $0 % 5 })
        let html = HTMLReportFile().html(report)
        let mood = String(html[html.range(of: "<h2 id=\"t2\">")!.lowerBound...])
        #expect(mood.contains("<rect class=\"q0\"") && mood.contains("<rect class=\"q4\""))
        #expect(!mood.contains("<rect class=\"s0\" x="), "Mood's days are no success green")
        // The legend: the first level's label, the shades, the last level's label.
        #expect(mood.contains("<li>Awful<span class=\"scale\">") && mood.contains("</span>Great</li>"))
    }
}
