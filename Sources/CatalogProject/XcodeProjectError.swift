import StringCatalog
import SharpTools
import CatalogCode

/// Why a `project.pbxproj` could not be read: not a property list (with the line), or a
/// property list that is not an Xcode project (an object of the wrong shape, with the line
/// of the value). Prints as one line, e.g.
/// `App.xcodeproj/project.pbxproj:42: PBXGroup 0A1B…: children is a string, not a list`.
package struct XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as the caller named it.
    package var file: String
    /// The 1-based line of the problem, when it has one.
    package var line: Int?
    /// What is wrong.
    package var message: String

    package init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message` (the line left out when unknown).
    package var description: String {
        (line.map { "\(file):\($0)" } ?? file) + ": " + message
    }
}
