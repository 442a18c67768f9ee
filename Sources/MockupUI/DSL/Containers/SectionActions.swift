import Foundation

/// A section with custom actions (`Section { … }.sectionActions { Button(…) }`, iOS 18): on iOS the
/// actions are items after the section's content (SwiftUI's documentation of `sectionActions`), so in
/// a list they are the section's last rows.
public struct SectionActions<Base: View, Actions: View>: View, PrimitiveView {
    public typealias Body = Never
    let base: Base
    let actions: Actions

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(base, in: environment) + MockupUI.resolveNodes(actions, in: environment)
    }
}

extension SectionActions: ListSectionSource where Base: ListSectionSource {
    var headerView: AnyView? { base.headerView }
    func rowViews(in environment: EnvironmentValues) -> [any View] {
        base.isExpanded == false ? [] : base.rowViews(in: environment) + flattenedViews(actions, in: environment)
    }
    var footerView: AnyView? { base.footerView }
    var isExpanded: Bool? { base.isExpanded }
}

extension View {
    /// Adds custom actions to a section: items after its content.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        SectionActions(base: self, actions: content())
    }
}
