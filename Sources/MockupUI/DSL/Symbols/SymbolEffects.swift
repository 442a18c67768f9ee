/// SF Symbols' effects (Apple's Symbols framework, iOS 17; `wiggle`, `breathe`, `rotate` iOS 18;
/// `drawOn`, `drawOff` iOS 26 in DrawSymbolEffects.swift). A still render shows each effect at rest:
/// the animations (bounce, pulse, variable colour, wiggle, breathe, rotate, replace) show the symbol
/// as it is; an active `.disappear` (and an inactive `.appear`, its reverse) hides the symbol images
/// inside, keeping their space; an active `.scale` holds a scaled symbol whose amount Apple does not
/// publish, so it is drawn unscaled with a note.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that lasts while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`ContentTransition.symbolEffect`).
public protocol ContentTransitionSymbolEffect {}

/// The chainable scope and direction options every effect type shares (`.up`, `.byLayer`, …):
/// recorded, they do not change a still render.
public protocol SymbolEffectVariants {
    init()
    var variants: [String] { get set }
}

extension SymbolEffectVariants {
    func adding(_ variant: String) -> Self { var effect = self; effect.variants.append(variant); return effect }
    /// Each layer animates separately.
    public var byLayer: Self { adding("byLayer") }
    /// The whole symbol animates at once.
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Directions up/down (`.bounce.up`, `.scale.down`, `.appear.up`, `.wiggle.up`).
public protocol VerticalSymbolEffectVariants: SymbolEffectVariants {}
extension VerticalSymbolEffectVariants {
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Rotation directions (`.wiggle.clockwise`, `.rotate.counterClockwise`).
public protocol RotationalSymbolEffectVariants: SymbolEffectVariants {}
extension RotationalSymbolEffectVariants {
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, VerticalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, VerticalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VerticalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VerticalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    public var downUp: Self { adding("downUp") }
    public var upUp: Self { adding("upUp") }
    public var offUp: Self { adding("offUp") }
    /// iOS 18: the slash draws on or off where the two symbols differ only by it.
    public var magic: Self { adding("magic") }
    public func magic(fallback: ReplaceSymbolEffect) -> Self { adding("magic") }
}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
                                  VerticalSymbolEffectVariants, RotationalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var forward: Self { adding("forward") }
    public var backward: Self { adding("backward") }
    public static func custom(angle: Double) -> Self { Self().adding("custom") }
}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, RotationalSymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
}

/// An effect that shows or hides its symbol at rest, by whether it is active.
protocol SymbolVisibilityAtRest {
    func hidesSymbol(isActive: Bool) -> Bool
}

extension AppearSymbolEffect: SymbolVisibilityAtRest {
    func hidesSymbol(isActive: Bool) -> Bool { !isActive }
}

extension DisappearSymbolEffect: SymbolVisibilityAtRest {
    func hidesSymbol(isActive: Bool) -> Bool { isActive }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }

/// How often and how fast an effect plays; a still render shows the rest state whatever they say.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// iOS 18's repeat behaviours.
    public struct RepeatBehavior: Hashable, Sendable {
        let name: String
        public static let continuous = RepeatBehavior(name: "continuous")
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(name: "periodic") }
        public static func periodic(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior(name: "periodic") }
    }
    var repeatCount: Int?
    var speedFactor = 1.0

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { .default }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = nil; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

/// Whether symbol images below are hidden by a held `.disappear` (or an inactive `.appear`), and
/// whether `symbolEffectsRemoved()` turned effects off.
struct SymbolEffectState: Hashable, Sendable {
    var hidesSymbols = false
    var removed = false
}

enum SymbolEffectStateKey: EnvironmentKey {
    static var defaultValue: SymbolEffectState { SymbolEffectState() }
}

extension EnvironmentValues {
    var symbolEffectState: SymbolEffectState {
        get { self[SymbolEffectStateKey.self] }
        set { self[SymbolEffectStateKey.self] = newValue }
    }
}

extension View {
    /// An indefinite effect on the symbol images inside, at rest: an active `.disappear`, `.drawOn`
    /// or `.drawOff`, or an inactive `.appear`, hides them (their space is kept); an active `.scale`
    /// is noted and drawn unscaled; the other effects animate and leave the symbol as it is.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        let hides = (effect as? any SymbolVisibilityAtRest)?.hidesSymbol(isActive: isActive) ?? false
        let scaled = effect is ScaleSymbolEffect && isActive
        return transformEnvironment(\.symbolEffectState) { state in
            if hides { state.hidesSymbols = true }
        }
        .wrapNodes { node, environment in
            scaled && !environment.symbolEffectState.removed
                ? .unsupported(feature: "symbolEffect(.scale): held scale drawn at rest size (Apple publishes no amount)", child: node)
                : node
        }
    }

    /// A discrete effect that plays when `value` changes: a still render shows the symbol at rest.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                    value: U) -> some View {
        self
    }

    /// Removes the symbol effects of this view and its descendants (`isEnabled`), so a held
    /// `.disappear` no longer hides its symbols.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.symbolEffectState) { state in state.removed = isEnabled }
    }
}

extension ContentTransition {
    /// Replaces a symbol with another through `effect`; a still render shows the current symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                    options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    /// The default symbol replace transition.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}
