import Foundation
import SwiftUI

/// A parameter of an App Intent (`@Parameter(title: "Emoji", default: "😃") var emoji: String`): it
/// holds its default until something sets it; a render never asks the user.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    private var value: Value?

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("@Parameter '\(title.key)' has no value and no default") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title; self.description = description
    }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value) {
        self.title = title; self.description = description; value = defaultValue
    }

    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Wrapped? {
        self.title = title; self.description = description; value = .some(nil)
    }

    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                         default defaultValue: Wrapped?) where Value == Wrapped? {
        self.title = title; self.description = description; value = .some(defaultValue)
    }
}
