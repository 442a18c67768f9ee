import Foundation
import SwiftUI

/// How an image in a widget is drawn in the `.accented` rendering mode (iOS 18), as SwiftUI's
/// `WidgetAccentedRenderingMode`.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    /// Tinted in the accent colour.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Desaturated.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// Desaturated, then tinted in the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// Its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How the image is drawn when the widget is in the `.accented` rendering mode (nil: the
    /// system's default). A render draws the Home Screen (`.fullColor`) or the Lock Screen
    /// (`.vibrant`), where it changes nothing, as `widgetAccentable` does: the image keeps its colours.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}
