import Foundation

/// A choice among tagged options, as SwiftUI's `Picker`, drawn at rest in the environment's picker
/// style (`.menu` by default). Options are the content's views; each is identified by its `.tag`
/// (or, inside `ForEach`, by its element's identity).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }

    /// The pre-iOS 15 argument order.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content(); self.label = label
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let options = flattenedViews(content, in: environment).map { view in
            PickerOption(view: AnyView(view), tag: (view as? any TabMetadataCarrier)?.tabTag)
        }
        let selected = AnyHashable(selection.wrappedValue)
        let layout = (environment.controls.pickerStyle as? any BuiltInPickerStyle)?.layout ?? .menu
        let drawing = PickerDrawing(layout: layout, label: AnyView(label), options: options,
                                    selectedIndex: options.firstIndex { $0.tag == selected })
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
    let view: AnyView
    let tag: AnyHashable?
}
