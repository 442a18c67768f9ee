import Foundation

/// Related controls drawn together, as SwiftUI's `ControlGroup`, by the environment's
/// `ControlGroupStyle` (iOS's: `SegmentedControlGroupBody`).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?

    public init(@ViewBuilder content: () -> Content) { self.content = content(); label = nil }

    /// The label names the group where it is collapsed into a menu (the `.menu` and `.compactMenu`
    /// styles, a crowded toolbar); a group in a view's content shows its controls only.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = AnyView(label())
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    /// The group as the environment's `ControlGroupStyle` draws it.
    public var body: some View {
        let configuration = (content as? ControlGroupStyleConfiguration.Content).map { content in
            ControlGroupStyleConfiguration(label: .init(view: label ?? content.label), content: content)
        } ?? ControlGroupStyleConfiguration(label: .init(view: label),
                                            content: .init(cells: content.flattenedCells, label: label))
        return EnvironmentResolvedView { environment in
            // A `ControlGroup(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[ControlGroupStyleKey.self] = AutomaticControlGroupStyle()
            return environment[ControlGroupStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

/// iOS's momentary segmented control (`.automatic`, and `.palette` outside a menu): the controls
/// on one line in equal segments of one rounded tertiary-fill box, hairlines between them, each
/// segment padded as a bordered button of the control size is. Its ideal width is what the widest
/// label needs times the number of segments; a wider offer widens every segment alike.
struct SegmentedControlGroupBody: View {
    let controls: [AnyView]
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let metrics = SystemMetrics.borderedButton(controlSize)
        EqualSegmentsLayout {
            ForEach(Array(controls.indices), id: \.self) { index in
                controls[index]
                    .lineLimit(1)
                    .padding(metrics.insets)
                    .frame(maxWidth: .infinity, minHeight: SystemMetrics.stepperSize.height)
                    .overlay(alignment: .leading) {
                        if index > 0 {
                            Rectangle().fill(SystemMetrics.separator)
                                .frame(width: SystemMetrics.hairline * 3, height: SystemMetrics.stepperSize.height * 0.56)
                                .offset(x: -SystemMetrics.hairline * 1.5)
                        }
                    }
            }
        }
        .background(SystemMetrics.tertiaryFill, in: RoundedRectangle(cornerRadius: metrics.cornerRadius))
    }
}

/// `.navigation` on iOS: "individual borderless buttons" (Apple, `ControlGroupStyle.navigation`),
/// side by side at the standard spacing; in a navigation bar or toolbar, as far apart as the bar's
/// items are, since each is one of its bar button items.
struct NavigationControlGroupBody: View {
    let controls: [AnyView]
    @Environment(\.controls.isInBar) private var isInBar

    var body: some View {
        HStack(spacing: isInBar ? SystemMetrics.barItemSpacing : nil) {
            ForEach(Array(controls.indices), id: \.self) { index in
                controls[index].lineLimit(1).buttonStyle(.borderless)
            }
        }
    }
}

/// `.automatic`: "a momentary segmented control style that's appropriate for the environment in
/// which it is rendered" (Apple) — in a navigation bar or toolbar the navigation style's borderless
/// buttons (a bar's items have no segmented box), elsewhere the segmented control.
struct AutomaticControlGroupBody: View {
    let controls: [AnyView]
    @Environment(\.controls.isInBar) private var isInBar

    var body: some View {
        if isInBar {
            NavigationControlGroupBody(controls: controls)
        } else {
            SegmentedControlGroupBody(controls: controls)
        }
    }
}

/// The built-in control group styles drawn as a momentary segmented control on iPhone, in bars too
/// (`SegmentedControlGroupBody`).
public protocol _SegmentedControlGroupStyle: ControlGroupStyle {}

extension _SegmentedControlGroupStyle {
    public func makeBody(configuration: Configuration) -> some View {
        SegmentedControlGroupBody(controls: configuration.content.cells)
    }
}

/// The menu control group styles: at rest the group's label, as a menu's label is drawn (the
/// controls show once it is pressed); a group without a label shows its controls as `.automatic` does.
public protocol _MenuControlGroupStyle: ControlGroupStyle {}

extension _MenuControlGroupStyle {
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if configuration.label.view != nil {
            Menu { configuration.content } label: { configuration.label }
        } else {
            AutomaticControlGroupBody(controls: configuration.content.cells)
        }
    }
}

/// The default control group style: "a momentary segmented control style that's appropriate for
/// the environment in which it is rendered" (Apple, `ControlGroupStyle.automatic`):
/// `AutomaticControlGroupBody`.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupBody(controls: configuration.content.cells)
    }
}
/// The controls in a menu when the control is pressed (iOS 16.4).
public struct MenuControlGroupStyle: _MenuControlGroupStyle { public init() {} }
/// The controls in a compact menu when the control is pressed (iOS 16.4).
public struct CompactMenuControlGroupStyle: _MenuControlGroupStyle { public init() {} }
/// Controls as a palette (iOS 17): "when used outside of menus, this style is rendered as a
/// segmented control" (Apple, `ControlGroupStyle.palette`).
public struct PaletteControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }
/// Controls for navigation, such as back and forward (iOS 15): individual borderless buttons.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        NavigationControlGroupBody(controls: configuration.content.cells)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension View {
    /// The style of the control groups in this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[ControlGroupStyleKey.self] = style })
    }
}
