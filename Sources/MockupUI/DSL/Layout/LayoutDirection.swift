/// The direction of horizontal layout, as SwiftUI's `LayoutDirection`. Renders are always left
/// to right.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}
