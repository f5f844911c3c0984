/// The exit codes scripts rely on (contract §5).
package enum ExitCode: Int32, CaseIterable {
    /// Done, or the check passed.
    case success = 0
    /// A check found problems (`strings check`, `order --check`).
    case checkFailed = 1
    /// A usage error, or unreadable / invalid input.
    case usageOrInputError = 2
}
