import DeveloperToolsSupport
import Foundation
import MockupUI

/// UIKit's colour, backed by a DSL `Color` (so dynamic system colours follow the colour scheme).
/// Colours are equal when they are the same colour (`UIColor.red == UIColor(red: 1, …)` as
/// `isEqual(_:)` compares components), and a system colour equals itself.
public final class UIColor: Hashable, Sendable {
    /// The colour as SwiftUI sees it.
    public let color: Color

    public init(_ color: Color) { self.color = color }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// The colour set `name` of the app's asset catalog, as `Color(name)` finds it when drawn (so
    /// never nil here: a missing colour set draws clear).
    public convenience init?(named name: String) { self.init(Color(name)) }

    /// The colour set `name`; the bundle and traits are accepted (a render has one set of asset
    /// catalogs and resolves the colour scheme where the colour is drawn).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name, bundle: bundle))
    }

    /// The colour of a generated asset symbol (`UIColor(resource: .brandPrimary)`).
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }

    /// The colour with alpha multiplied by `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) { self = uiColor.color }
    /// The older spelling, disfavoured as in SwiftUI: `Color(.brand)` picks an asset symbol's
    /// `ColorResource` over a `UIColor` of the same name.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
