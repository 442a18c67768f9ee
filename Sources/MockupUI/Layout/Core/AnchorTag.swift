import MockupRaster

/// The identity of a view an `Anchor` measures (`anchorPreference`): the layout pass records the
/// frame each tagged view is drawn at, and a `GeometryProxy` resolves anchors from those frames.
public final class AnchorTag: Hashable, Sendable {
    init() {}

    public static func == (lhs: AnchorTag, rhs: AnchorTag) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
