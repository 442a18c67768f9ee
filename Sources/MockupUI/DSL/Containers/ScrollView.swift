import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, drawn at its resting offset (scrolled to the top
/// leading edge, indicators hidden as iOS hides them at rest).
///
/// The content is laid out at its ideal length along the scroll axes (proposed nil) and at the
/// offered length across them; the scroll view fills the offered space along its axes (its content's
/// length when nothing is offered) and clips the content to its bounds. Several views in `content`
/// stack vertically.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        VStack(spacing: nil) { content }
            .fixedSize(horizontal: horizontal, vertical: vertical)
            .frame(maxWidth: horizontal || vertical ? .infinity : nil, maxHeight: vertical ? .infinity : nil,
                   alignment: Alignment(horizontal: horizontal ? .leading : .center,
                                        vertical: vertical ? .top : .center))
            .clipped()
    }
}
