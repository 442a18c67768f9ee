extension View {
    /// SwiftUI's debugging aid that prints, in a body, what made the body run again. Mockup keeps no
    /// record of what changed between evaluations, so it prints nothing.
    public static func _printChanges() {}

    /// The iOS 17.1 form of `_printChanges()` that logs instead of printing; logs nothing.
    public static func _logChanges() {}
}
