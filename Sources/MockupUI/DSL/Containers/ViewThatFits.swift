import Foundation

/// The first of several views that fits, as SwiftUI's `ViewThatFits`: each candidate's ideal
/// size on `axes` is compared with the proposal during layout, in order; the first that fits is
/// shown, else the last candidate.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                       candidates: MockupUI.resolveNodes(content, in: environment))]
    }
}
