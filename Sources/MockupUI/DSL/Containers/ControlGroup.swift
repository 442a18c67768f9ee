import Foundation

/// Related controls drawn together, as SwiftUI's `ControlGroup`, by the environment's
/// `ControlGroupStyle` (iOS's: `SegmentedControlGroupBody`).
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    // The label names the group where iOS collapses it into a menu (macOS, a crowded toolbar); a
    // group in a view's content shows its controls only.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// The group as the environment's `ControlGroupStyle` draws it.
    public var body: some View {
        let cells = (content as? ControlGroupStyleConfiguration.Content)?.cells ?? content.flattenedCells
        let configuration = ControlGroupStyleConfiguration(label: .init(), content: .init(cells: cells))
        return EnvironmentResolvedView { environment in
            // A `ControlGroup(configuration)` in a custom style's body draws in the automatic style.
            var inner = environment
            inner[ControlGroupStyleKey.self] = AutomaticControlGroupStyle()
            return environment[ControlGroupStyleKey.self].resolveBody(configuration, in: inner)
        }
    }
}

/// iOS's control group: the controls side by side in equal segments of one rounded tertiary-fill
/// box, separated by hairlines.
struct SegmentedControlGroupBody: View {
    let controls: [AnyView]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(controls.indices), id: \.self) { index in
                if index > 0 {
                    Rectangle().fill(SystemMetrics.separator)
                        .frame(width: SystemMetrics.hairline * 3, height: SystemMetrics.stepperSize.height * 0.56)
                }
                controls[index]
                    .frame(maxWidth: .infinity, minHeight: SystemMetrics.stepperSize.height)
            }
        }
        .background(SystemMetrics.tertiaryFill, in: RoundedRectangle(cornerRadius: SystemMetrics.stepperCornerRadius))
    }
}

/// The built-in control group styles: on iPhone each draws its controls side by side in one
/// rounded, segmented box (SegmentedControlGroupBody).
public protocol _SegmentedControlGroupStyle: ControlGroupStyle {}

extension _SegmentedControlGroupStyle {
    public func makeBody(configuration: Configuration) -> some View {
        SegmentedControlGroupBody(controls: configuration.content.cells)
    }
}

/// The default control group style.
public struct AutomaticControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }
/// Controls in a menu (iOS 16.4); drawn in line at rest, as the menu's items.
public struct MenuControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }
/// Controls in a compact menu (iOS 16.4); drawn in line at rest.
public struct CompactMenuControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }
/// Controls as a palette (iOS 17).
public struct PaletteControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }
/// Controls for navigation, such as back and forward (iOS 15).
public struct NavigationControlGroupStyle: _SegmentedControlGroupStyle { public init() {} }

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
    /// The style of the control groups in this view (the built-in ones draw alike on iPhone).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[ControlGroupStyleKey.self] = style })
    }
}
