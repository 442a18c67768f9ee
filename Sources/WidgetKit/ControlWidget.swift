import AppIntents
import Foundation
import SwiftUI

// Controls (iOS 18): buttons and toggles an app offers to Control Center, the Lock Screen and the
// Action button, declared in its widget extension beside its widgets. The system draws them from
// the template's label and symbol; an app's own screens never show them, so a render draws none
// (docs/API-SHIMS.md, "WidgetKit"): the declarations compile, and the widgets beside them render.

/// A control's declaration (`struct TimerControl: ControlWidget`): its `body` configures it.
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension ControlWidget {
    /// The entry point of an extension whose only control this is; a render runs no extension.
    public static func main() {}
}

/// How a control is configured: `StaticControlConfiguration`, `AppIntentControlConfiguration`, or
/// one of them with a display name and description.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension ControlWidgetConfiguration where Body == Never {
    /// Primitive configurations have no body; nothing asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive control configuration") }
}

extension Never: ControlWidgetConfiguration {}

/// A configuration with nothing in it.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    public typealias Body = Never
    public init() {}
}

/// Builds a control's `body` from its one configuration.
@resultBuilder @MainActor @preconcurrency
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

extension ControlWidgetConfiguration {
    /// The name the controls gallery shows for the control (the app's name by default).
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ControlConfigurationDetails(base: self)
    }

    /// What the controls gallery says the control does.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        ControlConfigurationDetails(base: self)
    }

    /// Asks the person to configure the control's intent when they add it.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        ControlConfigurationDetails(base: self)
    }

    /// The type told of push-token changes for controls updated by push notifications.
    public func pushHandler(_ pushHandler: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        ControlConfigurationDetails(base: self)
    }
}

/// A configuration with gallery details or options added (`displayName`, `description`, …).
struct ControlConfigurationDetails<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    typealias Body = Never
    let base: Base
}

/// A control with no user-configurable options, its value from an optional provider.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public typealias Body = Never
    /// The control's unique kind string.
    public let kind: String

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
    }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
    }
}

/// A control the person configures through a `ControlConfigurationIntent`.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration {
    public typealias Body = Never
    /// The control's unique kind string.
    public let kind: String

    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        self.kind = kind
    }

    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
    where Configuration == Provider.Configuration {
        self.kind = kind
    }
}

/// Supplies a static control's value: a stand-in for the gallery and the live one.
public protocol ControlValueProvider {
    associatedtype Value
    /// The value the controls gallery shows.
    var previewValue: Value { get }
    /// The control's value now.
    func currentValue() async throws -> Value
}

/// Supplies the value of a control configured by an intent.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    /// The value the controls gallery shows for `configuration`.
    func previewValue(configuration: Configuration) -> Value
    /// The control's value now, for `configuration`.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// Told when the push token of controls updated by push notifications changes.
public protocol ControlPushHandler {
    init()
    func pushTokensDidChange(controls: [ControlPushInfo])
}

/// A control that receives push updates, as a push handler is told of it.
public struct ControlPushInfo: Sendable {
    /// The control's kind string.
    public let kind: String
    /// The push token the control's updates are sent to.
    public let pushToken: Data
}
