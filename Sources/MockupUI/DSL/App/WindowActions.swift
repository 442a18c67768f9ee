import Foundation

// Windows beyond the first (iPad multitasking): opening and closing them, and how they resize. A
// render draws one window of fixed size, so the actions open nothing and resizability is moot.

/// Opens a window of a scene, as SwiftUI's `OpenWindowAction` (`@Environment(\.openWindow)`).
/// A render has one window: calling it does nothing.
public struct OpenWindowAction {
    init() {}
    /// Opens the window group presenting `value`.
    @preconcurrency @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Opens the window of the scene with `id`.
    @preconcurrency @MainActor public func callAsFunction(id: String) {}
    /// Opens the window group with `id` presenting `value`.
    @preconcurrency @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window, as SwiftUI's `DismissWindowAction` (`@Environment(\.dismissWindow)`). A
/// render's one window stays: calling it does nothing.
public struct DismissWindowAction {
    init() {}
    /// Closes the window this view is in.
    @preconcurrency @MainActor public func callAsFunction() {}
    /// Closes the window of the scene with `id`.
    @preconcurrency @MainActor public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    @preconcurrency @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Closes the window of the scene with `id` presenting `value`.
    @preconcurrency @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// How a scene's windows resize, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
    /// Between the content's minimum and maximum sizes.
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
    /// At least the content's minimum size.
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}

extension EnvironmentValues {
    /// Opens windows; does nothing in a render.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows; does nothing in a render.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Whether the platform can show several windows of the app: an iPad can (renders in portrait
    /// are regular width only there), an iPhone cannot. A render still draws one.
    public var supportsMultipleWindows: Bool { horizontalSizeClass == .regular }
}

extension Scene {
    // Window placement and chrome on macOS, iPadOS and visionOS; an iPhone's one window fills the
    // screen, so a render keeps the device's size.

    /// How the scene's windows resize.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    /// The size of the scene's first window.
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    /// Where the scene's first window opens.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }
    /// The key that opens a new window of the scene.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization = .automatic) -> some Scene { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene { self }
}
