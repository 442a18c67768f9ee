import Foundation

// Modifiers that style the text and symbols below them through the environment.
extension View {
    /// The font of the Texts and symbol images below.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentWriter { $0.font = font })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWriter { $0.fontWeight = weight })
    }

    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.fontWeight = .bold } })
    }

    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWriter { if isActive { $0.italic = true } })
    }

    /// Extra space after each character, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(EnvironmentWriter { $0.tracking = tracking })
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(EnvironmentWriter { $0.kerning = kerning })
    }

    /// Equal-width (tabular) digits.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentWriter { $0.monospacedDigit = true })
    }

    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWriter { $0.lineLimit = number; $0.reservedLines = 0 })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentWriter { $0.multilineTextAlignment = alignment })
    }

    /// The style Texts, symbols and unfilled shapes below are painted with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(EnvironmentWriter {
            $0.foregroundStyle = $0.foreground(afterSetting: erased)
            $0.foregroundLevelStyles = []
        })
    }

    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWriter {
            $0.foregroundStyle = color.map(AnyShapeStyle.init)
            $0.foregroundLevelStyles = []
        })
    }

    /// The colour a container gives the text below in place of the foreground style outside it,
    /// without setting one (a list header's): `.foregroundStyle` below replaces it and buttons keep
    /// their tint.
    func defaultForegroundStyle(_ color: Color) -> some View {
        modifier(EnvironmentWriter {
            $0.foregroundStyle = nil
            $0.defaultForegroundStyle = AnyShapeStyle(color)
            $0.foregroundLevelStyles = []
        })
    }

    /// The accent colour of controls below (buttons, the selected tab).
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWriter { $0.tint = tint; $0.tintStyle = nil })
    }

    /// The tint of controls below as any style (iOS 16): shapes filled with `.tint`, such as a
    /// prominent button's background, paint with it; controls that draw in one colour use its
    /// middle colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentWriter { environment in
            if let color = tint as? Color { environment.tint = color; environment.tintStyle = nil; return }
            environment.tint = nil
            environment.tintStyle = tint.map(AnyShapeStyle.init)
        })
    }

    /// The accent colour of controls below: the deprecated name of `tint(_:)`.
    @available(*, deprecated, renamed: "tint")
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// The directory `Image("name")` reads bitmaps from.
    public func assetDirectory(_ path: String?) -> some View {
        modifier(EnvironmentWriter { $0.assetDirectory = path })
    }
}

/// `.textCase`: letter case applied to Text when it is displayed.
public enum TextCase: Hashable, Sendable {
    case uppercase, lowercase
}

extension View {
    /// Displays the Texts below in upper or lower case (in the environment's locale).
    public func textCase(_ textCase: TextCase?) -> some View {
        modifier(EnvironmentWriter { $0.textCase = textCase })
    }

    /// Lets the Texts below shrink, down to `factor` of their size (0 to 1), when they do not fit
    /// the lines they may have (their `lineLimit`, the lines their proposed height holds) whole.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentWriter { $0.minimumScaleFactor = factor })
    }
}
