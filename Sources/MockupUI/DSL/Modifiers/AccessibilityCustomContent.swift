import Accessibility
import Foundation

// Extra facts VoiceOver reads on request ("More content" rotor), as `accessibilityCustomContent`.

/// Identifies a kind of custom content, so a later modifier replaces an earlier one with the same
/// key, as SwiftUI's `AccessibilityCustomContentKey`. VoiceOver reads it; a still has nothing to read.
public struct AccessibilityCustomContentKey: Sendable {
    public init(_ label: Text, id: String) {}
    public init(_ labelKey: LocalizedStringKey, id: String) {}
    /// A key whose identifier is its label.
    public init(_ labelKey: LocalizedStringKey) {}
}

extension View {
    /// Adds `value` under `key`; a nil value removes the key's content.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
    /// Adds `value` under the label `label`.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }
    @_disfavoredOverload
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(_ label: L, _ value: V,
                                                                                 importance: AXCustomContent.Importance = .default) -> some View { self }
}
