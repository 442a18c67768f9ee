import Foundation
import MockupUI

/// A Core Graphics colour space, by name. Colours made in one keep their components as given and are
/// drawn in sRGB (`CGColor(colorSpace:components:)`); a bitmap's colour space is passed through.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …); nil for the device spaces.
    public let name: CFString?
    /// How many colour components the space has (1 for grey, 3 for RGB), without alpha.
    public let numberOfComponents: Int

    init(name: CFString?, components: Int) {
        self.name = name
        self.numberOfComponents = components
    }

    /// The named space; nil for a name Core Graphics does not know.
    public convenience init?(name: CFString) {
        guard let components = CGColorSpace.componentsByName[name] else { return nil }
        self.init(name: name, components: components)
    }

    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    private static let componentsByName: [CFString: Int] = [
        sRGB: 3, extendedSRGB: 3, linearSRGB: 3, extendedLinearSRGB: 3, displayP3: 3, extendedDisplayP3: 3, genericRGBLinear: 3,
        genericGrayGamma2_2: 1, linearGray: 1, extendedGray: 1,
    ]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.numberOfComponents == rhs.numberOfComponents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(numberOfComponents)
    }
}

/// The device's RGB space (sRGB on iOS).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, components: 3) }

/// The device's grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, components: 1) }

extension CGColor {
    /// A colour from `components` in `space`: grey and alpha, or red, green, blue and alpha. The
    /// components are drawn as sRGB values (a mockup keeps one colour space); nil when their count
    /// is not the space's plus alpha.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        if space.numberOfComponents == 1 {
            self.init(gray: values[0], alpha: values[1])
        } else {
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        }
    }

    /// An sRGB colour (the iOS 13 spelling).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The space the colour's `components` are in: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
