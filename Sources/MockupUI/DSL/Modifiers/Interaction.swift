import Foundation

// Interaction is accepted and static: gestures, taps and haptics never fire in a render.

/// A gesture, as SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

/// No gesture, or the wrapped one (`.gesture(isDraggable ? drag : nil)`), as in SwiftUI.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// A drag; `onChanged` / `onEnded` handlers are accepted and never called in a static render.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When this event happened.
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        /// The drag's current velocity, in points per second.
        public var velocity: CGSize
        public var predictedEndTranslation: CGSize
        /// Where the drag would stop if it ended now, from its velocity.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + predictedEndTranslation.width - translation.width,
                    y: location.y + predictedEndTranslation.height - translation.height)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag whose locations are in `coordinateSpace` (iOS 17 form).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A tap; its action is accepted and never called in a static render.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A coordinate space for gesture locations and geometry: `.named(_:)` takes any hashable name (a
/// string, a UUID), as SwiftUI's.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local, global
    case named(AnyHashable)

    /// Whether this is the screen's coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own coordinate space.
    public var isLocal: Bool { self == .local }

    /// The key a named space is found by: its name as text, as `.coordinateSpace(name:)` records it.
    var nameKey: String? {
        if case .named(let name) = self { return String(describing: name.base) }
        return nil
    }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A haptic, as SwiftUI's `SensoryFeedback`; a render plays none.
public struct SensoryFeedback: Hashable, Sendable {
    /// Impact weight.
    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    /// Impact flexibility.
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight))")
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility))")
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (V, V) -> Void) -> some View { self }

    /// Runs `action` once when the view appears in a render, before its content is resolved — as
    /// UIKit set-up in `onAppear` (e.g. `UITabBar.appearance()`) precedes the first frame.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearAction(action: action))
    }
}

/// `.onAppear`: runs its action, then resolves the content.
struct AppearAction: NodeModifier {
    let action: (() -> Void)?
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        action?()
        return content(environment)
    }
}
