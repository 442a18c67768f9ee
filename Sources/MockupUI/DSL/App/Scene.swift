import Combine

/// A part of an app's user interface with a life cycle the system manages, as SwiftUI's `Scene`:
/// a `WindowGroup`, or a scene of the user's built from others in its `body`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// A scene that shows its content directly instead of having a `body`.
@MainActor
protocol PrimitiveScene: Scene where Body == Never {
    /// The view the scene's first window shows; nil when it has no window (a `Settings` scene).
    var windowContent: AnyView? { get }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body; only their window content is read.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene: its body is never evaluated")
    }
}

extension Never: Scene {
    /// Never has no body; the one member serves both `View` and `Scene`.
    public var body: Never { fatalError("Never has no body") }
}

/// The view the first window of `scene` shows: a primitive scene's content, else its body's.
@MainActor
func firstWindowContent<S: Scene>(of scene: S) -> AnyView? {
    if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
    guard S.Body.self != Never.self else { return nil }
    return firstWindowContent(of: scene.body)
}

/// Builds a scene from the scenes listed in an `App`'s or `Scene`'s `body`, as SwiftUI's
/// `SceneBuilder`.
@preconcurrency @MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
        TupleScene(repeat each scenes)
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> OptionalScene<S> { OptionalScene(scene: scene) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// Several scenes side by side (a `SceneBuilder` block).
public struct TupleScene<each S: Scene>: PrimitiveScene {
    let scenes: (repeat each S)
    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    var windowContent: AnyView? {
        for scene in repeat each scenes {
            if let content = firstWindowContent(of: scene) { return content }
        }
        return nil
    }
}

/// A scene present only when a condition holds (`if` in a `SceneBuilder` block).
public struct OptionalScene<S: Scene>: PrimitiveScene {
    let scene: S?
    var windowContent: AnyView? { scene.flatMap { firstWindowContent(of: $0) } }
}

extension Scene {
    /// Runs `action` when `value` changes; nothing changes in a render.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

    /// Runs `action` when `value` changes (`initial`: also when the scene appears); nothing runs in
    /// a render, whose scene never appears on screen.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { self }

    /// Runs `action` when `value` changes (`initial`: also when the scene appears).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }

    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(scene: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Puts `object` in the environment of the scene's views.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(scene: self) { AnyView($0.environmentObject(object)) }
    }

    /// Changes an environment value for the scene's views.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some Scene {
        ModifiedScene(scene: self) { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
    }
}

/// A scene whose window content is wrapped by a view modifier (`.environment` on a scene).
struct ModifiedScene<S: Scene>: PrimitiveScene {
    let scene: S
    let modify: @MainActor (AnyView) -> AnyView
    var windowContent: AnyView? { firstWindowContent(of: scene).map(modify) }
}
