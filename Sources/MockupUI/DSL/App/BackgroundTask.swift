import Foundation

/// Work the system wakes an app for in the background (iOS 16), as SwiftUI's `BackgroundTask`:
/// `.backgroundTask(.appRefresh("feed")) { … }` on a scene. A render is never woken, so the action
/// never runs.
public struct BackgroundTask<Request, Response>: Sendable {
    /// The task's kind and identifier, as the code named it.
    let name: String
}

extension BackgroundTask {
    /// Every background URL session's events; the action is given the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(name: "urlSession") }
    /// The events of the background URL session with `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "urlSession:\(identifier)")
    }
    /// The events of the background URL sessions whose identifiers `matching` accepts.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(name: "urlSession:matching")
    }
    /// Every app refresh; the action is given the refresh task's identifier.
    public static var appRefresh: BackgroundTask<String?, Void> { BackgroundTask<String?, Void>(name: "appRefresh") }
    /// The app refresh scheduled with `identifier` (a `BGAppRefreshTaskRequest`).
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "appRefresh:\(identifier)")
    }
}

extension Scene {
    /// Runs `action` when the system wakes the app for `task`; never, in a render.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>,
                                                         action: @escaping @Sendable (D) async -> R) -> some Scene { self }
}
