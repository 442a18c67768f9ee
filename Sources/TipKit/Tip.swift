import Foundation
import SwiftUI

/// A tip that teaches a feature (iOS 17), as TipKit's `Tip`: a title and optionally a message, an
/// image and actions, shown by `TipView` inline or `popoverTip(_:)` on a control. Rules and options
/// decide when a device shows it; a render shows every tip it draws, at rest, as the first time.
public protocol Tip: Identifiable, Sendable {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// The tip's type name, as TipKit identifies a tip by default.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip shows: a render has no history of display counts or invalidations, so yes.
    public var shouldDisplay: Bool { true }
    /// The tip's state: pending until its rules pass; a render draws tips as available.
    public var status: Tips.Status { .available }
    public var statusUpdates: AsyncStream<Tips.Status> { AsyncStream { $0.yield(.available); $0.finish() } }
    public var shouldDisplayUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(true); $0.finish() } }

    /// Stops showing the tip (`.actionPerformed`, `.tipClosed`…); a render keeps no record.
    public func invalidate(reason: Tips.InvalidationReason) {}

    // The names a tip's own code uses for TipKit's types (`var rules: [Rule] { … }`).
    public typealias Status = Tips.Status
    public typealias InvalidationReason = Tips.InvalidationReason
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Event = Tips.Event
    public typealias Option = TipOption
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
}

/// What tunes when a tip shows (`Tips.MaxDisplayCount(3)`, `Tips.IgnoresDisplayFrequency(true)`).
public protocol TipOption: Sendable {}

extension Tips {
    /// Builds a tip's rules: `var rules: [Rule] { #Rule(Self.$isLoggedIn) { $0 } }`, or an array of them.
    @resultBuilder
    public enum RuleBuilder {
        public static func buildBlock() -> [Rule] { [] }
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        @_disfavoredOverload
        public static func buildExpression(_ rule: Rule?) -> [Rule] { rule.map { [$0] } ?? [] }
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        @_disfavoredOverload
        public static func buildExpression(_ rules: [Rule?]) -> [Rule] { rules.compactMap { $0 } }
        public static func buildEither(first: [Rule]) -> [Rule] { first }
        public static func buildEither(second: [Rule]) -> [Rule] { second }
        public static func buildOptional(_ rules: [Rule]?) -> [Rule] { rules ?? [] }
        public static func buildPartialBlock(first: [Rule]) -> [Rule] { first }
        public static func buildPartialBlock(accumulated: [Rule], next: [Rule]) -> [Rule] { accumulated + next }
    }

    /// Builds a tip's actions: `var actions: [Action] { Action(id: "learn", title: "Learn More") }`.
    @resultBuilder
    public enum ActionBuilder {
        public static func buildBlock() -> [Action] { [] }
        public static func buildExpression(_ action: Action) -> [Action] { [action] }
        public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
        public static func buildPartialBlock(first: [Action]) -> [Action] { first }
        public static func buildPartialBlock(accumulated: [Action], next: [Action]) -> [Action] { accumulated + next }
        public static func buildArray(_ components: [[Action]]) -> [Action] { components.flatMap { $0 } }
        public static func buildEither(first: [Action]) -> [Action] { first }
        public static func buildEither(second: [Action]) -> [Action] { second }
        public static func buildLimitedAvailability(_ actions: [Action]) -> [Action] { actions }
        public static func buildOptional(_ actions: [Action]?) -> [Action] { actions ?? [] }
    }

    /// Builds a tip's options: `var options: [Option] { MaxDisplayCount(3) }`, or an array of them.
    @resultBuilder
    public enum OptionsBuilder {
        public static func buildBlock() -> [any TipOption] { [] }
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        @_disfavoredOverload
        public static func buildExpression(_ option: (any TipOption)?) -> [any TipOption] { option.map { [$0] } ?? [] }
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        public static func buildEither(first: [any TipOption]) -> [any TipOption] { first }
        public static func buildEither(second: [any TipOption]) -> [any TipOption] { second }
        public static func buildOptional(_ options: [any TipOption]?) -> [any TipOption] { options ?? [] }
        public static func buildPartialBlock(first: [any TipOption]) -> [any TipOption] { first }
        public static func buildPartialBlock(accumulated: [any TipOption], next: [any TipOption]) -> [any TipOption] {
            accumulated + next
        }
    }
}
