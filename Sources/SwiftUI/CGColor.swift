import Foundation
import MockupUI

/// Core Graphics' colour, as UIKit code hands it to layers (`UIColor.red.cgColor`). It keeps the
/// colour it was made from, so a dynamic system colour still follows the render's colour scheme
/// when drawn; `components` and `alpha` read it in the light scheme, as UIKit outside a trait
/// context does.
public final class CGColor: Sendable {
    /// The colour drawn.
    public let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), opacity: Double(alpha)))
    }

    /// Red, green, blue and alpha in sRGB.
    public var components: [CGFloat]? {
        let rgba = color.rgba(in: EnvironmentValues())
        return [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { CGFloat($0) }
    }

    public var alpha: CGFloat { CGFloat(color.rgba(in: EnvironmentValues()).alpha) }
    public var numberOfComponents: Int { 4 }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let current = self.alpha
        if current > 0 { return CGColor(color.opacity(Double(alpha / current))) }
        guard let rgb = components else { return nil }
        return CGColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    public static let black = CGColor(Color.black)
    public static let white = CGColor(Color.white)
    public static let clear = CGColor(Color.clear)
}

extension Color {
    /// A SwiftUI colour from a Core Graphics one.
    public init(cgColor: CGColor) { self = cgColor.color }
    /// The iOS 13 spelling of `init(cgColor:)`.
    public init(_ cgColor: CGColor) { self = cgColor.color }

    /// The colour as a Core Graphics colour (a system colour keeps following the colour scheme
    /// where it is drawn; its `components` are the light scheme's).
    public var cgColor: CGColor? { CGColor(self) }
}

extension Color.Resolved {
    /// The resolved components as a Core Graphics colour.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
