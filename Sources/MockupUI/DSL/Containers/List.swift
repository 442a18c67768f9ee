import Foundation

/// A scrolling list of rows, as SwiftUI's `List`, drawn in the environment's list style
/// (`.insetGrouped` by default on iPhone) scrolled to the top. `Section`s among its views become
/// the list's sections; other views are rows of an untitled section.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// The rows selected through the list's selection binding (nil: the list has none).
    var selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list with single selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init(single:))
    }

    /// A list with multiple selection (in edit mode, each row shows a selection circle).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init(multiple:))
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout = (environment.controls.listStyle as? any BuiltInListStyle)?.layout ?? .insetGrouped
        return ListContainer.resolve(content, layout: layout, selection: selection, in: environment)
    }
}

/// A list's selection binding as the drawing needs it: whether it selects several rows, and which
/// row tags (a `ForEach` element's identity, or a `.tag`) it holds.
struct ListSelection {
    let allowsMultiple: Bool
    let contains: (AnyHashable) -> Bool

    init<Value: Hashable>(single binding: Binding<Value?>) {
        let value = binding.wrappedValue.map { AnyHashable($0) }
        allowsMultiple = false
        contains = { $0 == value }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        let values = Set(binding.wrappedValue.map { AnyHashable($0) })
        allowsMultiple = true
        contains = { values.contains($0) }
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
        self.init(selection: selection) { ForEach(data) { element in HStack { rowContent(element) } } }
    }

    /// One row per identifiable element, with multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data) { element in HStack { rowContent(element) } } }
    }

    /// One row per element identified by `id`, with multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data, id: id) { element in HStack { rowContent(element) } } }
    }

    /// One row per element identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data, id: id) { element in HStack { rowContent(element) } } }
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
        /// The row's selection value (its `ForEach` element's identity or `.tag`), if any.
        var tag: AnyHashable? = nil
    }
    let header: AnyView?
    let rows: [Row]
    let footer: AnyView?
    /// Whether a collapsible section is expanded (nil: not collapsible).
    var isExpanded: Bool? = nil
    /// The list's header prominence (the environment's), which a section's own overrides.
    var listHeaderProminence = Prominence.standard

    /// The prominence of the section's header: the section's (recorded by its rows), else the list's.
    var headerProminence: Prominence {
        rows.lazy.compactMap(\.preferences.headerProminence).first ?? listHeaderProminence
    }

    /// The spacing the section asks for (`Section { … }.listSectionSpacing`, recorded by its rows).
    var spacing: ListSectionSpacing? { rows.lazy.compactMap(\.preferences.sectionSpacing).first }
}

/// Resolution shared by `List` and `Form`: sections from the content, rows resolved with their
/// preferences, then drawn in `layout`.
@MainActor
enum ListContainer {
    static func resolve<Content: View>(_ content: Content, layout: ListLayoutKind, selection: ListSelection? = nil,
                                       in environment: EnvironmentValues) -> [ViewNode] {
        // A row is never the tab's own view: its `.badge` is the row's, even in a tab's list.
        let rowEnvironment = environment.with { $0.isInListRow = true; $0.stackAxis = nil; $0.isTabRoot = false }
        var sections: [ListSectionModel] = []
        var loose: [ListSectionModel.Row] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(ListSectionModel(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        /// The row `view` makes, or the rows when it is several (`ListRows`: an expanded disclosure group).
        func rows(_ view: any View) -> [ListSectionModel.Row] {
            let (nodes, preferences) = ListRowPreferences.gather { resolveAny(view, in: rowEnvironment) }
            let tag = (view as? any TabMetadataCarrier)?.tabTag
            return ListRowsNode.rows(of: nodes) ?? [ListSectionModel.Row(nodes: nodes, preferences: preferences, tag: tag)]
        }
        for view in flattenedViews(content, in: environment) {
            if let section = untagged(view) as? any ListSectionSource {
                flushLoose()
                sections.append(ListSectionModel(header: section.headerView, rows: section.rowViews(in: environment).flatMap(rows),
                                                 footer: section.footerView, isExpanded: section.isExpanded,
                                                 listHeaderProminence: environment.headerProminence))
            } else {
                loose.append(contentsOf: rows(view))
            }
        }
        flushLoose()
        let background = environment.controls.hidesScrollContentBackground
            ? nil : ControlAppearanceStore.listBackground ?? ListDrawing.background(of: layout)
        let isEditing = environment.editMode?.wrappedValue.isEditing ?? false
        let drawing = ListDrawing(layout: layout, sections: sections, background: background,
                                  rowSpacing: environment.controls.listRowSpacing,
                                  sectionSpacing: environment.controls.listSectionSpacing,
                                  editing: isEditing ? ListEditing(selection: selection) : nil)
        return resolveNodes(drawing, in: environment)
    }

    /// `view` of any type resolved in `environment`.
    static func resolveAny(_ view: any View, in environment: EnvironmentValues) -> [ViewNode] {
        resolveNodes(view, in: environment)
    }
}
