import AppIntents
import Foundation
import SwiftUI

/// What a control shows and does: `ControlWidgetButton` or `ControlWidgetToggle`, or a template
/// built from one (iOS 18). The system draws it; a render does not (see `ControlWidget`).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension ControlWidgetTemplate where Body == Never {
    /// Primitive templates have no body; nothing asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive control template") }
}

extension Never: ControlWidgetTemplate {}

/// A template with nothing in it.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
    public typealias Body = Never
    public init() {}
}

/// Builds a control's template; `if`/`else` pick one of two.
@resultBuilder @MainActor @preconcurrency
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First)
        -> ConditionalControlTemplate<First, Second> { ConditionalControlTemplate() }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second)
        -> ConditionalControlTemplate<First, Second> { ConditionalControlTemplate() }
    public static func buildIf<Content: ControlWidgetTemplate>(_ content: Content?)
        -> ConditionalControlTemplate<Content, EmptyControlWidgetTemplate> { ConditionalControlTemplate() }
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// One of two templates, as `if`/`else` in a template builder chooses.
public struct ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate {
    public typealias Body = Never
}

extension ControlWidgetTemplate {
    /// The colour the control's symbol and "on" state take (a label's own `.tint` is ignored).
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { TintedControlTemplate(base: self) }
}

/// A template with its tint set.
struct TintedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate {
    typealias Body = Never
    let base: Base
}

/// A control that performs an action when pressed; it has no state.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    public typealias Body = Never

    /// A button performing `action`, drawn by `label`, with `actionLabel` while the action runs.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {}
}

extension ControlWidgetButton where ActionLabel == ControlWidgetButtonDefaultActionLabel {
    /// A button performing `action`, drawn by `label`.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where Action: AppIntent {}

    /// A button that opens the app (`action` is an `OpenIntent`), drawn by `label`.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where Action: OpenIntent {}
}

extension ControlWidgetButton where Label == Text {
    /// A button titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {}

    /// A button titled `title`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {}

    /// A button titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {}
}

/// A control with two states, "off" and "on", whose action sets the new state.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    public typealias Body = Never

    /// A toggle at `isOn` drawn by `label`, with `valueLabel` for each state.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
    /// A toggle at `isOn` drawn by `label`, its value "On" or "Off".
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where Action: SetValueIntent, Action.ValueType == Bool {}
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}

    /// A toggle titled `title`.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}

    /// A toggle titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {}
}

/// The value label of a toggle given none: "On" or "Off".
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(isOn ? "On" : "Off") }
}

/// The action label of a button given none: nothing while the action runs.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: some View { EmptyView() }
}

extension View {
    /// What pressing the control does, as the Action button describes it ("Start Timer").
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }
    /// What pressing the control does, given as text.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// The status text the system shows when the control's state changes.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
    /// The status text given as text.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
}

/// Reloads controls and lists the ones the person has added; a render has no Control Center, so
/// none are added.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    private init() {}

    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
    /// The controls the person has added (none in a render).
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// A control the person has added, as `ControlCenter.currentControls()` lists it.
public struct ControlInfo: Sendable {
    /// The control's kind string.
    public let kind: String
    /// The control's configuration intent, when it has one of `intentType`.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? { nil }
}
