import Foundation

// VoiceOver rotors: lists of places the user can jump to (`accessibilityRotor`), with entries built
// by `AccessibilityRotorContentBuilder`. A still is never navigated, so rotors change no pixel.

/// Content of an accessibility rotor (entries, `ForEach` of entries, builder blocks), as SwiftUI's
/// `AccessibilityRotorContent`. Rotor content here is built from those primitives only; the
/// protocol has no `body` requirement (a type of Apple's with a `body` of entries does not compile).
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {}

/// One place a rotor jumps to: a view named by `id` (optionally in a namespace) or a range of
/// text, as SwiftUI's `AccessibilityRotorEntry`.
///
/// It is also a `View` that draws nothing, so that `ForEach(items) { AccessibilityRotorEntry(…) }`
/// compiles: this engine's `ForEach` takes view content only.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, View, PrimitiveView {
    public typealias Body = Never

    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {}
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {}
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
                textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID,
                                   textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {}
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {}
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>,
                                   prepare: @escaping () -> Void = {}) where ID == Never {}

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {}

/// Several rotor entries in a row (an `AccessibilityRotorContentBuilder` block).
public struct TupleAccessibilityRotorContent<each Entry: AccessibilityRotorContent>: AccessibilityRotorContent {}

/// Rotor content present only when a condition holds (`if` in a builder block).
public struct OptionalAccessibilityRotorContent<Wrapped: AccessibilityRotorContent>: AccessibilityRotorContent {}

/// Builds rotor content from the entries listed in a closure, as SwiftUI's
/// `AccessibilityRotorContentBuilder`.
@preconcurrency @MainActor @resultBuilder
public struct AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AccessibilityRotorContent>(
        _ content: repeat each Content) -> TupleAccessibilityRotorContent<repeat each Content> {
        TupleAccessibilityRotorContent()
    }
    public static func buildIf<Content: AccessibilityRotorContent>(
        _ content: Content?) -> OptionalAccessibilityRotorContent<Content> {
        OptionalAccessibilityRotorContent()
    }
}

/// A rotor the system provides (headings, links, …), as SwiftUI's `AccessibilitySystemRotor`.
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings(\(level))")
    }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

extension View {
    /// A custom rotor named `label` whose entries `entries` builds.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View { self }

    /// A rotor with an entry per element of `entries`, labelled by `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor with an entry per element of `entries`, identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor over ranges of the view's text.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { self }

    /// Names this view as the target of rotor entries with `id` in `namespace`.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
