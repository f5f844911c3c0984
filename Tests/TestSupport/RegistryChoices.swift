import Output

/// The `--format` values the output registries give (`CheckFormats.all`, `StreaksFormats.all`,
/// `OrderFormats.all`), for command-line tests, which see no `Output` types: a test compares
/// what the tool offers with these, so a new format is expected without editing the test.
public enum RegistryChoices {
    /// `strings check --format`, in list order.
    public static var checkFormats: [String] { CheckFormats.names }
    /// `streaks --format`, in list order.
    public static var streaksFormats: [String] { StreaksFormats.names }
    /// `order --format`, in list order.
    public static var orderFormats: [String] { OrderFormats.names }
}
