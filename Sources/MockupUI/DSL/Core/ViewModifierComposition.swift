// Modifiers built from modifiers, as SwiftUI declares them: two modifiers in a row are one modifier
// (`ModifiedContent` of two modifiers, `concat(_:)`), and a modifier may carry its own animation or
// transaction, which a still never plays.

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The view with the first modifier applied, then the second.
    public func body(content view: _ViewModifier_Content<Self>) -> some View {
        view.modifier(content).modifier(modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with its animatable values animated by `animation`: a still draws them settled.
    public func animation(_ animation: Animation?) -> some ViewModifier { self }

    /// This modifier with its state changes' transaction changed by `transform`: a still draws them settled.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}
