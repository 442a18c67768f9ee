import Foundation

/// The iOS layout of a labelled control (toggle, stepper, picker, date and colour pickers): the
/// label leading, taking the free width (several texts: a title over subtitles), the control
/// trailing; `labelsHidden()` leaves the control alone. Disabled controls are dimmed. A labeled
/// value (`LabeledContent`'s, a menu or navigation-link picker's selection) shares the row with its
/// label instead, as an `HStack` shares its width between two texts with a spacer between them
/// (LAYOUT-SPEC §3.2, §3.6): the less flexible one is offered half of the row first, the other what
/// is left, the spacer the rest. So a short label keeps its words whole beside a long value that
/// wraps, its lines aligned trailing (a picker's one-line selection is truncated), and a long label
/// wraps beside a short value.
struct ControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    /// Whether `control` is a value that shares the row with the label rather than a control at its ideal size.
    var isLabeledValue = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controls.labelsHidden) private var labelsHidden

    var body: some View {
        row.opacity(isEnabled ? 1 : SystemMetrics.disabledControlOpacity)
    }

    @ViewBuilder
    private var row: some View {
        if isLabeledValue {
            if labelsHidden {
                control
            } else {
                HStack(spacing: 0) {
                    RowTitleAndSubtitles(label: label)
                    Spacer(minLength: 8)
                    control.multilineTextAlignment(.trailing)
                }
            }
        } else {
            HStack(spacing: 8) {
                if !labelsHidden {
                    RowTitleAndSubtitles(label: label).frame(maxWidth: .infinity, alignment: .leading)
                }
                control.fixedSize()
            }
        }
    }
}
