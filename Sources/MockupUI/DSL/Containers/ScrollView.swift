import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`, drawn at rest: scrolled to its top leading edge
/// (to the bottom under `defaultScrollAnchor(.bottom)` or `scrollPosition` at `.bottom`),
/// indicators hidden as iOS hides them at rest.
///
/// The content is laid out at its ideal length along the scroll axes (proposed nil) and at the
/// offered length across them, inside its `contentMargins`; the scroll view fills the offered space
/// along its axes (its content's length when nothing is offered) and clips the content to its
/// bounds, grown along its axes out past the safe area's edges it borders, unless
/// `scrollClipDisabled()`. Several views in `content` stack vertically; a single view
/// is not wrapped in a stack (which would re-propose it its own ideal width when placing it). When the
/// initial-offset and alignment anchors differ (`defaultScrollAnchor(_:for:)`), the content rests at
/// the alignment anchor if it fits and at the initial offset if it overflows. Scrolled by code before
/// the still (`scrollPosition(id:)`, `ScrollPosition`, `ScrollViewProxy.scrollTo`), overflowing
/// content opens at that target instead (`ScrollRequest`).
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    @Environment(\.controls) private var controls

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        let vertical = axes.contains(.vertical)
        let overflowing = ScrollRestingAnchor.alignment(controls.scrollInitialAnchor, axes: axes)
        let fitting = ScrollRestingAnchor.alignment(controls.scrollAlignmentAnchor, axes: axes)
        // A vertical scroll view's content runs on under the bars below it (a tab bar, the home
        // indicator), as iOS insets the content rather than the scroll view; content resting at its
        // end stops at that inset, so then the scroll view stays in the safe area.
        let under: Edge.Set = vertical && overflowing.vertical != .bottom ? .bottom : []
        // Tells an enclosing TabView that its content may run under the bar; the marked content's
        // placed frame tells whether it does.
        let _ = !under.isEmpty ? RenderContext.current?.verticalScrollViews += 1 : ()
        let marked = !under.isEmpty
        // Overflowing content opens at its initial-offset anchor unless code scrolled it.
        let anchored = controls.scrollInitialAnchor.map { [ScrollRequest(contentAnchor: $0)] } ?? []
        let targets = anchored + (controls.scrollRequest.map { [$0] } ?? []) + (RenderContext.current?.scrollRequests ?? [])
        let resting = Group {
            if overflowing == fitting {
                viewport(resting: overflowing, marked: marked, targets: targets)
            } else {
                ViewThatFits(in: axes) {
                    viewport(resting: fitting, marked: marked, targets: targets)
                    viewport(resting: overflowing, marked: marked, targets: targets)
                }
            }
        }
        let horizontal = axes.contains(.horizontal)
        // The viewport is the `.scrollView` coordinate space, and `.scrollView(axis:)` for each axis.
        let spaces = [NamedCoordinateSpace.scrollView] + (horizontal ? [.scrollView(axis: .horizontal)] : [])
            + (vertical ? [.scrollView(axis: .vertical)] : [])
        // It clips along its scroll axes out past the safe area's edges it borders (under the bars),
        // as a UIScrollView's frame covers them; across them, at its own frame.
        let clipEdges = (vertical ? Edge.Set.vertical : []).union(horizontal ? Edge.Set.horizontal : [])
        resting.wrapNodes { node, _ in
            let clipped = controls.scrollClipDisabled ? node : .scrollClip(clipEdges, child: node)
            let container = ViewNode.sizingContainer(margins: controls.scrollContentMargins, child: clipped)
            let spaced = spaces.reduce(container) { .coordinateSpace($1.name, child: $0) }
            return under.isEmpty ? spaced : .ignoresSafeArea(under, child: spaced)
        }
    }

    /// The content at its ideal length along the scroll axes, in a frame filling the scroll view,
    /// aligned at `resting` or scrolled to the latest of `targets` it has; `marked` content is a
    /// `ScrollContentNode`.
    private func viewport(resting: Alignment, marked: Bool, targets: [ScrollRequest]) -> some View {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        return ImplicitVStack(content: content)
            .controlEnvironment { controls in
                controls.scrollRequest = nil
                controls.scrollRequestViews.formUnion(targets.compactMap(\.viewIdentifier))
            }
            .padding(controls.scrollContentMargins)
            .fixedSize(horizontal: horizontal, vertical: vertical)
            .wrapNodes { node, _ in marked ? .scrollContent(node) : node }
            .wrapNodes { [axes, controls] node, _ in
                targets.isEmpty ? node
                    : .scrollOffset(targets, axes: axes, alignment: resting, margins: controls.scrollContentMargins, content: node)
            }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: vertical ? 0 : nil, maxHeight: vertical ? .infinity : nil,
                   alignment: resting)
    }
}
