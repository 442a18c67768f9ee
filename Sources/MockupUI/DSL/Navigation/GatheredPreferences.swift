/// Values that views report to an enclosing container while they are resolved, as SwiftUI
/// preferences flow up: the container gathers them around the resolution of its content, and
/// modifiers record into the innermost gathering container (if any).
@MainActor
protocol GatheredPreferences {
    init()
    /// The values being gathered by the innermost container being resolved.
    static var collecting: Self? { get set }
}

extension GatheredPreferences {
    /// Runs `body` (a resolution) while gathering what its views record.
    static func gather<R>(_ body: () -> R) -> (R, Self) {
        let saved = collecting
        collecting = Self()
        defer { collecting = saved }
        let result = body()
        return (result, collecting ?? Self())
    }

    /// Records a value if a container is gathering them.
    static func record(_ update: (inout Self) -> Void) {
        guard collecting != nil else { return }
        update(&collecting!)
    }
}

/// A modifier that records a gathered preference, then resolves its content unchanged.
struct GatheredPreferenceWriter<Preferences: GatheredPreferences>: NodeModifier {
    let update: @MainActor (inout Preferences) -> Void

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        Preferences.record(update)
        return content(environment)
    }
}
