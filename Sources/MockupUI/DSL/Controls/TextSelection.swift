import Foundation

/// The selected text of a field or editor (iOS 18), as SwiftUI's `TextSelection`: a range, several
/// ranges, or an insertion point. A still has no focused field, so a selection draws no caret or
/// highlight; it is kept as the binding holds it.
public struct TextSelection: Equatable, Sendable {
    /// What is selected.
    public enum Indices: Equatable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    /// Which side of a line break an insertion point at one belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is an insertion point (an empty range).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.ranges.allSatisfy(\.isEmpty)
        }
    }
}

extension TextField where Label == Text {
    /// A field with a selection binding (iOS 18).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal) { Text(title) }
    }
}

extension TextField {
    /// A field with a selection binding and a label view (iOS 18).
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal, label: label)
    }
}

extension TextEditor {
    /// An editor with a selection binding (iOS 18).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) { self.init(text: text) }
}
