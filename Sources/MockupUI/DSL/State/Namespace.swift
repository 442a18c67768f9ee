/// A namespace for matched-geometry identifiers (`@Namespace var animation`). Each wrapper gets its
/// own identifier; a static render has no transitions between matched views to animate.
@preconcurrency @MainActor @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static var nextID = 0
    private let id: ID

    public init() {
        Namespace.nextID += 1
        id = ID(value: Namespace.nextID)
    }

    public var wrappedValue: Namespace.ID { id }
}

/// The geometry a matched-geometry effect copies between views.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry with the view of the same `id` in `namespace` during a transition. At rest
    /// (all a static render shows) the view keeps its own frame, so this draws the view unchanged.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
