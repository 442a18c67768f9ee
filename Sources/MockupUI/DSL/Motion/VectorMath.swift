/// Arithmetic on values made of animatable components, as SwiftUI's `_VectorMath`: `Angle` and
/// `EdgeInsets` negate, add, subtract and scale through their `animatableData`
/// (`.rotationEffect(-drag)`, `angle * 2`).
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the value as a vector.
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }
}

extension Angle: _VectorMath {}
extension EdgeInsets: _VectorMath {}
