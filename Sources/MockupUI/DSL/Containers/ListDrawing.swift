import Foundation

/// A list drawn as iOS draws it at rest. Grouped layouts: each section's header (footnote,
/// uppercase, secondary; `.sidebar`: title 3 semibold in the label colour with a disclosure
/// chevron; `.insetGrouped` with `headerProminence(.increased)`: title 3 semibold in the label
/// colour, 3 pt in from the card's edge), its rows on a card (`.insetGrouped`, `.sidebar`: inset 16 pt, corner radius 10) with
/// separators between rows from the rows' text, and its footer (footnote, secondary), on the
/// grouped background. Plain layouts: rows on the system background, headers in the headline font.
/// Rows are at least 44 pt tall with 20-pt leading and trailing insets and 11-pt vertical ones.
/// Rows, headers and footers take the list's width whatever their content reports, as a collection
/// view's cells do: content wider than its row runs past the row's trailing edge (an inset card
/// clips it) and never widens the list.
/// With `.listRowSpacing`, rows stand apart (in `.insetGrouped`, each a card without separators);
/// `.listSectionSpacing` sets the space between grouped sections. In edit mode rows show their
/// editing controls. A collapsed section has no rows.
struct ListDrawing: View {
    let layout: ListLayoutKind
    let sections: [ListSectionModel]
    /// What the list draws behind its rows (nil: nothing, `.scrollContentBackground(.hidden)`).
    let background: Color?
    /// `.listRowSpacing` on the list: points between adjacent rows (nil: the rows touch).
    var rowSpacing: Double? = nil
    /// `.listSectionSpacing` on the list (a section's own wins).
    var sectionSpacing: ListSectionSpacing? = nil
    /// What edit mode shows (nil: the list is not being edited).
    var editing: ListEditing? = nil

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(sections.indices), id: \.self) { index in section(index) }
            }
            .padding(.bottom, isGrouped ? SystemMetrics.sectionSpacing : 0)
        }
        // The background reaches under the status bar and the home indicator, as a list's
        // collection view fills the screen on iOS (its content inset keeps the rows in the safe area).
        .background(background ?? Color.clear, ignoresSafeAreaEdges: .all)
    }

    /// The list's background colour in `layout`.
    static func background(of layout: ListLayoutKind) -> Color {
        layout.isGrouped ? SystemMetrics.groupedBackground : SystemMetrics.background
    }

    private var isGrouped: Bool { layout.isGrouped }
    private var margin: CGFloat { layout.isInset ? SystemMetrics.insetGroupedMargin : 0 }
    private var cornerRadius: CGFloat { layout.isInset && layout.isGrouped ? SystemMetrics.insetGroupedCornerRadius : 0 }

    @ViewBuilder
    private func section(_ index: Int) -> some View {
        let section = sections[index]
        VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                let prominent = isProminent(section)
                headerText(header, isExpanded: section.isExpanded ?? true, prominent: prominent)
                    .padding(.top, headerTop(index, prominent: prominent))
            } else if isGrouped {
                Color.clear.frame(height: index == 0 ? SystemMetrics.firstSectionSpacing
                                                     : spacing(above: index) ?? SystemMetrics.sectionSpacing)
            }
            if separatesRows {
                VStack(alignment: .leading, spacing: CGFloat(rowSpacing ?? 0)) {
                    ForEach(Array(section.rows.indices), id: \.self) { row in
                        self.row(row, of: section).clipShape(RoundedRectangle(cornerRadius: cornerRadius))
                    }
                }
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(section.rows.indices), id: \.self) { row in self.row(row, of: section) }
                }
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            }
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .defaultForegroundStyle(Color.secondary)
                    .padding(.horizontal, SystemMetrics.rowInsets.leading)
                    .padding(.top, SystemMetrics.sectionHeaderGap)
                    .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(.horizontal, margin)
    }

    /// True when `.listRowSpacing` sets the rows apart.
    private var separatesRows: Bool { (rowSpacing ?? 0) > 0 }

    /// Row `index` of `section` with the separator along its bottom edge, if one shows there.
    @ViewBuilder
    private func row(_ index: Int, of section: ListSectionModel) -> some View {
        let row = section.rows[index]
        let drawing = ListRowDrawing(row: row, defaultBackground: rowBackground,
                                     editControl: editing?.leadingControl(of: row),
                                     showsReorderControl: editing?.showsReorderControl(of: row) ?? false,
                                     isEditing: editing != nil)
        if let tint = separator(below: index, in: section) {
            SeparatedListRow(row: drawing, separator: Rectangle().fill(tint ?? SystemMetrics.separator),
                             thickness: SystemMetrics.hairline,
                             contentLeading: (section.rows[index].preferences.insets ?? SystemMetrics.rowInsets).leading)
        } else {
            drawing
        }
    }

    /// The separator below row `index`: nil when none shows, else its tint (nil: the system
    /// separator colour). Every row has one unless it hides it, except a grouped section's last
    /// row; a plain section's last row's shows unless the section hides it. Rows set apart by
    /// `.listRowSpacing` in a grouped list have none.
    private func separator(below index: Int, in section: ListSectionModel) -> Color?? {
        let row = section.rows[index].preferences
        guard row.bottomSeparator != .hidden, !(separatesRows && isGrouped) else { return nil }
        if index == section.rows.count - 1 {
            guard !isGrouped, !section.rows.contains(where: { $0.preferences.sectionBottomSeparator == .hidden })
            else { return nil }
        }
        return .some(row.bottomSeparatorTint)
    }

    /// The space above grouped section `index` (> 0) that `.listSectionSpacing` asks for, nil for
    /// the style's. Sections with different spacings each give half of theirs; a section without
    /// one takes its neighbour's; sections' spacings win over the list's (Apple's documentation of
    /// `listSectionSpacing(_:)`).
    private func spacing(above index: Int) -> CGFloat? {
        func points(_ spacing: ListSectionSpacing) -> Double { spacing.value ?? Double(SystemMetrics.sectionSpacing) }
        switch (sections[index - 1].spacing.map(points), sections[index].spacing.map(points)) {
        case let (above?, below?): return CGFloat(above + below) / 2
        case let (above?, nil): return CGFloat(above)
        case let (nil, below?): return CGFloat(below)
        case (nil, nil): return sectionSpacing?.value.map { CGFloat($0) }
        }
    }

    /// Whether `section`'s header is drawn prominent: `.increased` in an `.insetGrouped` list, the only
    /// style UIKit has a prominent header configuration for (`prominentInsetGroupedHeader`).
    private func isProminent(_ section: ListSectionModel) -> Bool {
        layout == .insetGrouped && section.headerProminence == .increased
    }

    /// The space above section `index`'s header: grouped, the style's (or `.listSectionSpacing`'s),
    /// with a prominent header's own top margin in place of the grouped header's.
    private func headerTop(_ index: Int, prominent: Bool) -> CGFloat {
        guard isGrouped else { return 0 }
        let top = index == 0 ? SystemMetrics.firstSectionSpacing : spacing(above: index) ?? SystemMetrics.headerTopSpacing
        guard prominent else { return top }
        return max(0, top - SystemMetrics.headerTopSpacing + SystemMetrics.prominentHeaderInsets.top)
    }

    @ViewBuilder
    private func headerText(_ header: AnyView, isExpanded: Bool, prominent: Bool) -> some View {
        if prominent {
            header
                .font(SystemMetrics.prominentHeaderFont)
                .defaultForegroundStyle(Color.primary)
                .padding(.horizontal, SystemMetrics.prominentHeaderInsets.leading)
                .padding(.bottom, SystemMetrics.prominentHeaderInsets.bottom)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        } else if layout == .sidebar {
            HStack(spacing: 8) {
                header
                    .font(SystemMetrics.sidebarHeaderFont)
                    .defaultForegroundStyle(Color.primary)
                Spacer(minLength: 0)
                Image(systemName: isExpanded ? "chevron.down" : "chevron.forward")
                    .font(SystemMetrics.sidebarHeaderChevronFont)
                    .imageScale(.small)
                    .foregroundStyle(TintShapeStyle())
            }
            .padding(.horizontal, SystemMetrics.rowInsets.leading)
            .padding(.bottom, SystemMetrics.sectionHeaderGap)
            .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        } else if isGrouped {
            header
                .font(.footnote)
                .textCase(.uppercase)
                .defaultForegroundStyle(Color.secondary)
                .padding(.horizontal, SystemMetrics.rowInsets.leading)
                .padding(.bottom, SystemMetrics.sectionHeaderGap)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        } else {
            header
                .font(.headline)
                .padding(.horizontal, SystemMetrics.rowInsets.leading)
                .padding(.vertical, 6)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
                .background(SystemMetrics.background)
        }
    }

    private var rowBackground: Color {
        isGrouped ? SystemMetrics.groupedRowBackground : SystemMetrics.background
    }
}

/// One list row: its content leading and vertically centred (a badge, then a navigation link's
/// chevron, trailing), inset, at least
/// `defaultMinListRowHeight` (44 pt) tall, on the row background.
struct ListRowDrawing: View {
    let row: ListSectionModel.Row
    let defaultBackground: Color
    /// In edit mode, the control before the row's content (its content moves over to make room).
    var editControl: ListEditControl? = nil
    /// In edit mode, whether the reorder control ends the row.
    var showsReorderControl = false
    /// Whether the list is in edit mode (disclosure chevrons hide, as UIKit's editing accessory is none).
    var isEditing = false
    @Environment(\.defaultMinListRowHeight) private var minimumHeight

    var body: some View {
        HStack(spacing: 0) {
            if let editControl {
                ListEditControlView(control: editControl).padding(.trailing, SystemMetrics.editControlContentPadding)
            }
            HStack(spacing: 8) {
                ResolvedNodesView(nodes: [ViewNode.combining(row.nodes)])
                if let badge = row.preferences.badge {
                    Spacer(minLength: 0)
                    ListRowBadge(label: badge, prominence: row.preferences.badgeProminence)
                }
                if showsReorderControl {
                    Spacer(minLength: 0)
                    ListReorderControl()
                } else if row.preferences.showsDisclosureIndicator, !isEditing {
                    DisclosureIndicator()
                }
            }
        }
        .padding(row.preferences.insets ?? SystemMetrics.rowInsets)
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
        .background {
            if let background = row.preferences.background { background } else { Rectangle().fill(defaultBackground) }
        }
    }
}

/// A list row's badge: secondary text (`.standard`, `.decreased`), or white text on a system-red
/// capsule (`.increased`, "badge labels being displayed on a red platter": Apple's `BadgeProminence`).
struct ListRowBadge: View {
    let label: AnyView
    let prominence: BadgeProminence

    var body: some View {
        if prominence == .increased {
            label
                .foregroundStyle(Color.white)
                .padding(SystemMetrics.prominentBadgeInsets)
                .frame(minWidth: SystemMetrics.prominentBadgeMinimumWidth)
                .background(SystemMetrics.destructive, in: Capsule())
        } else {
            label.foregroundStyle(Color.secondary)
        }
    }
}
