import Foundation

/// A list drawn as iOS draws it at rest. Grouped layouts: each section's header (footnote,
/// uppercase, secondary), its rows on a card (`.insetGrouped`: inset 16 pt, corner radius 10) with
/// separators between rows inset to the row content, and its footer (footnote, secondary), on the
/// grouped background. Plain layouts: rows on the system background, headers in the headline font.
/// Rows are at least 44 pt tall with 20-pt leading and trailing insets and 11-pt vertical ones.
struct ListDrawing: View {
    let layout: ListLayoutKind
    let sections: [ListSectionModel]
    let drawsBackground: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(sections.indices), id: \.self) { index in
                    section(sections[index], isFirst: index == 0)
                }
            }
            .padding(.bottom, isGrouped ? SystemMetrics.sectionSpacing : 0)
        }
        // The background reaches under the status bar and the home indicator, as a list's
        // collection view fills the screen on iOS (its content inset keeps the rows in the safe area).
        .background(drawsBackground ? Self.background(of: layout) : Color.clear, ignoresSafeAreaEdges: .all)
    }

    /// The list's background colour in `layout`.
    static func background(of layout: ListLayoutKind) -> Color {
        layout == .insetGrouped || layout == .grouped ? SystemMetrics.groupedBackground : SystemMetrics.background
    }

    private var isGrouped: Bool { layout == .insetGrouped || layout == .grouped }
    private var margin: CGFloat { layout == .insetGrouped || layout == .inset ? SystemMetrics.insetGroupedMargin : 0 }
    private var cornerRadius: CGFloat { layout == .insetGrouped ? SystemMetrics.insetGroupedCornerRadius : 0 }

    @ViewBuilder
    private func section(_ section: ListSectionModel, isFirst: Bool) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                headerText(header)
                    .padding(.top, isGrouped ? (isFirst ? SystemMetrics.firstSectionSpacing : SystemMetrics.headerTopSpacing) : 0)
            } else if isGrouped {
                Color.clear.frame(height: isFirst ? SystemMetrics.firstSectionSpacing : SystemMetrics.sectionSpacing)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(section.rows.indices), id: \.self) { index in
                    // The separator lies over the row's bottom edge, inside its height, as UIKit
                    // draws a cell's separator: rows are 44 pt apart, not 44⅓.
                    ListRowDrawing(row: section.rows[index], defaultBackground: rowBackground)
                        .overlay(alignment: .bottom) {
                            if index < section.rows.count - 1 || !isGrouped,
                               section.rows[index].preferences.separator != .hidden {
                                separator(tint: section.rows[index].preferences.separatorTint)
                            }
                        }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .padding(.horizontal, SystemMetrics.rowInsets.leading)
                    .padding(.top, SystemMetrics.sectionHeaderGap)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(.horizontal, margin)
    }

    @ViewBuilder
    private func headerText(_ header: AnyView) -> some View {
        if isGrouped {
            header
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(Color.secondary)
                .padding(.horizontal, SystemMetrics.rowInsets.leading)
                .padding(.bottom, SystemMetrics.sectionHeaderGap)
                .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            header
                .font(.headline)
                .padding(.horizontal, SystemMetrics.rowInsets.leading)
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(SystemMetrics.background)
        }
    }

    private var rowBackground: Color {
        isGrouped ? SystemMetrics.groupedRowBackground : SystemMetrics.background
    }

    private func separator(tint: Color?) -> some View {
        Rectangle()
            .fill(tint ?? SystemMetrics.separator)
            .frame(height: SystemMetrics.hairline)
            .padding(.leading, SystemMetrics.rowInsets.leading)
            .frame(maxWidth: .infinity)
    }
}

/// One list row: its content leading and vertically centred (a badge trailing), inset, at least
/// `defaultMinListRowHeight` (44 pt) tall, on the row background.
struct ListRowDrawing: View {
    let row: ListSectionModel.Row
    let defaultBackground: Color
    @Environment(\.defaultMinListRowHeight) private var minimumHeight

    var body: some View {
        HStack(spacing: 8) {
            ResolvedNodesView(nodes: [ViewNode.combining(row.nodes)])
            if let badge = row.preferences.badge {
                Spacer(minLength: 0)
                badge.foregroundStyle(Color.secondary)
            }
        }
        .padding(row.preferences.insets ?? SystemMetrics.rowInsets)
        .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
        .background {
            if let background = row.preferences.background { background } else { Rectangle().fill(defaultBackground) }
        }
    }
}
