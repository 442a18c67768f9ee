import Foundation

/// A scrolling list of rows, as SwiftUI's `List`, drawn in the environment's list style
/// (`.insetGrouped` by default on iPhone) scrolled to the top. `Section`s among its views become
/// the list's sections; other views are rows of an untitled section.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with single selection (nothing is selected at rest in a still's drawing).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout = (environment.controls.listStyle as? any BuiltInListStyle)?.layout ?? .insetGrouped
        return ListContainer.resolve(content, layout: layout, in: environment)
    }
}

extension List where SelectionValue == Never {
    /// One row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        content = ForEach(data) { element in HStack { rowContent(element) } }
    }

    /// One row per element, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        content = ForEach(data, id: id) { element in HStack { rowContent(element) } }
    }

    /// One row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        content = ForEach(data) { element in HStack { rowContent(element) } }
    }
}

extension List {
    /// One row per identifiable element, with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        content = ForEach(data) { element in HStack { rowContent(element) } }
    }

    /// One row per identifiable element, with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        content = ForEach(data) { element in HStack { rowContent(element) } }
    }

    /// One row per element identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        content = ForEach(data, id: id) { element in HStack { rowContent(element) } }
    }

    /// One row per element identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        content = ForEach(data, id: id) { element in HStack { rowContent(element) } }
    }
}

/// A container of grouped controls, as SwiftUI's `Form`: on iPhone an `.insetGrouped` list.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The form as the environment's `FormStyle` draws it (iOS's: a grouped list).
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // `Form(configuration)` passes on the content the form was built with.
        let source: any View = (content as? FormStyleConfiguration.Content)?.source ?? content
        let configuration = FormStyleConfiguration(content: .init(source: source))
        // A `Form(configuration)` in a custom style's body draws in the automatic style.
        var inner = environment
        inner[FormStyleKey.self] = AutomaticFormStyle()
        return environment[FormStyleKey.self].resolveBody(configuration, in: inner)
    }
}

/// A resolved section: header, rows with their preferences, footer.
struct ListSectionModel {
    struct Row {
        let nodes: [ViewNode]
        let preferences: ListRowPreferences
    }
    let header: AnyView?
    let rows: [Row]
    let footer: AnyView?

    /// The spacing the section asks for (`Section { … }.listSectionSpacing`, recorded by its rows).
    var spacing: ListSectionSpacing? { rows.lazy.compactMap(\.preferences.sectionSpacing).first }
}

/// Resolution shared by `List` and `Form`: sections from the content, rows resolved with their
/// preferences, then drawn in `layout`.
@MainActor
enum ListContainer {
    static func resolve<Content: View>(_ content: Content, layout: ListLayoutKind,
                                       in environment: EnvironmentValues) -> [ViewNode] {
        let rowEnvironment = environment.with { $0.isInListRow = true; $0.stackAxis = nil }
        var sections: [ListSectionModel] = []
        var loose: [ListSectionModel.Row] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(ListSectionModel(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        /// The row `view` makes, or the rows when it is several (`ListRows`: an expanded disclosure group).
        func rows(_ view: any View) -> [ListSectionModel.Row] {
            let (nodes, preferences) = ListRowPreferences.gather { resolveAny(view, in: rowEnvironment) }
            return ListRowsNode.rows(of: nodes) ?? [ListSectionModel.Row(nodes: nodes, preferences: preferences)]
        }
        for view in flattenedViews(content, in: environment) {
            if let section = untagged(view) as? any ListSectionSource {
                flushLoose()
                sections.append(ListSectionModel(header: section.headerView, rows: section.rowViews(in: environment).flatMap(rows),
                                                 footer: section.footerView))
            } else {
                loose.append(contentsOf: rows(view))
            }
        }
        flushLoose()
        let background = environment.controls.hidesScrollContentBackground
            ? nil : ControlAppearanceStore.listBackground ?? ListDrawing.background(of: layout)
        let drawing = ListDrawing(layout: layout, sections: sections, background: background,
                                  rowSpacing: environment.controls.listRowSpacing,
                                  sectionSpacing: environment.controls.listSectionSpacing)
        return resolveNodes(drawing, in: environment)
    }

    /// `view` of any type resolved in `environment`.
    static func resolveAny(_ view: any View, in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(view, in: environment)
    }
}
