import Foundation

/// A colour well, as SwiftUI's `ColorPicker`: the label leading and, trailing, a 28-pt circle of
/// the selected colour inside a 3-pt ring of every hue (docs/CONTROLS.md).
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
            .overlay(Circle().strokeBorder(AngularGradient(colors: SystemMetrics.colorWellHues, center: .center), lineWidth: 3))
            .frame(width: diameter, height: diameter))
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
