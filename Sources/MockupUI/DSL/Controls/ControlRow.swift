import Foundation

/// The iOS layout of a labelled control (toggle, stepper, picker, date and colour pickers): the
/// label leading, taking the free width (several texts: a title over subtitles), the control
/// trailing; `labelsHidden()` leaves the control alone. Disabled controls are dimmed.
struct ControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controls.labelsHidden) private var labelsHidden

    var body: some View {
        HStack(spacing: 8) {
            if !labelsHidden {
                RowTitleAndSubtitles(label: label).frame(maxWidth: .infinity, alignment: .leading)
            }
            control.fixedSize()
        }
        .opacity(isEnabled ? 1 : SystemMetrics.disabledControlOpacity)
    }
}
