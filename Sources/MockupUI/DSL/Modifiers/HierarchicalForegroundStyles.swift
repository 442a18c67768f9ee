import Foundation

extension View {
    /// The primary and secondary levels of the foreground, as SwiftUI's `foregroundStyle(_:_:)`.
    /// Text, shapes and one-layer symbols paint with the primary style; symbol images switch to the
    /// palette rendering mode (unless one is set) and paint their enclosure with the secondary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyles(AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary)])
    }

    /// The primary, secondary and tertiary levels of the foreground (`foregroundStyle(_:_:_:)`); our
    /// symbols have at most two layers, so the tertiary style paints nothing yet.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                            _ tertiary: S3) -> some View {
        foregroundStyles(AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// Sets the primary foreground style and the levels after it.
    private func foregroundStyles(_ primary: AnyShapeStyle, levels: [AnyShapeStyle]) -> some View {
        modifier(EnvironmentWriter {
            $0.foregroundStyle = primary
            $0.foregroundLevelStyles = levels
        })
    }
}
