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

private struct ContainerBackgroundHostsKey: EnvironmentKey {
    static let defaultValue: Set<ContainerBackgroundPlacement> = []
}

extension EnvironmentValues {
    /// The placements whose container is drawn around the view and draws the background itself
    /// (WidgetKit's widget frame sets `.widget`): there `containerBackground` hands its background
    /// up as a `ContainerBackgroundKey` preference instead of drawing it. Not SwiftUI API.
    public var containerBackgroundHosts: Set<ContainerBackgroundPlacement> {
        get { self[ContainerBackgroundHostsKey.self] }
        set { self[ContainerBackgroundHostsKey.self] = newValue }
    }
}

/// The backgrounds set with `containerBackground` inside a container that draws them, per
/// placement; the first one set in view order wins. Not SwiftUI API.
public struct ContainerBackgroundKey: PreferenceKey {
    public static let defaultValue: [ContainerBackgroundPlacement: AnyView] = [:]
    public static func reduce(value: inout [ContainerBackgroundPlacement: AnyView],
                              nextValue: () -> [ContainerBackgroundPlacement: AnyView]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

/// `containerBackground`: handed to a container that draws it, else drawn behind the view.
private struct ContainerBackgroundModifier<Background: View>: ViewModifier {
    @Environment(\.containerBackgroundHosts) private var hosts
    let placement: ContainerBackgroundPlacement
    let alignment: Alignment
    let background: Background

    func body(content: Content) -> some View {
        if hosts.contains(placement) {
            content.preference(key: ContainerBackgroundKey.self,
                               value: [placement: AnyView(background.frame(maxWidth: .infinity, maxHeight: .infinity,
                                                                           alignment: alignment))])
        } else {
            content.background(alignment: alignment) { background }
        }
    }
}

extension View {
    /// Sets the background of the container the view is in: drawn by the container when it draws
    /// one (a widget render fills the whole widget with it), otherwise behind the view.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(placement: container, alignment: .center, background: Rectangle().fill(style)))
    }

    /// Sets the background of the container the view is in to `content` (see the style form).
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement,
                                             alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(ContainerBackgroundModifier(placement: container, alignment: alignment, background: content()))
    }
}
