import Foundation

// SwiftUI's animation data family: `Animatable`, `VectorArithmetic`, `AnimatablePair`,
// `EmptyAnimatableData` and `AnimatableModifier`. A render is one still frame, so nothing is ever
// interpolated; custom shapes, views and modifiers declare their animatable data exactly as they
// would for iOS and draw at the values they hold.

/// A type whose `animatableData` SwiftUI interpolates between states.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A value in a vector space: what animations interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves the value `amount` of the way (0 to 1) towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way (0 to 1) from this one towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A view modifier whose `animatableData` animates (deprecated in iOS 17 for `Animatable` on a
/// `ViewModifier`; still in wide use).
public protocol AnimatableModifier: Animatable, ViewModifier {}

// The geometry types SwiftUI animates.

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { self = .radians(newValue) }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(CGFloat(x), CGFloat(y)) }
        set { self = UnitPoint(x: Double(newValue.first), y: Double(newValue.second)) }
    }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(CGFloat(top), AnimatablePair(CGFloat(leading), AnimatablePair(CGFloat(bottom), CGFloat(trailing)))) }
        set {
            top = Double(newValue.first); leading = Double(newValue.second.first)
            bottom = Double(newValue.second.second.first); trailing = Double(newValue.second.second.second)
        }
    }
}
