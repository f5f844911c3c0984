import Testing
@testable import StringCatalog
@testable import CatalogCheck
import CatalogText

@Suite struct NumbersCheckTests {
    @Test func aLostNumberIsReported() {
        let problems = QualitySupport.problems("Xcode 15.2 is required", "Xcode 15 wird benötigt")
        #expect(problems.map(\.kind) == [.numbers])
        #expect(problems.first?.message.contains("lacks the number \"15.2\" of the source") == true)
        #expect(QualitySupport.kinds("Up to 30 days", "Bis zu 3 Tage") == [.numbers])
        #expect(QualitySupport.kinds("Only 100% accurate", "Genau") == [.numbers], "'% ' is text, not a specifier")
    }

    @Test func numbersAsTranslatorsWriteThemAreThere() {
        #expect(QualitySupport.kinds("Version 1.5", "Version 1,5").isEmpty)
        #expect(QualitySupport.kinds("1,000 files", "1000 Dateien").isEmpty)
        #expect(QualitySupport.kinds("1,000 files", "1.000 Dateien").isEmpty)
        #expect(QualitySupport.kinds("1,000 files", "1\u{202F}000 fichiers", locale: "fr").isEmpty)
        #expect(QualitySupport.kinds("Up to 30", "حتى ٣٠", locale: "ar").isEmpty)
        #expect(QualitySupport.kinds("Improved by 70%", "提高70%", locale: "zh-Hans").isEmpty, "glued in the translation")
        #expect(QualitySupport.kinds("2 hours", "zwei Stunden").isEmpty, "0 to 10 may be words")
        #expect(QualitySupport.kinds("3rd party", "Drittanbieter").isEmpty, "an ordinal")
        #expect(QualitySupport.kinds("Licensed under GPLv2", "Lizenz: GPL").isEmpty, "part of a name")
        #expect(QualitySupport.kinds("%1$@ of %2$@", "%@ / %@").isEmpty, "placeholders are not numbers")
        #expect(QualitySupport.kinds("three months", "3 месяца", locale: "ru").isEmpty, "only in the translation")
        #expect(QualitySupport.kinds("See https://x.com/42", "Siehe https://x.com/42").isEmpty)
        #expect(QualitySupport.kinds("Step 20 of 20", "Schritt 20/20").isEmpty, "presence, not how often")
        #expect(QualitySupport.kinds("1.5", "1.5").isEmpty)
    }

    @Test func hostileText() {
        let long = String(repeating: "1,", count: 20_000) + "1"
        #expect(QualitySupport.kinds("Code \(long)", "Kode \(long)").isEmpty)
        #expect(QualitySupport.kinds("Code \(long)", "Kode").contains(.numbers))
        #expect(QualitySupport.kinds("Code 99999999999999999999999 here", "Kode hier") == [.numbers])
        #expect(QualitySupport.kinds("Code ٣٣ here", "Kode 33 hier").isEmpty)
        #expect(QualitySupport.kinds("Code 𝟙𝟚 here", "Kode 12 hier").isEmpty, "mathematical digits are digits")
    }

    @Test func aChangedUnitOfMeasureIsReported() {
        let problems = QualitySupport.problems("Free: %@ MB", "Frei: %@ GB")
        #expect(problems.map(\.kind) == [.numbers])
        #expect(problems.first?.message.contains("has \"GB\" where the source has \"MB\" after a number") == true)
        #expect(QualitySupport.kinds("Wi-Fi at 5 GHz", "WLAN mit 5 MHz") == [.numbers])
        #expect(QualitySupport.kinds("%lld KB left", "Il reste %lld Mo", locale: "fr") == [.numbers], "French octets are read in French")
        #expect(QualitySupport.kinds("%lld MiB", "%lld GiB") == [.numbers])
        #expect(QualitySupport.kinds("Xcode 15.2 needs 40 GB", "Xcode 15 braucht 40 MB") == [.numbers], "one problem of the kind: the lost number first")
    }

    @Test func aUnitLocalizedOrSpelledOutIsTheSame() {
        #expect(QualitySupport.kinds("%@ MB free", "%@ Mo libres", locale: "fr").isEmpty)
        #expect(QualitySupport.kinds("%@ MB free", "Свободно %@ МБ", locale: "ru").isEmpty)
        #expect(QualitySupport.kinds("%@ MB free", "%@\u{A0}MB frei").isEmpty)
        #expect(QualitySupport.kinds("%@ MB free", "%@ Megabyte frei").isEmpty, "spelled out: not judged")
        #expect(QualitySupport.kinds("%@ MB free", "%@ MiB frei").isEmpty, "another family: not judged")
        #expect(QualitySupport.kinds("%@ MB of 2 GB", "2 GB, davon %@ MB").isEmpty, "both units there, in another order")
        #expect(QualitySupport.kinds("Move %@ To Trash", "%@ Go in den Papierkorb").isEmpty, "Go and To are units only in French")
        #expect(QualitySupport.kinds("%@ MBit/s", "%@ GBit/s").isEmpty, "a whole word only")
        #expect(QualitySupport.kinds("MB and GB", "GB und MB").isEmpty, "not after a number")
    }

    @Test func hostileUnits() {
        let many = String(repeating: "%@ MB ", count: 5_000)
        #expect(QualitySupport.kinds("Sizes: \(many)", "Größen: \(many)").isEmpty)
        #expect(QualitySupport.kinds("Sizes: \(many)", "Größen: " + String(repeating: "%@ GB ", count: 5_000)) == [.numbers])
        #expect(QualitySupport.kinds("Size %@ MB", "Größe %@ \u{202E}GB").isEmpty, "a bidi override breaks the adjacency")
        #expect(QualitySupport.kinds("Size 5\u{E000} MB", "Größe 5\u{E000} GB") == [.numbers], "a private-use scalar as written")
        #expect(MeasureUnit.afterNumbers(in: QualityText("5 M"), locale: QualityLocale("en")).isEmpty, "cut short")
        #expect(MeasureUnit.afterNumbers(in: QualityText(""), locale: QualityLocale("en")).isEmpty)
    }
}
