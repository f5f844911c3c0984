import StringCatalog
import SharpTools
import CatalogCode

/// What a target's build settings say about localization, over its build configurations (a
/// target's setting over its project's, per configuration): whether the Swift compiler
/// extracts keys (`SWIFT_EMIT_LOC_STRINGS`), whether exports prefer string catalogs
/// (`LOCALIZATION_PREFERS_STRING_CATALOGS`), and the compilation conditions of the
/// configuration an archive builds (the list's `defaultConfigurationName`, `Release` in a new
/// project), which decide which `#if` branches ship.
package struct LocalizationSettings: Sendable, Equatable {
    /// The configurations, in the project's order.
    package var configurations: [String] = []
    /// `SWIFT_EMIT_LOC_STRINGS` per configuration where the project sets it.
    package var emitsLocStrings: [String: Bool] = [:]
    /// `LOCALIZATION_PREFERS_STRING_CATALOGS` per configuration where the project sets it.
    package var prefersStringCatalogs: [String: Bool] = [:]
    /// The configuration an archive builds, and its `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
    /// (`$(inherited)` left out); nil when the project names none.
    package var releaseConfiguration: String?
    package var releaseConditions: Set<String>?

    package init() {}

    /// Whether Xcode's build extracts no key from the target's Swift code: the project turns
    /// `SWIFT_EMIT_LOC_STRINGS` off in every configuration. A project that does not set it
    /// leaves it to Xcode, whose recommended settings turn it on: extracted, as before.
    package var extractionIsOff: Bool {
        !configurations.isEmpty && configurations.allSatisfy { emitsLocStrings[$0] == false }
    }

    /// The settings of one target from its configuration list and its project's.
    static func read(target list: String?, project projectList: String?, objects: XcodeProjectObjects) throws(PropertyListText.Failure) -> LocalizationSettings {
        let projectConfigurations = try configurations(of: projectList, objects: objects)
        let targetConfigurations = try configurations(of: list, objects: objects)
        var settings = LocalizationSettings()
        settings.configurations = (targetConfigurations.isEmpty ? projectConfigurations : targetConfigurations).map(\.name)
        func value(_ name: String, in configuration: String) -> String? {
            targetConfigurations.first { $0.name == configuration }?.settings[name]
                ?? projectConfigurations.first { $0.name == configuration }?.settings[name]
        }
        for configuration in settings.configurations {
            if let text = value("SWIFT_EMIT_LOC_STRINGS", in: configuration) { settings.emitsLocStrings[configuration] = text == "YES" }
            if let text = value("LOCALIZATION_PREFERS_STRING_CATALOGS", in: configuration) { settings.prefersStringCatalogs[configuration] = text == "YES" }
        }
        let targetDefault = try defaultConfiguration(of: list, objects: objects)
        let projectDefault = try defaultConfiguration(of: projectList, objects: objects)
        let defaultName = targetDefault ?? projectDefault ?? "Release"
        if settings.configurations.contains(defaultName) {
            settings.releaseConfiguration = defaultName
            let target = targetConfigurations.first { $0.name == defaultName }?.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]
            let project = projectConfigurations.first { $0.name == defaultName }?.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]
            var conditions = Set<String>()
            // `$(inherited)` in the target's value brings the project's in.
            for text in [target ?? project, target != nil ? project : nil].compactMap({ $0 }) {
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                conditions.formUnion(words.filter { !$0.hasPrefix("$(") })
                if !words.contains("$(inherited)") { break }
            }
            settings.releaseConditions = conditions
        }
        return settings
    }

    private struct Configuration {
        var name: String
        var settings: [String: String]
    }

    private static func configurations(of list: String?, objects: XcodeProjectObjects) throws(PropertyListText.Failure) -> [Configuration] {
        guard let list, let object = objects.object(list) else { return [] }
        var found: [Configuration] = []
        for id in try object.strings("buildConfigurations", of: objects.describe(list)) {
            guard objects.isa(id) == "XCBuildConfiguration", let configuration = objects.object(id) else { continue }
            let what = objects.describe(id)
            guard let name = try configuration.string("name", of: what) else { continue }
            var settings: [String: String] = [:]
            if let table = try configuration.dictionary("buildSettings", of: what) {
                for key in ["SWIFT_EMIT_LOC_STRINGS", "LOCALIZATION_PREFERS_STRING_CATALOGS", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"] {
                    switch table[key] {
                    case .string(let text): settings[key] = text
                    case .array(let items): settings[key] = items.compactMap(\.string).joined(separator: " ")
                    default: break
                    }
                }
            }
            found.append(Configuration(name: name, settings: settings))
        }
        return found
    }

    private static func defaultConfiguration(of list: String?, objects: XcodeProjectObjects) throws(PropertyListText.Failure) -> String? {
        guard let list, let object = objects.object(list) else { return nil }
        return try object.string("defaultConfigurationName", of: objects.describe(list))
    }
}
