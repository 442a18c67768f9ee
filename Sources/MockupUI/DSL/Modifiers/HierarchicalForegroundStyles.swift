import Foundation

extension View {
    /// The primary and secondary levels of the foreground, as SwiftUI's
    /// `foregroundStyle(_:_:)`. Text, shapes and single-layer symbols paint with the primary
    /// style; the secondary level colours the second layer of palette-rendered symbols, which this
    /// engine draws in one layer, so only `primary` shows.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary levels of the foreground (`foregroundStyle(_:_:_:)`);
    /// as with two levels, what this engine draws shows the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                            _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}
