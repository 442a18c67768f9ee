/// Whether a system element (a bar, a separator, a drag indicator) is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
