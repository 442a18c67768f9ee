import Foundation

// Where VoiceOver or Switch Control focus is, as `@AccessibilityFocusState`. No assistive
// technology runs in a render, so the state keeps what code sets and focus draws nothing.

/// Assistive technologies, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    private var members: UInt8
    private init(members: UInt8) { self.members = members }

    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(members: 1 << 0) }
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(members: 1 << 1) }

    public init() { members = 0 }
    public func union(_ other: Self) -> Self { Self(members: members | other.members) }
    public mutating func formUnion(_ other: Self) { members |= other.members }
    public func intersection(_ other: Self) -> Self { Self(members: members & other.members) }
    public mutating func formIntersection(_ other: Self) { members &= other.members }
    public func symmetricDifference(_ other: Self) -> Self { Self(members: members ^ other.members) }
    public mutating func formSymmetricDifference(_ other: Self) { members ^= other.members }
    public func contains(_ member: Self) -> Bool { members & member.members == member.members }
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        formUnion(newMember)
        return (inserted, newMember)
    }
    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let present = intersection(member)
        members &= ~member.members
        return present.isEmpty ? nil : present
    }
    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let present = intersection(newMember)
        formUnion(newMember)
        return present.isEmpty ? nil : present
    }
}

/// Which view assistive-technology focus is on, as SwiftUI's `@AccessibilityFocusState`. It
/// starts unfocused (false or nil) and holds what code sets it to.
@preconcurrency @MainActor @propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let box: FocusState<Value>.Box

    /// A binding to the focus state, for `.accessibilityFocused(_:)` / `(_:equals:)`.
    @preconcurrency @MainActor @propertyWrapper
    public struct Binding {
        let box: FocusState<Value>.Box
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }

    /// Unfocused (`false`) for any assistive technology.
    public init() where Value == Bool { box = FocusState<Value>.Box(false) }
    /// Unfocused (`false`) for `technologies`.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = FocusState<Value>.Box(false) }
    /// Nothing focused (`nil`).
    public init<T: Hashable>() where Value == T? { box = FocusState<Value>.Box(nil) }
    /// Nothing focused (`nil`) for `technologies`.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = FocusState<Value>.Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }
}

extension View {
    /// Binds assistive-technology focus on this view to `condition`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Binds assistive-technology focus on this view to `binding` having `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { self }
}
