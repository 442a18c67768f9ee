import Foundation

// The iOS 13/14 spellings of the accessibility modifiers (`.accessibility(label:)`, …), deprecated
// since iOS 14–15 and still common in pasted code. Each forwards to its current form.
extension View {
    /// Hides the view from assistive technologies; deprecated form of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Deprecated form of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Deprecated form of `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Deprecated form of `accessibilityInputLabels(_:)`.
    public func accessibility(inputLabels: [Text]) -> some View { accessibilityInputLabels(inputLabels) }

    /// Deprecated form of `accessibilityIdentifier(_:)`: names the view, as that does.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Sets the identifier a selection reports to assistive technologies (deprecated, no successor).
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }

    /// Deprecated form of `accessibilitySortPriority(_:)`.
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    /// Deprecated form of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }

    /// Deprecated form of `accessibilityActivationPoint(_:)`.
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }

    /// Deprecated form of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Deprecated form of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Deprecated form of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
}
