/// What a list draws while its edit mode is active (`EditMode.isEditing`).
@MainActor
struct ListEditing {
    /// The list's selection binding, if any: a multiple selection puts a selection circle on each
    /// selectable row.
    let selection: ListSelection?

    /// The control row `row` shows at its leading edge: a selection circle in a multiple-selection
    /// list (for rows with a selection value), else the delete control of a deletable row.
    func leadingControl(of row: ListSectionModel.Row) -> ListEditControl? {
        if let selection, selection.allowsMultiple {
            return row.tag.map { .selection(isSelected: selection.contains($0)) }
        }
        return row.preferences.enabledEditActions.contains(.delete) ? .delete : nil
    }

    /// Whether row `row` shows the reorder control at its trailing edge.
    func showsReorderControl(of row: ListSectionModel.Row) -> Bool {
        row.preferences.enabledEditActions.contains(.move)
    }
}

/// A row's leading editing control, as UIKit draws it (`UITableConstants`: the multiple-selection
/// images `circle` and `checkmark.circle.fill`, the delete image `minus.circle.fill`).
enum ListEditControl: Hashable {
    case selection(isSelected: Bool)
    case delete
}

/// The symbol of a `ListEditControl`: an empty ring in the tertiary label colour; a tint disc with a
/// white checkmark; a red disc with a white minus.
struct ListEditControlView: View {
    let control: ListEditControl

    var body: some View {
        switch control {
        case .selection(isSelected: false):
            Image(systemName: "circle")
                .font(SystemMetrics.editControlFont)
                .foregroundStyle(SystemMetrics.tertiaryLabel)
        case .selection(isSelected: true):
            Image(systemName: "checkmark.circle.fill")
                .font(SystemMetrics.editControlFont)
                .symbolRenderingMode(.palette)
                .foregroundStyle(Color.white, TintShapeStyle())
        case .delete:
            Image(systemName: "minus.circle.fill")
                .font(SystemMetrics.editControlFont)
                .symbolRenderingMode(.palette)
                .foregroundStyle(Color.white, SystemMetrics.destructive)
        }
    }
}

/// The reorder control trailing a movable row in edit mode (`line.horizontal.3`, tertiary label).
struct ListReorderControl: View {
    var body: some View {
        Image(systemName: "line.horizontal.3")
            .font(SystemMetrics.reorderControlFont)
            .imageScale(.large)
            .foregroundStyle(SystemMetrics.tertiaryLabel)
    }
}
