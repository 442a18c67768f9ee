/// A stored property of a view that is updated before the view's `body` is evaluated, as in
/// SwiftUI (`@Environment`, or a struct of the user's that holds such properties).
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the owning view's body is evaluated; nothing to do by default.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What an `@Environment` property reads: the environment installed for the view it belongs to.
final class EnvironmentStorage {
    var values: EnvironmentValues?
}

/// A dynamic property that takes the environment of the view it belongs to.
@MainActor
protocol EnvironmentReading {
    func install(_ environment: EnvironmentValues)
}

/// Installs `environment` into the environment-reading properties of `container` — a view, a view
/// modifier or a button style about to be evaluated — including those inside its other dynamic
/// properties. This is how the environment flows down as a value: there is no current environment.
@MainActor
func installEnvironment(_ environment: EnvironmentValues, into container: Any) {
    for child in Mirror(reflecting: container).children {
        if let reader = child.value as? any EnvironmentReading {
            reader.install(environment)
        } else if child.value is any DynamicProperty {
            installEnvironment(environment, into: child.value)
        }
    }
}

// SwiftUI's own property wrappers are dynamic properties: a struct of the user's that holds them is
// one too, and their storage is kept across body evaluations.
extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension FocusState: DynamicProperty {}
