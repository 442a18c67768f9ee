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
        base.rowViews(in: environment) + flattenedViews(actions, in: environment)
    }
    var footerView: AnyView? { base.footerView }
}

extension View {
    /// Adds custom actions to a section: items after its content.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        SectionActions(base: self, actions: content())
    }
}

extension View {
    /// The label of this section in a list's section index (iOS 26). The iOS 17/18 lists Mockup draws
    /// have no SwiftUI section index, so it is not drawn (a render note says so).
    public func sectionIndexLabel(_ label: Text?) -> some View {
        renderNote(when: label != nil, "sectionIndexLabel (iOS 26; the iOS 18 list has no section index)")
    }

    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { sectionIndexLabel(Text(label)) }

    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { sectionIndexLabel(Text(label)) }

    /// Whether a list shows its section index (iOS 26); see `sectionIndexLabel`.
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }
}
