/// SF Symbols 7's draw effects (iOS 26): `.drawOn` draws a symbol's paths in, `.drawOff` draws them
/// away. Held active, both leave the symbol undrawn (an active `.drawOn` waits to draw it on;
/// deactivating it plays the drawing), so a still hides the symbol images inside, keeping their
/// space; inactive, the symbol is drawn as it is.
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    /// Each motion group drawn one after another, one at a time.
    public var individually: Self { adding("individually") }
}

public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, SymbolEffectVariants {
    public var variants: [String] = []
    public init() {}
    /// Each motion group drawn away one after another, one at a time.
    public var individually: Self { adding("individually") }
    /// Drawn away following the symbol's draw data backwards.
    public var reversed: Self { adding("reversed") }
    /// Drawn away following the symbol's draw data forwards.
    public var nonReversed: Self { adding("nonReversed") }
}

extension SymbolEffect where Self == DrawOnSymbolEffect { public static var drawOn: Self { Self() } }
extension SymbolEffect where Self == DrawOffSymbolEffect { public static var drawOff: Self { Self() } }

extension DrawOnSymbolEffect: SymbolVisibilityAtRest {
    func hidesSymbol(isActive: Bool) -> Bool { isActive }
}

extension DrawOffSymbolEffect: SymbolVisibilityAtRest {
    func hidesSymbol(isActive: Bool) -> Bool { isActive }
}
