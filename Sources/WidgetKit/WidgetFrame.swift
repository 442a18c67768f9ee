import Foundation
import SwiftUI

/// A widget view as the system draws it: at its family's size on the render's device, inside the
/// default content margins (unless disabled), on its `containerBackground(for: .widget)`, clipped
/// to the widget's shape. Lock Screen (accessory) families have no container background and are
/// drawn in full colour, with a render note: the Lock Screen's vibrant rendering is not applied.
struct WidgetFrame: View {
    let family: WidgetFamily
    let contentMarginsDisabled: Bool
    let content: AnyView
    @Environment(\.renderDevice) private var device

    var body: some View {
        let screen = CGSize(width: device.width, height: device.height)
        let size = WidgetMetrics.size(of: family, onScreen: screen)
        let margins = WidgetMetrics.contentMargins(of: family)
        let showsBackground = !family.isAccessory
        content
            .padding(contentMarginsDisabled ? EdgeInsets() : margins)
            .frame(width: size.size.width, height: size.size.height)
            .backgroundPreferenceValue(ContainerBackgroundKey.self) { backgrounds in
                if showsBackground { backgrounds[.widget] ?? Self.missingBackground }
            }
            .modifier(WidgetOutline(family: family))
            .environment(\.containerBackgroundHosts, [.widget])
            .environment(\.isWidgetKitContent, true)
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, margins)
            .environment(\.showsWidgetContainerBackground, showsBackground)
            .environment(\.widgetRenderingMode, family.isAccessory ? .vibrant : .fullColor)
            .modifier(Noted([
                size.listedScreen == screen ? nil : WidgetNote(
                    "\(family) widget on a \(Self.format(screen)) screen, for which the HIG lists no size",
                    drawn: "drawn at the \(Self.format(size.listedScreen)) screen's \(Self.format(size.size))"),
                family.isAccessory ? WidgetNote("\(family) widget's vibrant Lock Screen rendering (desaturated, blended with the wallpaper)",
                                                drawn: "drawn in full colour") : nil,
            ]))
    }

    /// A widget view without `containerBackground(for: .widget)`: iOS 17 asks for one in its place.
    static var missingBackground: AnyView {
        AnyView(Color(UIColor.secondarySystemGroupedBackground)._renderNote(
            "widget view without containerBackground(for: .widget): iOS 17 shows only \"Please adopt containerBackground API\"",
            drawn: "the content is drawn on the system background"))
    }

    static func format(_ size: CGSize) -> String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(number(size.width)) × \(number(size.height)) pt"
    }
}

/// A render note: what a still cannot show, and what it draws instead.
struct WidgetNote {
    let feature: String
    let drawn: String
    init(_ feature: String, drawn: String) { self.feature = feature; self.drawn = drawn }
}

/// The content with its render notes (nil: none).
struct Noted: ViewModifier {
    let notes: [WidgetNote]
    init(_ notes: [WidgetNote?]) { self.notes = notes.compactMap { $0 } }

    func body(content: Content) -> some View {
        notes.reduce(AnyView(content)) { view, note in AnyView(view._renderNote(note.feature, drawn: note.drawn)) }
    }
}

/// The widget's outline, which clips it and is the `ContainerRelativeShape` inside: a continuous
/// rounded rectangle on the Home Screen; a circle, a rounded rectangle or a line of text on the
/// Lock Screen.
struct WidgetOutline: ViewModifier {
    let family: WidgetFamily

    func body(content: Content) -> some View {
        switch family {
        case .accessoryCircular: outlined(content, Circle())
        case .accessoryRectangular:
            outlined(content, RoundedRectangle(cornerRadius: WidgetMetrics.accessoryRectangularCornerRadius, style: .continuous))
        case .accessoryInline: outlined(content, Rectangle())
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge:
            outlined(content, RoundedRectangle(cornerRadius: WidgetMetrics.cornerRadius, style: .continuous))
        }
    }

    private func outlined(_ content: Content, _ shape: some InsettableShape) -> some View {
        content.clipShape(shape).containerShape(shape)
    }
}

/// Nothing, as a zero-size view: unlike `EmptyView`, which resolves to no node, it carries the
/// render notes that say why nothing is drawn.
struct NothingDrawn: View {
    var body: some View { Color.clear.frame(width: 0, height: 0) }
}
