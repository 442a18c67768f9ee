import Foundation

/// The first of several views that fits, as SwiftUI's `ViewThatFits`. Choosing needs each
/// candidate's ideal size compared with the proposal during layout, which the engine has no node
/// for yet: the first candidate is drawn, with a render note.
public struct ViewThatFits<Content: View>: View {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        if let first = content.flattenedCells.first {
            first.unsupported("ViewThatFits (the first candidate is drawn)")
        }
    }
}
