/// An app, as SwiftUI's `App`: `@main struct FooApp: App { var body: some Scene { WindowGroup {
/// ContentView() } } }`. Mockup renders an app as its first window's content (`AppWindow`); the
/// guide runner drops `@main` (it has its own entry point) and renders each App type as a component.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The entry point `@main` calls. A render has no run loop to start: it returns at once.
    public static func main() {}
}

/// The content of the first window of `app`'s scenes, laid out as the root of a screen; a render
/// note when the app has no window.
public struct AppWindow<A: App>: View {
    let app: A

    public init(_ app: A) { self.app = app }

    public var body: some View {
        if let content = firstWindowContent(of: app.body) {
            content
        } else {
            Color.clear.unsupported("\(A.self) has no WindowGroup to render")
        }
    }
}
