import Foundation
import MockupRaster
import SwiftUI

/// A colour for Core Image: sRGB components and alpha, not premultiplied.
public final class CIColor: @unchecked Sendable {
    public let red, green, blue, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour's components in the light appearance.
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
    public convenience init(cgColor: CGColor) { self.init(color: UIColor(cgColor: cgColor)) }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    /// The components as Core Image writes them: `"0.5 0.25 1 1"`.
    public var stringRepresentation: String {
        components.map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour as a canvas pixel.
    var premultiplied: PremultipliedColor {
        PremultipliedColor(SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }
}

extension UIColor {
    /// The Core Image colour's components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }
}

/// A vector of numbers a filter takes: a point, an extent (x, y, width, height) or weights.
public final class CIVector: @unchecked Sendable {
    public let values: [CGFloat]

    public init(values: [CGFloat]) { self.values = values }
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }
    public convenience init(cgRect rect: CGRect) { self.init(values: [rect.minX, rect.minY, rect.width, rect.height]) }

    public var count: Int { values.count }
    public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The rectangle of a four-number vector (x, y, width, height).
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}
