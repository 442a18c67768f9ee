import Foundation

/// A horizontal alignment guide (VStack's `alignment:`).
public struct HorizontalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    init(_ id: AlignmentID) { self.id = id }
    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.center)
    public static let trailing = HorizontalAlignment(.trailing)
}

/// A vertical alignment guide (HStack's `alignment:`).
public struct VerticalAlignment: Hashable, Sendable {
    public let id: AlignmentID
    init(_ id: AlignmentID) { self.id = id }
    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.center)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

extension Alignment {
    /// An alignment from SwiftUI's guide types.
    @_disfavoredOverload
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.init(horizontal: horizontal.id, vertical: vertical.id)
    }
}

/// Children side by side, left to right.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.linearStack(.horizontal, alignment.id, spacing, content, environment)]
    }
}

/// Children one below the other.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.linearStack(.vertical, alignment.id, spacing, content, environment)]
    }
}

/// Children on top of each other, later ones in front.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.zstack(alignment: alignment, children: MockupUI.resolveNodes(content, in: environment))]
    }
}

/// Flexible space along the enclosing stack's axis.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.spacer(minLength: minLength.map(Double.init))]
    }
}

extension ViewNode {
    /// An HStack or VStack of `content`'s views.
    @MainActor
    static func linearStack<Content: View>(_ axis: Axis, _ alignment: AlignmentID, _ spacing: CGFloat?,
                                           _ content: Content, _ environment: EnvironmentValues) -> ViewNode {
        .stack(axis: axis, alignment: alignment, spacing: spacing.map(Double.init),
               children: resolveNodes(content, in: environment.with { $0.stackAxis = axis }))
    }
}
