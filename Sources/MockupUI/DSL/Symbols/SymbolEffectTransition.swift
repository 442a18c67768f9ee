/// A transition that shows or hides the symbol images inside a view through a symbol effect
/// (`.transition(.symbolEffect(.appear))`, iOS 17). A still shows views on screen, so the view is
/// drawn in its identity phase: unchanged.
public struct SymbolEffectTransition: Transition {
    let effect: AnyHashable
    let options: SymbolEffectOptions

    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = AnyHashable(effect); self.options = options
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == SymbolEffectTransition {
    /// The symbol images appear and disappear through `effect`.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(_ effect: T,
                                                                             options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }

    /// The symbol images appear and disappear through the system's default effect.
    public static var symbolEffect: SymbolEffectTransition { symbolEffect(.automatic) }
}

/// The system's default effect for showing, hiding or replacing a symbol (iOS 17).
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's default effect.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
