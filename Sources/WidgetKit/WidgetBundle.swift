import Foundation
import SwiftUI

/// The widgets of an extension (`@main struct Widgets: WidgetBundle { var body: some Widget { … } }`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The entry point of a widget extension; a render has no extension process to run.
    public static func main() {}
}

/// The widgets a `WidgetBundle`'s body lists, in order.
public struct WidgetBundleContent: Widget {
    /// The bundle's widgets.
    public let widgets: [any Widget]
    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a bundle's widget list; `if #available` picks widgets by OS version.
@resultBuilder @preconcurrency @MainActor
public struct WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }
    /// A control listed beside the widgets (iOS 18).
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> BundledControl<Content> { BundledControl() }
    public static func buildBlock() -> WidgetBundleContent { WidgetBundleContent([]) }
    public static func buildBlock(_ widgets: any Widget...) -> WidgetBundleContent { WidgetBundleContent(widgets) }
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget { widget }
    public static func buildOptional(_ widget: (any Widget)?) -> WidgetBundleContent {
        WidgetBundleContent(widget.map { [$0] } ?? [])
    }
}

/// A control in a bundle's list. Controls draw in Control Center, not as widgets: it adds no widget
/// configuration.
public struct BundledControl<Control: ControlWidget>: Widget {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
