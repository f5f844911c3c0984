import StringCatalog

/// One parameter of an Apple API whose string literal argument is a localization key: its type
/// is `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue` or a type
/// built from one by a literal (`IntentDialog`, `DisplayRepresentation`), so the compiler makes
/// the literal a key and Xcode extracts it into the catalog.
package struct LocalizingParameter: Sendable, Hashable {
    /// Where the literal stands in the call.
    package enum Slot: Sendable, Hashable {
        /// An unlabeled argument, counted from 0 among the call's arguments.
        case position(Int)
        /// The argument with this label.
        case label(String)
    }

    /// The type the parameter has.
    package enum Kind: String, Sendable, Hashable {
        case key = "LocalizedStringKey"
        case resource = "LocalizedStringResource"
        case value = "String.LocalizationValue"
        /// A type of App Intents a literal makes through `LocalizedStringResource`.
        case intentsLiteral = "App Intents literal"
        /// `String` given to a localizing function (`NSLocalizedString`, `LocalizedStringKey(_:)`).
        case keyString = "String key"
    }

    /// The callee's last name: a type (`Text`), a function or a modifier (`navigationTitle`).
    package var name: String
    package var slot: Slot
    package var kind: Kind
    /// Whether only the member form counts (`.description("…")`, `.value("…", x)`): names too
    /// common as plain calls of other functions.
    package var memberOnly: Bool

    package init(_ name: String, _ slot: Slot = .position(0), _ kind: Kind = .key, memberOnly: Bool = false) {
        self.name = name
        self.slot = slot
        self.kind = kind
        self.memberOnly = memberOnly
    }
}

/// The APIs of SwiftUI, Foundation, App Intents, WidgetKit, Charts, MapKit and PhotosUI whose
/// string literal arguments are localization keys — what Xcode's extraction sees in them. Built
/// from Apple's documentation of the current SDK (each initializer and modifier with a
/// `LocalizedStringKey`, `LocalizedStringResource` or `String.LocalizationValue` parameter; most
/// have both a key and a resource overload, which share an entry). The scanner asks this list,
/// and the app's own declarations found by the first pass (`KeyDeclarations`) add to it.
package enum LocalizingAPIs {
    package static let all: [LocalizingParameter] = swiftUIViews + swiftUIScenes + swiftUIModifiers + foundation + appIntents + otherFrameworks

    /// Views and other values of SwiftUI built with a title key as first argument.
    static let swiftUIViews: [LocalizingParameter] = [
        "Text", "Label", "Button", "Toggle", "Picker", "Menu", "Link", "NavigationLink", "Section", "TextField", "SecureField",
        "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "ContentUnavailableView", "LabeledContent",
        "GroupBox", "DisclosureGroup", "ControlGroup", "Tab", "TabSection", "ShareLink", "SharePreview", "TableColumn",
        "AccessibilityRotorEntry", "LocalizedStringKey",
    ].map { LocalizingParameter($0) }

    /// Scenes and commands: window titles and menu names.
    static let swiftUIScenes: [LocalizingParameter] = [
        "Window", "WindowGroup", "UtilityWindow", "MenuBarExtra", "DocumentGroupLaunchScene", "CommandMenu",
    ].map { LocalizingParameter($0) }

    /// View modifiers: a title, help, badge, dialog or accessibility text. Only their member form
    /// counts (`.badge("New")`): an app's own `badge(_ text: String)` is no modifier.
    static let swiftUIModifiers: [LocalizingParameter] = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "badge", "alert", "confirmationDialog",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels", "accessibilityRotor",
        "accessibilityCustomContent", "fileDialogConfirmationLabel", "fileDialogMessage", "fileExporterFilenameLabel",
        "dialogSuppressionToggle",
    ].map { LocalizingParameter($0, memberOnly: true) } + [
        LocalizingParameter("searchable", .label("prompt"), memberOnly: true),
        LocalizingParameter("accessibilityAction", .label("named"), memberOnly: true),
    ]

    /// Foundation's localized strings.
    static let foundation: [LocalizingParameter] = [
        LocalizingParameter("String", .label("localized"), .value),
        LocalizingParameter("AttributedString", .label("localized"), .value),
        LocalizingParameter("LocalizedStringResource", .position(0), .value),
        LocalizingParameter("LocalizedStringResource", .label("stringLiteral"), .value),
        LocalizingParameter("LocalizationValue", .position(0), .keyString),
        LocalizingParameter("NSLocalizedString", .position(0), .keyString),
        LocalizingParameter("localizedString", .label("forKey"), .keyString, memberOnly: true),
    ]

    /// App Intents: titles, descriptions, dialogs, display representations, shortcut titles.
    static let appIntents: [LocalizingParameter] = [
        LocalizingParameter("IntentDescription", .position(0), .resource),
        LocalizingParameter("IntentDescription", .label("categoryName"), .resource),
        LocalizingParameter("IntentDialog", .position(0), .resource),
        LocalizingParameter("IntentDialog", .label("full"), .resource),
        LocalizingParameter("IntentDialog", .label("supporting"), .resource),
        LocalizingParameter("Parameter", .label("title"), .resource),
        LocalizingParameter("Parameter", .label("description"), .resource),
        LocalizingParameter("Parameter", .label("requestValueDialog"), .intentsLiteral),
        LocalizingParameter("result", .label("dialog"), .intentsLiteral, memberOnly: true),
        LocalizingParameter("needsValueError", .position(0), .intentsLiteral, memberOnly: true),
        LocalizingParameter("requestValue", .position(0), .intentsLiteral, memberOnly: true),
        LocalizingParameter("needsDisambiguationError", .label("dialog"), .intentsLiteral, memberOnly: true),
        LocalizingParameter("requestDisambiguation", .label("dialog"), .intentsLiteral, memberOnly: true),
        LocalizingParameter("requestConfirmation", .label("dialog"), .intentsLiteral, memberOnly: true),
        LocalizingParameter("DisplayRepresentation", .label("title"), .resource),
        LocalizingParameter("DisplayRepresentation", .label("subtitle"), .resource),
        LocalizingParameter("TypeDisplayRepresentation", .label("name"), .resource),
        LocalizingParameter("TypeDisplayRepresentation", .label("numericFormat"), .resource),
        LocalizingParameter("AppShortcut", .label("shortTitle"), .resource),
        LocalizingParameter("AppIntentRecommendation", .label("description"), .resource),
    ]

    /// WidgetKit, Charts, MapKit, PhotosUI, and one library's `Text` twin.
    static let otherFrameworks: [LocalizingParameter] = [
        LocalizingParameter("configurationDisplayName", memberOnly: true),
        LocalizingParameter("description", memberOnly: true),
        LocalizingParameter("displayName", memberOnly: true),
        LocalizingParameter("ControlWidgetButton"),
        LocalizingParameter("ControlWidgetToggle"),
        LocalizingParameter("value", .position(0), .resource, memberOnly: true),
        LocalizingParameter("chartXAxisLabel"),
        LocalizingParameter("chartYAxisLabel"),
        LocalizingParameter("Marker"),
        LocalizingParameter("Annotation"),
        LocalizingParameter("PhotosPicker"),
        // The Composable Architecture's alert and dialog texts (`TextState("Retry")`), which
        // take a `LocalizedStringKey` as SwiftUI's `Text` does.
        LocalizingParameter("TextState"),
    ]

    /// Per callee, its key slots and whether each counts only in member form.
    package static let index: [String: [LocalizingParameter.Slot: Bool]] = {
        var index: [String: [LocalizingParameter.Slot: Bool]] = [:]
        for parameter in all { index[parameter.name, default: [:]][parameter.slot] = parameter.memberOnly }
        return index
    }()

    /// Types whose literal in a declaration is a key (`let t: LocalizedStringKey = "…"`,
    /// `static var title: LocalizedStringResource = "…"`, `var t: IntentDialog { "…" }`).
    package static let literalTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue", "IntentDescription", "IntentDialog",
        "TypeDisplayRepresentation", "DisplayRepresentation",
    ]
}
