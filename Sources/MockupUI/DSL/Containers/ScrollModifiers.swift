import Foundation

/// How a scroll view settles after a swipe (`.paging`, `.viewAligned`, or your own): it moves the
/// target a swipe would end on. A still never scrolls, so it is never asked.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where a swipe would end, to where the scroll view should settle.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll ends: the rect of the content that will be visible, and an anchor in it.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

/// What a `ScrollTargetBehavior` knows about the scroll it settles.
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour moved it.
    public var originalTarget: ScrollTarget
    /// The swipe's velocity, in points per second.
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// `.paging`: settles on page boundaries (multiples of the container's size).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.horizontal), context.containerSize.width > 0 {
            target.rect.origin.x = (target.rect.minX / context.containerSize.width).rounded() * context.containerSize.width
        }
        if context.axes.contains(.vertical), context.containerSize.height > 0 {
            target.rect.origin.y = (target.rect.minY / context.containerSize.height).rounded() * context.containerSize.height
        }
    }
}
/// `.viewAligned`: settles on the views marked `scrollTargetLayout()`; their frames are only known to
/// a scrolling scroll view, so the target stays where the swipe would end.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// Which views a swipe may skip.
    public enum LimitBehavior: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
    public init(limitBehavior: LimitBehavior = .automatic) {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view bounces at its edges.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// How a scroll view dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Which part of a scroll view's content is at rest in view (`defaultScrollAnchor`, `scrollPosition`).
enum ScrollRestingAnchor {
    /// Where the content of a scroll view along `axes` rests for `anchor`: its start, middle or end
    /// on each scroll axis (the nearest of the three; a chat opened at `.bottom` shows its end),
    /// centred across the others. The content is aligned in the scroll view's frame, which shows
    /// that part when the content overflows it.
    static func alignment(_ anchor: UnitPoint?, axes: Axis.Set) -> Alignment {
        func third(_ value: Double?) -> Int { value.map { $0 < 0.25 ? 0 : $0 > 0.75 ? 2 : 1 } ?? 0 }
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom]
        return Alignment(horizontal: axes.contains(.horizontal) ? horizontal[third(anchor?.x)] : .center,
                         vertical: axes.contains(.vertical) ? vertical[third(anchor?.y)] : .center)
    }
}

extension View {
    /// Whether scroll indicators show; iOS hides them at rest, so nothing changes in a still.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentWriter { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        })
    }
    /// How the scroll view settles after a swipe; no effect at rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Makes the outermost layout in this view the scroll target layout: its direct children are the
    /// views `scrollPosition(id:)` and `ScrollPosition(id:)` scroll to (and `.viewAligned` settles on).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        wrapNodes { node, _ in isEnabled ? .scrollTargetLayout(node) : node }
    }
    /// Marks this view as a scroll target of `.viewAligned` behaviour (iOS 17); no effect at rest.
    public func scrollTarget(isEnabled: Bool = true) -> some View { self }
    /// The identity of the view at the scroll position (iOS 17): scroll views in this view open with
    /// the bound view of their scroll target layout (`scrollTargetLayout()`) at `anchor` of their
    /// visible region — at its top leading corner without one, as the binding names the top-most /
    /// leading-most view.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let target = id.wrappedValue.map { ScrollRequest(scrollTargetID: $0, anchor: anchor ?? .topLeading) }
        return controlEnvironment { if let target { $0.scrollRequest = target } }
    }
    /// Disables scrolling (`isScrollEnabled` below); a still does not scroll either.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter { $0.system.isScrollEnabled = !disabled })
    }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(EnvironmentWriter { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        })
    }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
    /// Pull to refresh; nothing is pulled in a still.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(EnvironmentWriter { $0.system.refresh = RefreshAction(action: action) })
    }

    /// Lets scroll views in this view draw their content outside their bounds (no clipping).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        controlEnvironment { $0.scrollClipDisabled = disabled }
    }

    /// Extra margins around scroll content (inside the scroll view, scrolled with the content).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View {
        let insets = EdgeInsets(top: edges.contains(.top) ? length ?? 16 : 0, leading: edges.contains(.leading) ? length ?? 16 : 0,
                                bottom: edges.contains(.bottom) ? length ?? 16 : 0,
                                trailing: edges.contains(.trailing) ? length ?? 16 : 0)
        return contentMargins(insets, for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> some View {
        contentMargins(insets, for: placement)
    }

    private func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement) -> some View {
        controlEnvironment { if placement != .scrollIndicators { $0.scrollContentMargins = insets } }
    }

    /// Where scroll views in this view rest: `.bottom` starts them scrolled to the end, and content
    /// smaller than them sits at their bottom.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        controlEnvironment { $0.scrollInitialAnchor = anchor; $0.scrollAlignmentAnchor = anchor }
    }

    /// Actions revealed by swiping a list row; hidden at rest.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable, Codable, BitwiseCopyable {
    case leading, trailing
    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable, BitwiseCopyable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}
