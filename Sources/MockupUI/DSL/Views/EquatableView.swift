/// A view SwiftUI re-renders only when its content changes by `==` (`equatable()`); a still
/// renders once, so it draws its content.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// Compares this view with `==` before re-rendering it.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
