import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` or
/// `Form` it is drawn as a section of the list's style; elsewhere its header, rows and footer are
/// contributed one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// The `isExpanded` binding's value when the section is collapsible (nil: it is not). A
    /// collapsed section shows its header only.
    var isExpanded: Bool?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    /// The pre-iOS 15 form with header and footer views as arguments.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard isExpanded != false else { return MockupUI.resolveNodes(header, in: environment) }
        return MockupUI.resolveNodes(header, in: environment) + MockupUI.resolveNodes(content, in: environment)
            + MockupUI.resolveNodes(footer, in: environment)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A collapsible section (drawn in its `isExpanded` state: collapsed, its header only).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A collapsible section titled by a string (drawn in its `isExpanded` state).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header view (drawn in its `isExpanded` state).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

/// A section as a list sees it: header, rows and footer as separate views.
@MainActor
protocol ListSectionSource {
    var headerView: AnyView? { get }
    /// The rows the section shows: none while it is collapsed.
    func rowViews(in environment: EnvironmentValues) -> [any View]
    var footerView: AnyView? { get }
    /// Whether a collapsible section is expanded (nil: it has no `isExpanded` binding).
    var isExpanded: Bool? { get }
}

extension Section: ListSectionSource {
    var headerView: AnyView? { Parent.self == EmptyView.self ? nil : AnyView(header) }
    func rowViews(in environment: EnvironmentValues) -> [any View] {
        isExpanded == false ? [] : flattenedViews(content, in: environment)
    }
    var footerView: AnyView? { Footer.self == EmptyView.self || isExpanded == false ? nil : AnyView(footer) }
}

extension ModifiedContent: ListSectionSource where Content: View & ListSectionSource, Modifier: ViewModifier {
    /// A modifier on a section applies to its header, each of its rows and its footer, so
    /// `Section { … }.listRowBackground(.clear)` stays a section whose rows are clear.
    var headerView: AnyView? { content.headerView.map { AnyView(modifying($0)) } }
    func rowViews(in environment: EnvironmentValues) -> [any View] { content.rowViews(in: environment).map(modifying) }
    var footerView: AnyView? { content.footerView.map { AnyView(modifying($0)) } }
    var isExpanded: Bool? { content.isExpanded }
}

extension View {
    /// How prominent section headers are (`.increased`: in an `.insetGrouped` list, the larger
    /// header style). On a section, its rows tell the list.
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(HeaderProminenceWriter(prominence: prominence))
    }
}

/// `headerProminence(_:)`: sets the environment value and, in a list row (a section's modifier
/// reaches each of its rows), records it for the row's section; the outermost writer wins.
struct HeaderProminenceWriter: NodeModifier {
    let prominence: Prominence

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        if environment.controls.isInListRow {
            ListRowPreferences.record { if $0.headerProminence == nil { $0.headerProminence = prominence } }
        }
        var inner = environment
        inner.headerProminence = prominence
        return content(inner)
    }
}

/// A prominence level (`headerProminence`, `badgeProminence`).
public enum Prominence: Hashable, Sendable { case standard, increased }
