import Foundation
import Testing

/// The text `streaks` table fits a terminal of 100 columns, in every shipped language, with the
/// legend of its 14-day strip.
@Suite struct StreaksTextCLITests {
    private let fixedTime = ["--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]

    @Test func theTableOfTheSampleFitsAHundredColumnsWithALegend() throws {
        let result = try TrackerKitProcess.run(["streaks", "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings"] + fixedTime)
        #expect(result.exitCode == 0)
        #expect(result.stdout == """
            As of Nov 20, 2026 · Europe/Berlin
            Yesterday: 4 done · 1 joker used · 3 missed · 4 trackers logged today · NoAlc: 16 days · 1 joker

                              Current  Longest  Jokers
            #  Tracker        streak   streak   available  Today           Last 14 days
            1  NoAlc          16 days  38 days  1 joker    not logged yet  🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟦🟩🟩➖
            2  Energy         1 day    8 days              ⚡ Medium       ⬜🟩⬜⬜🟩🟩🟩⬜🟩🟩🟩🟩⬜🟩
            3  Doomscrolling  0 days   5 days              not logged yet  🟩🟩⬜🟩⬜⬜⬜⬜🟩⬜⬜⬜⬜➖
            4  Mood           2 days   24 days             😊 Great        🟩⬜🟩🟩🟩🟩⬜🟩🟩⬜🟩⬜🟩🟩
            5  Drink Water    1 day    5 days              10 / 8          ⬜⬜🟩🟩⬜🟩🟩⬜🟩🟩🟩🟩⬜🟩
            6  Sleep Quality  9 days   13 days  0 jokers   not logged yet  🟩🟩🟩🟨🟩🟩🟩🟩🟩🟩🟩🟩🟦➖
            7  No Smoking     14 days  48 days             ✓               🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩
            8  Deep Work      0 days   5 days              🌪️ Scattered    ⬜⬜🟨🟩🟩⬜🟩⬜⬜🟩🟩⬜🟩🟨

            🟩 Success · 🟦 Healed by a joker · 🟨 Needs a joker (none left) · 🟥 Streak broken
            ⬜ Missed (nothing that counts) · ➖ Not judged (no log yet)

            """)
    }

    /// Counted as a terminal shows them: an emoji takes two columns.
    @Test(arguments: ["en", "de"])
    func everyLineFitsAHundredColumns(_ locale: String) throws {
        let result = try TrackerKitProcess.run(["streaks", "--store", "Samples/tracker-store.json", "--locale", locale, "--include-inactive"] + fixedTime)
        #expect(result.exitCode == 0)
        for line in result.stdout.split(separator: "\n") {
            let columns = line.reduce(0) { width, character in
                width + (character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" } ? 2 : 1)
            }
            #expect(columns <= 100, "\(locale): \(columns) columns: \(line)")
        }
    }
}
