import Foundation
import SwiftUI

/// An action the system can run (Shortcuts, Siri, widget buttons). A render runs none: `perform()`
/// is never called.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult = EmptyIntentResult
    /// The name shown for the intent.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    /// `@Parameter var name: String`: a value the user or the system sets.
    public typealias Parameter<Value> = IntentParameter<Value>
}

extension AppIntent where PerformResult == EmptyIntentResult {
    /// Does nothing (an intent that only configures a widget).
    public func perform() async throws -> EmptyIntentResult { .result() }
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

/// What `perform()` returns.
public protocol IntentResult: Sendable {}

/// A result with no value, dialog or view.
public struct EmptyIntentResult: IntentResult {
    init() {}
}

extension IntentResult where Self == EmptyIntentResult {
    /// The empty result (`return .result()`).
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

/// The description of an intent.
public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
    public let description: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]

    public init(_ description: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.description = description; self.categoryName = categoryName; self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
}

/// An intent that sets a value: a control toggle's action (`ControlWidgetToggle`), told the new
/// state through `value` (`@Parameter(title: "Running") var value: Bool`).
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// An intent that opens the app, optionally to a place (`ControlWidgetButton(action: OpenApp())`).
public protocol OpenIntent: AppIntent {}

/// An intent whose parameters configure a control (`AppIntentControlConfiguration`).
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity from a widget or control button.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays or pauses audio from a widget or control button.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that records audio (iOS 18) from a control or the Action button.
public protocol AudioRecordingIntent: AppIntent {}
