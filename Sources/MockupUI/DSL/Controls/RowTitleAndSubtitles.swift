import Foundation

/// A control row's label made of several `Text`s, as iOS draws it in a form: the first is the
/// title, the ones after it stack below it as subtitles, in the subheadline font and the secondary
/// level of the foreground unless they set their own (Apple's `LabeledContent`: "use a view builder that creates
/// multiple Text views where the first text represents the title and the second text represents
/// the subtitle"). A label of one view, or of views that are not all texts, is drawn as it is.
struct RowTitleAndSubtitles<Label: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let titled = MockupUI.resolveNodes(label, in: environment)
        guard titled.count > 1, titled.allSatisfy({ $0.primitive is TextNode }) else { return titled }
        var subtitled = environment
        subtitled.font = .subheadline
        subtitled.foregroundStyle = subtitled.foreground(afterSetting: AnyShapeStyle(HierarchicalShapeStyle.secondary))
        let subtitles = MockupUI.resolveNodes(label, in: subtitled).dropFirst()
        let stack = VStack(alignment: .leading, spacing: SystemMetrics.rowTitleToSubtitleSpacing) {
            SubviewsCollection(nodes: [titled[0]])
            SubviewsCollection(nodes: Array(subtitles))
        }
        return MockupUI.resolveNodes(stack, in: environment)
    }
}
