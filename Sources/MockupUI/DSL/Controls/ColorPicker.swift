import Foundation

/// A colour well, as SwiftUI's `ColorPicker`: the label leading and, trailing, a 28-pt circle of
/// the selected colour inside a ring. iOS draws that ring as a hue wheel; the engine has no angular
/// gradient, so the ring is drawn in the separator grey with a render note.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label(); color = selection.wrappedValue
    }

    public var body: some View {
        let diameter = SystemMetrics.colorWellDiameter
        ControlRow(label: label, control: Circle()
            .fill(color)
            .padding(4)
            .overlay(Circle().strokeBorder(SystemMetrics.opaqueSeparator, lineWidth: 3))
            .frame(width: diameter, height: diameter))
        .unsupported("ColorPicker's hue ring")
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
