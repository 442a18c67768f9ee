import Foundation

/// How labels arrange their title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts as a `LabelStyle` receives them.
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// The label's icon as a view.
    public struct Icon: View {
        let view: AnyView
        public var body: some View { view }
    }

    public let title: Title
    public let icon: Icon

    @MainActor init<T: View, I: View>(title: T, icon: I) {
        self.title = Title(view: AnyView(title)); self.icon = Icon(view: AnyView(icon))
    }
}

/// Icon then title, 8 pt apart (or `labelIconToTitleSpacing`), centred on each other (iOS's default
/// outside bars).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        IconAndTitle(configuration: configuration, isListRowLabel: false)
    }
}

/// A label's icon then its title, `labelIconToTitleSpacing` apart. In a list row the icon is in the tint
/// unless a foreground style is set on the label (`.foregroundStyle(.white)` paints both).
private struct IconAndTitle: View {
    let configuration: LabelStyleConfiguration
    /// In a list row: the icon takes the tint and is centred in UIKit's reserved 24-pt image slot.
    let isListRowLabel: Bool
    @Environment(\.controls.labelIconToTitleSpacing) private var spacing
    @Environment(\.foregroundStyle) private var foregroundStyle
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack(spacing: spacing) {
            if isListRowLabel {
                // UIKit's list content "centers symbol images inside a predefined reserved layout size", so
                // titles line up whatever the icons' widths (UIListContentConfiguration.ImageProperties).
                icon.frame(minWidth: SystemMetrics.listLabelIconSlot(dynamicTypeSize: dynamicTypeSize))
            } else {
                icon
            }
            configuration.title
        }
    }

    @ViewBuilder private var icon: some View {
        if isListRowLabel && foregroundStyle == nil { configuration.icon.foregroundStyle(.tint) } else { configuration.icon }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The automatic style: title and icon; in a list row the icon takes the tint, and in a navigation
/// bar or bottom toolbar only the icon shows (the title stays for accessibility), as iOS draws them.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabel(configuration: configuration)
    }
}

/// The automatic label, which depends on whether it is in a list row or a bar.
private struct AutomaticLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.controls.isInListRow) private var isInListRow
    @Environment(\.controls.isInBar) private var isInBar

    var body: some View {
        if isInBar {
            configuration.icon
        } else {
            IconAndTitle(configuration: configuration, isListRowLabel: isInListRow)
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }

extension View {
    /// The style of the labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        controlEnvironment { $0.labelStyle = style }
    }
}

/// A label drawn through the environment's label style.
struct StyledLabel: View, PrimitiveView {
    typealias Body = Never
    let configuration: LabelStyleConfiguration

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let style: any LabelStyle = environment.controls.labelStyle ?? DefaultLabelStyle()
        // A `Label(configuration)` in a custom style's body draws in the automatic style.
        var inner = environment
        inner.controls.labelStyle = nil
        return style.resolveLabel(configuration, in: inner)
    }
}

extension LabelStyle {
    func resolveLabel(_ configuration: Configuration, in environment: EnvironmentValues) -> [ViewNode] {
        resolveStyleBody(of: self, in: environment) { makeBody(configuration: configuration) }
    }
}

extension View {
    /// The gap between the icon and the title of the labels in this view (iOS 26; 8 pt by default).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        controlEnvironment { $0.labelIconToTitleSpacing = spacing }
    }
}
