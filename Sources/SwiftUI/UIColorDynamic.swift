import Foundation
import MockupUI

extension UIColor {
    /// A colour computed from the traits, as `UIColor { traits in … }`: the provider is asked once for
    /// the light and once for the dark style, and the result follows the render's colour scheme.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(Color(light: light, dark: dark))
    }

    /// The colour for `traitCollection`'s style.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        let rgba = color.rgba(in: environment)
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// A colour from its components in Display P3.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    /// The colour as Core Graphics takes it (layers' `borderColor`, `shadowColor`).
    public var cgColor: CGColor { CGColor(color) }
}
