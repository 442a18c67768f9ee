import Foundation

/// A type-erased shape (iOS 16), e.g. `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`.
public struct AnyShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path
    private let size: @Sendable (ProposedViewSize) -> CGSize
    /// The wrapped shape's.
    public let layoutDirectionBehavior: LayoutDirectionBehavior

    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        size = { shape.sizeThatFits($0) }
        layoutDirectionBehavior = shape.layoutDirectionBehavior
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The wrapped shape's (an erased circle still takes a square).
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
}
