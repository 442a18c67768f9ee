import Foundation

/// The phase of a view's transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// About to appear.
    case willAppear
    /// On screen: a still shows every view in this phase.
    case identity
    /// Just removed.
    case didDisappear

    /// Whether the view is on screen.
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 on screen, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition needs from the system, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view enters and leaves (iOS 17), as SwiftUI's `Transition`: `body` draws the view in a
/// phase. A still shows the view on screen, so `transition(_:)` draws it in the `.identity` phase.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// No transition.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs, scales and fades the view in and out (iOS 17 `.blurReplace`).
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it enters and leaves.
    public struct Configuration: Hashable, Sendable {
        let leavesDown: Bool
        /// Enters scaling down from above, leaves scaling up.
        public static let downUp = Configuration(leavesDown: false)
        /// Enters and leaves scaling up.
        public static let upUp = Configuration(leavesDown: true)
    }

    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = phase.isIdentity ? 1 : (phase == .willAppear && configuration == .downUp ? 1.2 : 0.8)
        return content.blur(radius: phase.isIdentity ? 0 : 10).scaleEffect(scale).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Slides the view in from one edge and out at the opposite edge, fading.
public struct PushTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Off-screen phases move the view a full screen length away; a still never shows them.
        content.offset(edge.outward(by: -phase.value * Edge.offscreenDistance)).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension AnyTransition {
    /// Wraps a `Transition`.
    public init<T: Transition>(_ transition: T) { self.init(name: "\(T.self)") }
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition(configuration: .downUp)) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: configuration))
    }
}

extension View {
    /// How the view enters and leaves; a still draws it in the `.identity` phase.
    public func transition<T: Transition>(_ transition: T) -> some View {
        transition.body(content: placeholder(as: T.self), phase: .identity)
    }

    /// The view as the content of a transition of type `T`.
    func placeholder<T>(as type: T.Type) -> PlaceholderContentView<T> {
        let view = self
        return PlaceholderContentView { MockupUI.resolveNodes(view, in: $0) }
    }
}
