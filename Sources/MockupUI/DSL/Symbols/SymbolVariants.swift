import MockupText

/// The variant of symbol images to draw (SwiftUI's `SymbolVariants`): `.fill`, `.circle`,
/// `.square`, `.rectangle`, `.slash` and their combinations (`.circle.fill`). A variant the symbol
/// does not have is left off (MockupText's `SymbolVariantSet.name(for:)`).
public struct SymbolVariants: Hashable, Sendable {
    let set: SymbolVariantSet

    /// No variant: symbols as named.
    public static let none = SymbolVariants(set: SymbolVariantSet())
    public static let circle = SymbolVariants.none.circle
    public static let square = SymbolVariants.none.square
    public static let rectangle = SymbolVariants.none.rectangle
    public static let fill = SymbolVariants.none.fill
    public static let slash = SymbolVariants.none.slash

    /// These variants inside a circle.
    public var circle: SymbolVariants { with { $0.enclosure = .circle } }
    /// These variants inside a square.
    public var square: SymbolVariants { with { $0.enclosure = .square } }
    /// These variants inside a rectangle.
    public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
    /// These variants filled.
    public var fill: SymbolVariants { with { $0.fill = true } }
    /// These variants struck through.
    public var slash: SymbolVariants { with { $0.slash = true } }

    /// Whether every variant of `other` is among these.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.set.slash || set.slash) && (!other.set.fill || set.fill)
            && (other.set.enclosure == nil || other.set.enclosure == set.enclosure)
    }

    private func with(_ change: (inout SymbolVariantSet) -> Void) -> SymbolVariants {
        var set = self.set
        change(&set)
        return SymbolVariants(set: set)
    }
}

/// `.symbolVariant(_:)`: the variants symbol images below are drawn in.
enum SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The symbol variants of images below (`.none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The variants a `TabView`'s bar draws its items' symbols in: `.fill` added to those set around it,
    /// as iOS fills tab bar symbols, unless `.environment(\.symbolVariants, .none)` cleared them there
    /// (Apple's `SymbolVariants.none`: set it "to show a symbol that ignores the current variant"). A
    /// tab item's label can clear them too: its images resolve below this.
    var tabItemSymbolVariants: SymbolVariants {
        let cleared = customValues[ObjectIdentifier(SymbolVariantsKey.self)] != nil && symbolVariants == .none
        return cleared ? .none : symbolVariants.fill
    }
}

extension View {
    /// Draws symbol images in this view in `variant`, added to the variants already set
    /// (`.symbolVariant(.fill)` inside `.symbolVariant(.circle)` is `.circle.fill`). `.none` has no
    /// effect, as Apple documents: only `.environment(\.symbolVariants, .none)` clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentWriter { environment in
            guard variant != .none else { return }
            var set = environment.symbolVariants.set
            set.slash = set.slash || variant.set.slash
            set.fill = set.fill || variant.set.fill
            set.enclosure = variant.set.enclosure ?? set.enclosure
            environment.symbolVariants = SymbolVariants(set: set)
        })
    }
}
