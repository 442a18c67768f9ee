/// How severe a dialog is (iOS 17). Only macOS, watchOS and visionOS have the `dialogSeverity(_:)`
/// modifier that takes it; on iOS the type exists alone.
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    public static let automatic = DialogSeverity(name: "automatic")
    public static let critical = DialogSeverity(name: "critical")
    public static let standard = DialogSeverity(name: "standard")
}
