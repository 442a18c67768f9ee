/// Hit testing: which view receives touches. A still has no touches, so the drawing is unchanged.
/// (`.id(_:)`, identity, is in Primitives/IdentifierPrimitive.swift: tests find views by it.)
extension View {
    /// Whether the view receives touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape used for the given kinds of interaction (hit testing, drag previews, hover).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

/// The interactions a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}
