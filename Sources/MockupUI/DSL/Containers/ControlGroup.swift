import Foundation

/// Related controls drawn together, as SwiftUI's `ControlGroup`: on iOS, its buttons side by side
/// in equal segments of one rounded tertiary-fill box, separated by hairlines.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let controls = content.flattenedCells
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

/// How control groups draw (`.automatic`, `.navigation`, `.palette`, `.compactMenu`, `.menu`).
public protocol ControlGroupStyle {}
/// The control group style of every `.controlGroupStyle` member (drawn alike on iPhone).
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    public static var navigation: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    public static var palette: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    public static var compactMenu: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
    public static var menu: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
    /// The style of the control groups in this view (drawn in the automatic style).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
