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
