/// How a list draws its sections and rows, as SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// The layouts the built-in list styles use.
enum ListLayoutKind: Hashable {
    /// Rounded section cards inset from the screen edges on the grouped background.
    case insetGrouped
    /// Full-width section cards on the grouped background.
    case grouped
    /// Rows on the system background, full width.
    case plain
    /// Rows on the system background, inset from the screen edges.
    case inset
    /// `.insetGrouped` cards under sidebar headers: bold, in the label colour, each with an outline
    /// disclosure chevron (the sidebar style on iPhone).
    case sidebar

    /// Whether sections stand on the grouped background, each on a card of its own.
    var isGrouped: Bool { self != .plain && self != .inset }
    /// Whether sections are inset from the screen edges with rounded corners.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

/// A built-in list style, as one of the list layouts.
protocol BuiltInListStyle: ListStyle {
    var layout: ListLayoutKind { get }
}

/// iOS's default: `.insetGrouped` on iPhone.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .insetGrouped }
}

/// `.insetGrouped`: rounded section cards inset 16 pt on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .insetGrouped }
}

/// `.grouped`: full-width section cards on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .grouped }
}

/// `.plain`: rows on the system background, full width.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .plain }
}

/// `.inset`: plain rows inset from the screen edges.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .inset }
}

/// The sidebar style: on iPhone, inset grouped cards under bold section headers that show a
/// disclosure chevron ("the sidebar list style displays disclosure indicators in the section headers
/// that allow the user to collapse and expand sections").
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var layout: ListLayoutKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension View {
    /// The style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        controlEnvironment { $0.listStyle = style }
    }
}

/// `.automatic`: a grouped list on iPhone.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}
/// `.grouped`: a grouped list.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}
/// `.columns`: a macOS layout; drawn grouped, with a render note.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupedFormBody(content: configuration.content) }
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// The style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[FormStyleKey.self] = style })
            .renderNote(when: style is ColumnsFormStyle, "formStyle(.columns)")
    }
}
