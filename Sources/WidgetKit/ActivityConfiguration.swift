import ActivityKit
import Foundation
import SwiftUI

/// What a Live Activity's view is given: the activity's attributes and its current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let activityID: String
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// Whether the state is past its stale date: a preview's states are current.
    public let isStale: Bool
}

/// The views of a Live Activity for one attributes value and state, as a preview renders them.
struct ActivityPresentations {
    /// The `ActivityAttributes` type they show.
    let attributesType: ObjectIdentifier
    /// The Lock Screen (and banner) view.
    let lockScreen: @MainActor (_ attributes: Any, _ state: Any) -> AnyView?
    /// The Dynamic Island's presentations.
    let dynamicIsland: @MainActor (_ attributes: Any, _ state: Any) -> DynamicIsland?
}

/// A Live Activity: its Lock Screen view and its Dynamic Island presentations.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let presentations: ActivityPresentations

    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        // A preview's states are current, never stale.
        func context(_ attributes: Any, _ state: Any) -> ActivityViewContext<Attributes>? {
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            return ActivityViewContext(activityID: "preview", attributes: attributes, state: state, isStale: false)
        }
        presentations = ActivityPresentations(
            attributesType: ObjectIdentifier(Attributes.self),
            lockScreen: { context($0, $1).map { AnyView(content($0)) } },
            dynamicIsland: { context($0, $1).map(dynamicIsland) })
    }

    func resolve(into widget: inout ResolvedWidget) { widget.activity = presentations }
}
