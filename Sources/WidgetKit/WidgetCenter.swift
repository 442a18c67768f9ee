import AppIntents
import Foundation
import Intents

/// The app's view of its widgets. A render has no Home Screen: nothing is installed, so there is
/// nothing to reload and no configuration to report.
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}

    /// Keys of the `userInfo` of a widget's launch activity.
    public struct UserInfoKey {
        public static let kind = "WGWidgetUserInfoKeyKind"
        public static let family = "WGWidgetUserInfoKeyFamily"
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }

    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
    public func invalidateConfigurationRecommendations() {}

    /// The widgets the user has added: none in a render.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }
}

/// One widget the user has added (from `WidgetCenter.getCurrentConfigurations`).
public struct WidgetInfo: Identifiable, Hashable, CustomDebugStringConvertible {
    public let configuration: INIntent?
    public let family: WidgetFamily
    public let kind: String
    let appIntent: (any WidgetConfigurationIntent)?

    public typealias ID = WidgetInfo
    public var id: WidgetInfo { self }
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }

    /// The widget's App Intent configuration, when it has one of that type.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        appIntent as? Intent
    }

    public static func == (a: WidgetInfo, b: WidgetInfo) -> Bool {
        a.kind == b.kind && a.family == b.family && a.configuration === b.configuration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
    }
}
