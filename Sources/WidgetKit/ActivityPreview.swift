import ActivityKit
import Foundation
import SwiftUI

/// Which presentation of a Live Activity a preview shows.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen presentation.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact, minimal, expanded
    }
}

/// `#Preview("Lock Screen", as: .content, using: attributes) { DeliveryActivity() } contentStates: { … }`:
/// the Live Activity's presentation of the first content state (`LockScreenActivityFrame`,
/// `DynamicIslandFrame`). The runner turns an activity `#Preview` into one of these.
public struct ActivityPreview: View {
    let kind: ActivityPreviewViewKind
    let presentations: ActivityPresentations?
    let attributes: Any
    let state: Any?
    let notes: [WidgetNote]

    public init<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                           using attributes: Attributes, widget: () -> W,
                                                           @PreviewActivityBuilder<Attributes> contentStates: () -> [Attributes.ContentState]) {
        var resolved = ResolvedWidget()
        resolveWidget(widget().body, into: &resolved)
        let states = contentStates()
        self.init(kind: viewKind, presentations: resolved.activity, attributes: attributes, state: states.first,
                  notes: states.count > 1 ? [WidgetNote("Live Activity preview of \(states.count) content states", drawn: "the first is drawn")] : [])
    }

    init(kind: ActivityPreviewViewKind, presentations: ActivityPresentations?, attributes: Any, state: Any?, notes: [WidgetNote]) {
        self.kind = kind; self.presentations = presentations; self.attributes = attributes; self.state = state; self.notes = notes
    }

    public var body: some View {
        let drawn = state.flatMap { state in presentation(state) }
        return (drawn ?? AnyView(NothingDrawn()))
            .modifier(Noted(notes + [drawn == nil ? WidgetNote(
                "Live Activity preview: the widget is not an ActivityConfiguration of these attributes, "
                    + "or (previewContext) none of the code's widgets is", drawn: "nothing is drawn") : nil]))
    }

    private func presentation(_ state: Any) -> AnyView? {
        guard let presentations else { return nil }
        switch kind {
        case .content:
            return presentations.lockScreen(attributes, state).map { AnyView(LockScreenActivityFrame(content: $0)) }
        case .dynamicIsland(let island):
            let frame: DynamicIslandFrame.Presentation = switch island {
            case .compact: .compact
            case .minimal: .minimal
            case .expanded: .expanded
            }
            return presentations.dynamicIsland(attributes, state).map { AnyView(DynamicIslandFrame(island: $0, presentation: frame)) }
        }
    }
}

/// The content states of a Live Activity `#Preview`'s `contentStates:` closure.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

extension ActivityAttributes {
    /// An iOS 16.2 Live Activity preview (`attributes.previewContext(state, viewKind: .content)` in a
    /// `PreviewProvider`): the presentation of the `ActivityConfiguration` for these attributes among
    /// the program's widgets, as Xcode finds it in the widget extension (`WidgetPreviewRegistry`).
    @preconcurrency @MainActor public func previewContext(_ contentState: ContentState, isStale: Bool = false,
                               viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreview(kind: viewKind, presentations: WidgetPreviewRegistry.activities[ObjectIdentifier(Self.self)],
                        attributes: self, state: contentState, notes: [])
    }
}

/// The Live Activity configurations of the program's widgets, by attributes type: what
/// `ActivityAttributes.previewContext` draws. The guide runner registers every `Widget` type of the
/// code before rendering. Not WidgetKit API.
@preconcurrency @MainActor
public enum WidgetPreviewRegistry {
    static var activities: [ObjectIdentifier: ActivityPresentations] = [:]

    /// Records `widget`'s Live Activity configuration, if it has one.
    public static func register<W: Widget>(_ widget: W) {
        var resolved = ResolvedWidget()
        resolveWidget(widget.body, into: &resolved)
        if let activity = resolved.activity { activities[activity.attributesType] = activity }
    }
}
