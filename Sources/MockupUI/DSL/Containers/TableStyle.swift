import Foundation

/// How a `Table` looks, as SwiftUI's `TableStyle`. On iPhone (compact width) both built-in styles
/// draw the table's first column as a list: `.automatic` as a plain list, `.inset` as an inset one.
public protocol TableStyle {}

/// The platform's default table style.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// Rows inset from the table's edges.
public struct InsetTableStyle: TableStyle {
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { .init() } }

/// The table style of the environment.
struct TableStyleKey: EnvironmentKey {
    static var defaultValue: any TableStyle { AutomaticTableStyle() }
}

extension View {
    /// The style of the tables in this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        modifier(EnvironmentWriter { $0[TableStyleKey.self] = style })
    }

    /// Whether tables show their column headers. iOS hides them in compact width, where tables are
    /// drawn, so this changes nothing in a render.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}

/// How a column aligns its cells in regular width, as SwiftUI's `TableColumnAlignment` (iOS 17).
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static let automatic = TableColumnAlignment(name: "automatic")
    public static let leading = TableColumnAlignment(name: "leading")
    public static let center = TableColumnAlignment(name: "center")
    public static let trailing = TableColumnAlignment(name: "trailing")
    /// Numbers aligned by their decimal point (leading or trailing by the locale).
    public static let numeric = TableColumnAlignment(name: "numeric")
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }
}

/// Which columns the user has hidden or reordered, as SwiftUI's `TableColumnCustomization`
/// (iOS 17). A render shows a table as first displayed, so nothing is hidden unless set here.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    /// Visible (true) or hidden (false) by customization ID; absent = `.automatic`.
    private var visibilities: [String: Bool] = [:]

    public init() {}

    /// The visibility of the column whose `customizationID` is `id`.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id].map { $0 ? .visible : .hidden } ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue == .visible }
    }

    /// Every column back to its default visibility.
    public mutating func resetVisibility() { visibilities = [:] }
}

extension TableColumnContent {
    /// The column's alignment in regular width.
    public func alignment(_ alignment: TableColumnAlignment) -> Self { self }

    /// The identifier a `TableColumnCustomization` stores this column's visibility under.
    public func customizationID(_ id: String) -> Self { self }

    /// Whether the column shows before the user customizes the table (regular width only).
    public func defaultVisibility(_ visibility: Visibility) -> Self { self }

    /// Customizations (`.visibility`, `.reordering`, `.all`) the user may not make to the column.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> Self { self }
}

/// Column customizations a user can make, as SwiftUI's `TableColumnCustomizationBehavior`.
public struct TableColumnCustomizationBehavior: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let resize = TableColumnCustomizationBehavior(rawValue: 1)
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 2)
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
    public static let all: TableColumnCustomizationBehavior = [.resize, .reorder, .visibility]
}
