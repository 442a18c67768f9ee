import Foundation
import SwiftUI

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family the widget is shown in (`.systemSmall` outside a widget render).
    public internal(set) var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// How the system draws the widget: `.fullColor` on the Home Screen, `.vibrant` on the Lock Screen.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is drawn: on the Home Screen, not on the Lock Screen.
    public internal(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The margins the system puts around the widget's content (also when they are disabled, so a
    /// view can apply them itself); zero outside a widget render.
    public internal(set) var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }

    /// Whether a `widgetLabel` is shown (watchOS complications; false on iOS).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// Whether a Live Activity fills the screen (StandBy): false in a render.
    public internal(set) var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] }
        set { self[ActivityFullscreenKey.self] = newValue }
    }
}

/// How the system colours a widget.
public struct WidgetRenderingMode: Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// The widget's own colours (the Home Screen).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Colours replaced by the accent and the primary colour (watchOS tinted faces).
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated and blended with the wallpaper (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}
