import Foundation
import MockupUI

extension UIColor {
    /// The colour's sRGB components in the current traits (`UITraitCollection.current`, light),
    /// as UIKit's `getRed(_:green:blue:alpha:)`; true, since every colour here converts to sRGB.
    /// Components of wide-gamut colours may lie outside 0...1 (extended sRGB), as on iOS.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = currentComponents
        red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
        return true
    }

    /// Hue, saturation and brightness (HSB, each 0...1) of the colour's sRGB components, as
    /// UIKit's `getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = currentComponents
        let maximum = max(rgba.red, rgba.green, rgba.blue), minimum = min(rgba.red, rgba.green, rgba.blue)
        let chroma = maximum - minimum
        var degrees: CGFloat = 0
        if chroma > 0 {
            switch maximum {
            case rgba.red: degrees = 60 * ((rgba.green - rgba.blue) / chroma).truncatingRemainder(dividingBy: 6)
            case rgba.green: degrees = 60 * ((rgba.blue - rgba.red) / chroma + 2)
            default: degrees = 60 * ((rgba.red - rgba.green) / chroma + 4)
            }
        }
        if degrees < 0 { degrees += 360 }
        hue?.pointee = degrees / 360
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The colour's grey level and alpha, as UIKit's `getWhite(_:alpha:)`. Greys give their own
    /// level; for other colours the level is the Rec. 709 luma of the sRGB components (Mockup's
    /// choice: Apple does not document its conversion).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = currentComponents
        white?.pointee = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The colour's components in the current (light) traits.
    private var currentComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let rgba = color.rgba(in: EnvironmentValues())
        return (CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha))
    }
}
