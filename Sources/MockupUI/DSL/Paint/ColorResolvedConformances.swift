import Foundation

// What SwiftUI declares `Color.Resolved` to be besides a shape style (iOS 17): printable,
// animatable in linear light and codable.

extension Color.Resolved: CustomStringConvertible {
    /// The sRGB components and opacity as `#RRGGBBAA` hex, e.g. `"#FF3B30FF"`.
    public var description: String { ColorHex.string(rgba) }
}

extension Color.Resolved: Animatable {
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The linear-light red, green and blue components and the opacity, as SwiftUI interpolates them.
    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

extension Color.Resolved: Codable {
    /// Encoded as the array `[linearRed, linearGreen, linearBlue, opacity]` (Mockup's choice: Apple
    /// does not document its encoding).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(linearRed)
        try container.encode(linearGreen)
        try container.encode(linearBlue)
        try container.encode(opacity)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(red: 0, green: 0, blue: 0)
        linearRed = try container.decode(Float.self)
        linearGreen = try container.decode(Float.self)
        linearBlue = try container.decode(Float.self)
        opacity = try container.decode(Float.self)
    }
}

/// `#RRGGBBAA` hex of gamma-encoded sRGB components, as SwiftUI prints colours.
enum ColorHex {
    static func string(_ rgba: RGBA) -> String {
        func byte(_ component: Double) -> String {
            String(format: "%02X", Int((min(max(component, 0), 1) * 255).rounded()))
        }
        return "#" + byte(rgba.red) + byte(rgba.green) + byte(rgba.blue) + byte(rgba.alpha)
    }
}
