import Foundation
import MockupAssets

/// The app's localized string tables (`Localizable.strings` in `.lproj` folders, string catalogs),
/// which `Text("key")`, `NSLocalizedString` and `String(localized:)` read, as they read the main
/// bundle's on iOS. A guide's runner sets them at launch (`--strings`); none until then, and every
/// key shows itself.
public enum AppStringTables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables = StringTables()

    /// The tables looked in.
    public static var current: StringTables {
        get { lock.withLock { tables } }
        set { lock.withLock { tables = newValue } }
    }

    /// The format string `table` (`Localizable` when nil) has for `key`, its specifiers as written;
    /// nil when the table lacks the key.
    public static func format(for key: String, table: String? = nil) -> String? {
        current.format(for: key, table: table)
    }

    /// `key`'s translation in `table` with `values` written into its specifiers, in order (without
    /// values, as it reads); nil when the table lacks the key.
    public static func string(for key: String, table: String? = nil, values: [String]) -> String? {
        format(for: key, table: table).map { values.isEmpty ? $0 : StringTables.filling($0, with: values) }
    }
}
