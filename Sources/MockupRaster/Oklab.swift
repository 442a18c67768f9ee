import Foundation

/// A colour in Björn Ottosson's Oklab perceptual space (L in 0...1).
struct Oklab: Equatable {
    var l, a, b: Double

    /// From gamma-encoded sRGB components (0...1).
    init(sRGB r: Double, _ g: Double, _ b: Double) {
        let lr = Oklab.linearize(r), lg = Oklab.linearize(g), lb = Oklab.linearize(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// Gamma-encoded sRGB components, clamped to 0...1.
    var sRGB: (red: Double, green: Double, blue: Double) {
        let l = cube(self.l + 0.3963377774 * a + 0.2158037573 * b)
        let m = cube(self.l - 0.1055613458 * a - 0.0638541728 * b)
        let s = cube(self.l - 0.0894841775 * a - 1.2914855480 * b)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return (Oklab.encode(r), Oklab.encode(g), Oklab.encode(bl))
    }

    /// The sRGB electro-optical transfer function (encoded → linear light).
    static func linearize(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The inverse transfer function (linear light → encoded), clamped to 0...1.
    static func encode(_ c: Double) -> Double {
        let v = unitClamp(c)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    private func cube(_ x: Double) -> Double { x * x * x }
}
