import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogCode

/// The scanner on the fixture app `Tests/Fixtures/sources/GateApp` (written for these tests):
/// every API form, literal kind, interpolation rule, comments and `#if`.
@Suite struct SwiftKeyScannerTests {
    static let root = Support.packageRoot.appendingPathComponent("Tests/Fixtures/sources/GateApp")

    static func scan(_ file: String, extra: [String] = ["labelKey", "L10n.tr"]) throws -> SourceScan {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
        return SwiftKeyScanner(extraNames: extra).scan(bytes, file: file)
    }

    /// `key|api|table|line:column`, `~` before a pattern's key.
    static func rows(_ scan: SourceScan) -> [String] {
        scan.uses.map { use in
            "\(use.patternParts == nil ? "" : "~")\(use.key)|\(use.api)|\(use.table ?? "-")|\(use.location.line):\(use.location.column)"
        }
    }

    @Test func everyAPIForm() throws {
        #expect(Self.rows(try Self.scan("App/Views.swift")) == [
            "Typed Key|LocalizedStringKey|-|7:37", "Plain Text|Text|-|12:22", "Save|Button|-|14:24", "Profile|Label|-|15:23",
            "Notifications|Toggle|-|16:24", "General|Section|-|17:25", "Details|NavigationLink|-|18:32", "Theme|Picker|-|19:24",
            "More|Menu|-|20:22", "Your name|TextField|-|21:27", "Enabled|Text|-|22:29", "Disabled|Text|-|22:41",
            "Other table|Text|Widget|23:22", "Settings|navigationTitle|-|26:30", "Delete all?|alert|-|27:20",
            "Really?|confirmationDialog|-|28:33", "Help text|help|-|29:19", "Settings screen|accessibilityLabel|-|30:33",
            "Localized String|localized:|-|35:28", "Legacy Key|NSLocalizedString|-|36:28", "Shared.Title|localized:|Widget|37:28",
            "Resource Key|LocalizedStringResource|-|40:45", "Explicit Key|LocalizedStringKey|-|41:39",
        ])
    }

    @Test func literalKindsCommentsAndConditionalCompilation() throws {
        // Not keys: Text(verbatim:), a concatenation, anything in a comment. Both #if branches are.
        #expect(Self.rows(try Self.scan("App/Literals.swift")) == [
            "Tab\there, quote \" and backslash \\|Text|-|8:18", "Café 😀|Text|-|9:18", #"Raw "quoted" \n stays|Text|-|10:18"#,
            "Multi-line\n  indented \"text\"|Text|-|11:18", "Joined line|Text|-|15:18", "Größe: Ü|Text|-|19:18",
            "Watch Branch|Text|-|21:18", "Other Branch|Text|-|23:18", "Unused Here|Text|-|25:18",
        ])
    }

    @Test func interpolationsBecomeTheKeyXcodeDerives() throws {
        #expect(Self.rows(try Self.scan("App/Interpolation.swift")) == [
            "%lld items|Text|-|11:18", "~%@ days|Text|-|12:18", "~Hello, %@!|Text|-|13:18", "%.1f km|Text|-|14:18",
            "%lld whole, %lf exact|Text|-|15:18", "Total: %@ (%lld%%)|Text|-|16:18", "Step %lld of %@|Text|-|17:18",
            "Since %@|Text|-|18:18",
        ])
        let days = try #require(try Self.scan("App/Interpolation.swift").uses.first { $0.key == "%@ days" })
        #expect(days.matches("%lld days") && days.matches("%@ days") && days.matches("%1$ld days"))
        #expect(!days.matches("%lld days ago") && !days.matches("days") && !days.matches("x days"))
    }

    @Test func configuredPatternsAndAnnotations() throws {
        let scan = try Self.scan("App/Models.swift")
        #expect(Self.rows(scan) == ["Awful|labelKey:|-|12:21", "Mood.Great|labelKey:|-|13:21", "Custom.Key|L10n.tr|-|16:22"])
        #expect(scan.dynamicKeys == ["Workout.*"])
        // Without the configured patterns these are plain strings.
        #expect(try Self.scan("App/Models.swift", extra: []).uses.isEmpty)
    }

    @Test func lexerSurvivesBrokenInput() {
        for text in ["Text(\"unterminated", "Text(\"\"\"\nno end", "Text(\"\\(", "/* open", "Text(#\"x\"", "\"\\u{ZZZ}\"", "#", "`"] {
            _ = SwiftKeyScanner().scan(Array(text.utf8), file: "broken.swift")
        }
        let scan = SwiftKeyScanner().scan(Array("Text(\"a\\(f(\")\"))\")\nText(\"b\")".utf8), file: "nested.swift")
        #expect(Self.rows(scan) == ["~a%@|Text|-|1:6", "b|Text|-|2:6"])
    }
}

extension SwiftKeyScannerTests {
    @Test func widgetAndAppIntentForms() throws {
        #expect(Self.rows(try Self.scan("Widget/Widget.swift")) == [
            "Widget Title|Text|-|5:14", "Shared.Title|Text|Widget|6:14", "Start Timer|LocalizedStringResource|-|11:49",
            "Starts a timer.|IntentDescription|-|12:48", "Minutes|Parameter(title:)|-|13:23",
            "Shows the timer.|description|-|15:101",
        ])
    }
}

extension SwiftKeyScannerTests {
    /// Every prefix of every fixture file (a file cut anywhere: inside a literal, an escape,
    /// an interpolation, a comment) scans without trapping, and keeps its positions in range.
    @Test func everyTruncationScans() throws {
        for file in ["App/Views.swift", "App/Literals.swift", "App/Interpolation.swift", "App/Models.swift", "Widget/Widget.swift"] {
            let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(file)))
            let lineCount = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
            for end in 0...bytes.count {
                let scan = SwiftKeyScanner(extraNames: ["labelKey", "L10n.tr"]).scan(Array(bytes[..<end]), file: file)
                #expect(scan.uses.allSatisfy { $0.location.line >= 1 && $0.location.line <= lineCount && $0.location.column >= 1 })
            }
        }
    }
}

/// Literals that look like keys but are not, as published apps write them (found trying the
/// gate on real SwiftUI apps): shown verbatim, or in code no build compiles.
@Suite struct SwiftKeyScannerVerbatimTests {
    static func keys(_ source: String) -> [String] {
        SwiftKeyScanner().scan(Array(source.utf8), file: "View.swift").uses.map(\.key)
    }

    @Test func aDefaultAfterNilCoalescingIsAStringShownVerbatim() {
        #expect(Self.keys(#"Text(session.name ?? "Unknown session")"#).isEmpty)
        #expect(Self.keys(#"Text(region ?? "US").font(.body)"#).isEmpty)
        #expect(Self.keys(#"Text(flag ? "A" : region ?? "US")"#).isEmpty)
    }

    @Test func aTernaryIsAKeyOnlyWhenBothBranchesAreLiterals() {
        #expect(Self.keys(#"Text(isOn ? "On" : "Off")"#) == ["On", "Off"])
        #expect(Self.keys(#"Text(isComp ? "compsim" : name.lowercased())"#).isEmpty)
        #expect(Self.keys(#"Text(isComp ? name : "Fallback")"#).isEmpty)
    }

    @Test func codeNoBuildCompilesIsNotScanned() {
        let source = """
        #if false
        Text("Dead")
        #else
        Text("Alive")
        #endif
        #if 0
        Text("Zero")
        #elseif os(iOS)
        Text("Phone")
        #endif
        #if true
        Text("Always")
        #else
        Text("Never")
        #endif
        #if DEBUG
        Text("Debug")
        #if false
        Text("Nested dead")
        #endif
        #else
        Text("Release")
        #endif
        """
        #expect(Self.keys(source) == ["Alive", "Phone", "Always", "Debug", "Release"])
    }
}
