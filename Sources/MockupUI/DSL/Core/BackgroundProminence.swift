/// How prominent the background behind a view is (iOS 17): `.increased` on a selected list row or
/// another emphasised background, where foregrounds use stronger styles. A render has no selection,
/// so it stays `.standard` unless code sets it.
public struct BackgroundProminence: Hashable, Sendable {
    let name: String
    public static let standard = BackgroundProminence(name: "standard")
    public static let increased = BackgroundProminence(name: "increased")
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
}

extension EnvironmentValues {
    /// The prominence of the background behind this view.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
