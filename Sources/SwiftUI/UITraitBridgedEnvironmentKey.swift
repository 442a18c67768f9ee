import Foundation
import MockupUI

/// An environment key whose value is also a UIKit trait (iOS 17): SwiftUI views read it from the
/// environment, UIKit code through the trait collection. `read(from:)` is how a trait collection
/// gives the value and `write(to:value:)` how it is set. A render has no UIKit host whose traits
/// SwiftUI reads, so in views the key holds its default unless `.environment` sets it.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}
