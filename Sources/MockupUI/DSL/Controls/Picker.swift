import Foundation

/// A choice among tagged options, as SwiftUI's `Picker`, drawn at rest in the environment's picker
/// style (`.menu` by default). Options are the content's views; each is identified by its `.tag`
/// (or, inside `ForEach`, by its element's identity).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The selected value; nil when the sources of a multi-source picker disagree (or there are none).
    let selected: AnyHashable?
    let label: Label
    let content: Content
    /// What a menu picker shows instead of the selected option (iOS 18).
    var currentValueLabel: AnyView?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        selected = AnyHashable(selection.wrappedValue); self.content = content(); self.label = label()
    }

    /// The pre-iOS 15 argument order.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        selected = AnyHashable(selection.wrappedValue); self.content = content(); self.label = label
    }

    /// A picker whose menu shows `currentValueLabel` for the selection (iOS 18).
    public init<L: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                         @ViewBuilder currentValueLabel: () -> L) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A picker over several sources (iOS 16): it shows their value when they all agree, else none.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let values = Set(sources.map { $0[keyPath: selection].wrappedValue })
        selected = values.count == 1 ? values.first.map(AnyHashable.init) : nil
        self.content = content(); self.label = label()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout = (environment.controls.pickerStyle as? any BuiltInPickerStyle)?.layout ?? .menu
        var options = flattenedViews(content, in: environment).map { view in
            PickerOption(view: AnyView(view), tag: (view as? any TabMetadataCarrier)?.tabTag)
        }
        let selectedIndex = options.firstIndex { $0.tag == selected }
        if layout == .menu, let currentValueLabel, let selectedIndex { options[selectedIndex].view = currentValueLabel }
        let drawing = PickerDrawing(layout: layout, label: AnyView(label), options: options, selectedIndex: selectedIndex)
        return MockupUI.resolveNodes(drawing, in: environment)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A titled picker over several sources (iOS 16).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// A titled picker whose menu shows `currentValueLabel` for the selection (iOS 18).
    public init<L: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder currentValueLabel: () -> L) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, L: View>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                            @ViewBuilder currentValueLabel: () -> L) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == MockupUI.Label<Text, Image> {
    /// A picker labelled with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { MockupUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// One option of a picker: its view and its tag.
struct PickerOption {
    var view: AnyView
    let tag: AnyHashable?
}
