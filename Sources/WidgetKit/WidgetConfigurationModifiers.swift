import Foundation
import SwiftUI

/// A configuration with an option changed by one of its modifiers.
struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    typealias Body = Never
    let base: Base
    let change: (inout ResolvedWidget) -> Void

    func resolve(into widget: inout ResolvedWidget) {
        resolveWidget(base, into: &widget)
        change(&widget)
    }
}

extension WidgetConfiguration {
    private func changing(_ change: @escaping (inout ResolvedWidget) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self, change: change)
    }

    private var unchanged: ModifiedWidgetConfiguration<Self> { changing { _ in } }

    /// The name the widget gallery shows (not drawn by a widget render).
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { unchanged }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { unchanged }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { unchanged }

    /// The description the widget gallery shows (not drawn by a widget render).
    public func description(_ description: Text) -> some WidgetConfiguration { unchanged }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { unchanged }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { unchanged }

    /// The families the widget offers; a preview of another family renders with a note.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { $0.supportedFamilies = families }
    }

    /// Lays the widget's content out to its edges, without the default content margins
    /// (`widgetContentMargins` still reports them).
    public func contentMarginsDisabled() -> some WidgetConfiguration { changing { $0.contentMarginsDisabled = true } }

    /// Whether the system may remove the container background (StandBy, the Lock Screen): a render
    /// shows the Home Screen, where it is drawn.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { unchanged }

    /// Where the widget should not be suggested (the gallery's business; nothing drawn).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        unchanged
    }

    /// Handles background URL session events for the widget (none happen in a render).
    public func onBackgroundURLSessionEvents(matching matchingString: String,
                                             _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void)
        -> some WidgetConfiguration { unchanged }

    /// Handles background URL session events for the widget (none happen in a render).
    public func onBackgroundURLSessionEvents(matching matchingBlock: ((_ identifier: String) -> Bool)? = nil,
                                             _ urlSessionEvent: @escaping (_ identifier: String, _ completion: @escaping () -> Void) -> Void)
        -> some WidgetConfiguration { unchanged }
}

/// Where a widget appears.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
