import Foundation

/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement` (`.widget` is WidgetKit's in SwiftUI; here it comes with SwiftUI).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget (`.containerBackground(.fill.tertiary, for: .widget)`).
    public static let widget = ContainerBackgroundPlacement(_named: "widget")
    /// The background of a navigation container (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(_named: "navigation")
    /// The background of a tab view (iOS 18).
    public static let tabView = ContainerBackgroundPlacement(_named: "tabView")

    /// A placement the framework modules beside SwiftUI declare (StoreKit's subscription store
    /// placements); drawn behind the view, as every placement is. Not SwiftUI API.
    public init(_named name: String) { self.name = name }
}

extension View {
    /// Sets the background of the container the view is in. A render draws it behind the view, as
    /// a widget's background fills the widget behind its content.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }

    /// Sets the background of the container the view is in to `content`, drawn behind the view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement,
                                             alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }
}
