/// How pickers draw, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}

/// The ways built-in picker styles draw at rest.
enum PickerLayoutKind: Hashable {
    /// The selected option with up/down chevrons (a pop-up button).
    case menu
    /// Equal segments in a rounded track, the selected one raised.
    case segmented
    /// A wheel with the selected option in the centre band.
    case wheel
    /// The options as a list, the selected one checked.
    case inline
    /// A row with the selected value and a disclosure chevron.
    case navigationLink
}

/// A built-in picker style, as one of the picker layouts.
protocol BuiltInPickerStyle: PickerStyle {
    var layout: PickerLayoutKind { get }
}

/// iOS's default: `.menu`.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .menu } }
/// `.menu`: the selected option with pop-up chevrons.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .menu } }
/// `.segmented`: a segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .segmented } }
/// `.wheel`: a wheel with the selection in the centre band.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .wheel } }
/// `.inline`: the options listed, the selected one checked.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .inline } }
/// `.navigationLink`: a row with the selected value and a chevron.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    public init() {}
    var layout: PickerLayoutKind { .navigationLink }
}
/// `.palette`: on iOS, drawn like `.segmented` outside menus.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle { public init() {}; var layout: PickerLayoutKind { .segmented } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// The style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        controlEnvironment { $0.pickerStyle = style }
    }
}
