import Foundation
import SwiftUI

/// An axis title (`chartXAxisLabel` / `chartYAxisLabel`): `.caption2` in the secondary colour
/// unless its content says otherwise, on one side of the plot, which shrinks to make room.
struct ChartAxisTitle {
    let content: AnyView
    let position: AnnotationPosition
    let alignment: Alignment?
    let spacing: CGFloat?

    /// The room a title takes across its side: a `.caption2` line (13 points, TEXT.md), and the
    /// spacing from the axis's labels (2 points unless given: Mockup's choice).
    static let lineHeight: CGFloat = 13
    static let defaultSpacing: CGFloat = 2
    var thickness: CGFloat { ChartAxisTitle.lineHeight + (spacing ?? ChartAxisTitle.defaultSpacing) }

    enum Side { case top, bottom, leading, trailing }

    /// The side of the plot it goes on: the position's, else below an x axis and above a y axis.
    /// An x title goes above or below only.
    func side(isX: Bool) -> Side {
        switch position.alignment?.vertical {
        case .top?: return .top
        case .bottom?: return .bottom
        default: break
        }
        switch position.alignment?.horizontal {
        case .leading? where !isX: return .leading
        case .trailing? where !isX: return .trailing
        default: return isX ? .bottom : .top
        }
    }

    /// The title's text, styled.
    @MainActor var styled: some View {
        content.font(.caption2).foregroundStyle(.secondary).lineLimit(1).fixedSize()
    }
}

extension View {
    /// An x axis title: below the x labels, at the plot's trailing end unless `alignment` says
    /// otherwise (`.top` puts it above the plot).
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartOption { $0.xAxisTitle = title }
    }

    /// A y axis title: above the plot, on the y axis's side unless `alignment` says otherwise
    /// (`.leading` / `.trailing` put it beside the plot, turned to read upwards).
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = ChartAxisTitle(content: AnyView(content()), position: position, alignment: alignment, spacing: spacing)
        return chartOption { $0.yAxisTitle = title }
    }
}
