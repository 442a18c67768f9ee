import Foundation

/// Keyframes for a value (what a `@KeyframesBuilder` closure returns).
public protocol Keyframes<Value> {
    associatedtype Value
}

/// Keyframes of one track (what a `@KeyframeTrackContentBuilder` closure returns).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// The keyframes of one property of the animated value.
/// (Its generic parameters are named `Root`, `TrackValue`, `Content`: the track animates values of
/// type `Root`, its keyframes values of type `TrackValue`.)
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    public typealias Value = Root
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>,
                @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

extension KeyframeTrack where Root == TrackValue {
    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

/// Interpolates linearly to `to`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Springs to `to`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = .smooth, startVelocity: Value? = nil) {}
}

/// A Catmull-Rom curve through `to`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to `to`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// Several keyframes or tracks, type-erased by the builders.
public struct _KeyframesGroup<Value>: Keyframes, KeyframeTrackContent {}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup()
    }
    /// Keyframes of the whole value, listed without a `KeyframeTrack`.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesGroup<Value>
        where K.Value == Value { _KeyframesGroup() }
    public static func buildBlock(_ parts: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildOptional(_ part: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
    public static func buildArray(_ parts: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> { _KeyframesGroup() }
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesGroup<Value>
        where K.Value == Value { _KeyframesGroup() }
    public static func buildBlock(_ parts: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildOptional(_ part: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
    public static func buildArray(_ parts: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> { _KeyframesGroup() }
}

/// Animates a value along keyframes (iOS 17). A still shows the content at `initialValue`.
public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes each time `trigger` changes.
    public init<Trigger: Equatable, K: Keyframes>(initialValue: Value, trigger: Trigger,
                                                  @ViewBuilder content: @escaping (Value) -> Content,
                                                  @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K)
        where K.Value == Value {
        self.initialValue = initialValue; self.content = content
    }

    /// Plays the keyframes, repeating when `repeating`.
    public init<K: Keyframes>(initialValue: Value, repeating: Bool = true,
                              @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) where K.Value == Value {
        self.initialValue = initialValue; self.content = content
    }

    public var body: some View { content(initialValue) }
}

extension View {
    /// Animates this view along keyframes each time `trigger` changes; a still shows `initialValue`.
    public func keyframeAnimator<Value, Trigger: Equatable, Content: View, K: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        let placeholder = self.placeholder()
        return content(placeholder, initialValue)
    }

    /// Animates this view along keyframes; a still shows `initialValue`.
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Value == Value {
        let placeholder = self.placeholder()
        return content(placeholder, initialValue)
    }
}
