/// A store that cannot be read: the file, the place in it and what is wrong, printed as one
/// line (`Samples/x.json:12:5: trackers[3].createdAt: expected a string, found a number`).
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Place: Sendable, Equatable {
        /// The whole file (not found, not a store, …).
        case file
        /// A place in a JSON file: line and column (1-based), and the JSON path when known.
        case position(line: Int, column: Int, path: String?)
        /// A place in an SQLite store: table, and row (`Z_PK`) and column when known.
        case row(table: String, rowID: Int64?, column: String?)
    }

    public let file: String
    public let place: Place
    public let problem: String

    public init(file: String, place: Place, problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    public var description: String {
        switch place {
        case .file:
            return "\(file): \(problem)"
        case .position(let line, let column, let path):
            return "\(file):\(line):\(column): " + (path.map { "\($0): " } ?? "") + problem
        case .row(let table, let rowID, let column):
            var where_ = "table \(table)"
            if let rowID { where_ += ", row Z_PK=\(rowID)" }
            if let column { where_ += ", column \(column)" }
            return "\(file): \(where_): \(problem)"
        }
    }
}
