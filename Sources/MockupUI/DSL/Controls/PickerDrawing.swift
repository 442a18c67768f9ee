import Foundation

/// A picker as iOS draws it at rest, per layout.
struct PickerDrawing: View {
    let layout: PickerLayoutKind
    let label: AnyView
    let options: [PickerOption]
    let selectedIndex: Int?
    @Environment(\.controls.isInListRow) private var isInListRow

    var body: some View {
        switch layout {
        case .segmented:
            SegmentedControlDrawing(options: options, selectedIndex: selectedIndex)
        case .wheel:
            WheelPickerDrawing(columns: [.init(options: options.map(\.view), selectedIndex: selectedIndex)])
        case .inline:
            // In a list each option is a row of its own (separated by the list); elsewhere, a column of rows.
            ListRows(options.indices.map { index in
                AnyView(HStack {
                    options[index].view.frame(maxWidth: .infinity, alignment: .leading)
                    if index == selectedIndex {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
                    }
                }
                .frame(minHeight: isInListRow ? nil : SystemMetrics.minimumRowHeight))
            })
        case .navigationLink:
            ControlRow(label: label, control: HStack(spacing: 8) {
                selectedValue.foregroundStyle(Color.secondary)
                DisclosureIndicator()
            }, isLabeledValue: true)
        case .menu:
            if isInListRow {
                ControlRow(label: label, control: menuButton.foregroundStyle(Color.secondary), isLabeledValue: true)
            } else {
                menuButton.foregroundStyle(.tint)
            }
        }
    }

    @ViewBuilder private var selectedValue: some View {
        if let selectedIndex { options[selectedIndex].view.lineLimit(1) }
    }

    /// The selected option with the pop-up chevrons.
    private var menuButton: some View {
        HStack(spacing: 4) {
            selectedValue
            PopUpChevrons()
        }
    }
}

/// `UISegmentedControl`: equal segments in a 32-pt rounded track of the tertiary fill; the
/// selected segment is a raised rounded rectangle (white in light mode) inset by 2 pt, its title
/// semibold; hairlines separate unselected neighbours. `UISegmentedControl.appearance()`'s
/// background, selected tint and title attributes replace the system's.
struct SegmentedControlDrawing: View {
    let options: [PickerOption]
    let selectedIndex: Int?
    var appearance = ControlAppearanceStore.segmented

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(options.indices), id: \.self) { index in
                segment(index)
            }
        }
        .frame(height: SystemMetrics.segmentedHeight)
        .background(appearance.background ?? SystemMetrics.tertiaryFill,
                    in: RoundedRectangle(cornerRadius: SystemMetrics.segmentedCornerRadius))
        // A list row's separator does not line up with a segment's title.
        .layoutValue(key: ListRowSeparatorAnchorKey.self, value: .notText)
    }

    private func segment(_ index: Int) -> some View {
        let selected = index == selectedIndex
        let separated = index > 0 && index != selectedIndex && index - 1 != selectedIndex
        let title = selected ? appearance.selectedTitle.filled(from: appearance.normalTitle) : appearance.normalTitle
        return options[index].view
            .font(title.font ?? (selected ? SystemMetrics.segmentSelectedFont : SystemMetrics.segmentFont))
            .foregroundStyle(title.color ?? Color.primary)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if selected {
                    RoundedRectangle(cornerRadius: SystemMetrics.segmentedCornerRadius - SystemMetrics.segmentedInset)
                        .fill(appearance.selectedTint ?? SystemMetrics.selectedSegment)
                        .shadow(color: Color(.sRGB, white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                        .padding(SystemMetrics.segmentedInset)
                }
            }
            .overlay(alignment: .leading) {
                if separated {
                    Rectangle().fill(SystemMetrics.systemFill)
                        .frame(width: SystemMetrics.hairline * 3, height: SystemMetrics.segmentedHeight / 2)
                }
            }
    }
}

/// A `UISegmentedControl` a representable makes: its segments (titles or images) drawn as a
/// segmented picker draws them, in the control's appearance.
package struct UISegmentedControlDrawing: View {
    let segments: [AnyView]
    let selectedIndex: Int?
    let appearance: ControlAppearanceStore.Segmented

    package init(segments: [AnyView], selectedIndex: Int?, appearance: ControlAppearanceStore.Segmented) {
        self.segments = segments; self.selectedIndex = selectedIndex; self.appearance = appearance
    }

    package var body: some View {
        SegmentedControlDrawing(options: segments.map { PickerOption(view: $0, tag: nil) }, selectedIndex: selectedIndex,
                                appearance: appearance)
    }
}

/// `UIPickerView` at rest: each column a wheel of rows on a cylinder seen from the front, the
/// selected row in the middle magnified and in full colour, the others fading and foreshortened
/// toward the top and bottom edges, over one band of the tertiary fill that spans every column
/// (metrics: `SystemMetrics.wheel…`, docs/CONTROLS.md [S8]).
struct WheelPickerDrawing: View {
    /// One wheel: its options, the selected one, and its width (nil: its share of the width, at
    /// least as wide as its widest title).
    struct Column {
        let options: [AnyView]
        let selectedIndex: Int?
        var width: CGFloat?
    }

    let columns: [Column]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(columns.indices, id: \.self) { wheel(columns[$0]) }
        }
        .padding(.horizontal, SystemMetrics.wheelBandInset)
        .frame(height: SystemMetrics.wheelHeight)
        .background(RoundedRectangle(cornerRadius: SystemMetrics.wheelBandCornerRadius)
            .fill(SystemMetrics.tertiaryFill)
            .frame(height: SystemMetrics.wheelBandHeight)
            .padding(.horizontal, SystemMetrics.wheelBandInset))
        .clipped()
    }

    private func wheel(_ column: Column) -> some View {
        let centre = column.selectedIndex ?? 0
        let rows = SystemMetrics.wheelVisibleRows
        return ZStack {
            ForEach(-rows...rows, id: \.self) { offset in
                let index = centre + offset
                if column.options.indices.contains(index) {
                    let row = WheelRowProjection(offset: offset)
                    let magnification = offset == 0 ? SystemMetrics.wheelSelectedMagnification : 1
                    column.options[index].lineLimit(1).fixedSize()
                        .font(SystemMetrics.wheelFont)
                        .scaleEffect(x: magnification * row.widthScale, y: magnification * row.heightScale)
                        .opacity(offset == 0 ? 1 : SystemMetrics.wheelUnselectedOpacity)
                        .offset(y: row.centreY)
                }
            }
        }
        .padding(.horizontal, SystemMetrics.wheelColumnPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .frame(width: column.width)
    }
}

/// Where a wheel row `offset` steps from the selected one is seen: on the cylinder at angle θ, its
/// centre R·sin θ from the middle, drawn in perspective p (divided by w = 1 + p·R·(1 − cos θ)), so
/// rows shrink and crowd toward the wheel's edges (Flutter's cylindrical projection, CONTROLS.md [S8]).
struct WheelRowProjection {
    let centreY: CGFloat
    let widthScale: CGFloat
    let heightScale: CGFloat

    init(offset: Int) {
        let angle = Double(offset) * SystemMetrics.wheelRowAngle
        let radius = SystemMetrics.wheelRadius
        let depth = 1 + SystemMetrics.wheelPerspective * radius * (1 - CGFloat(cos(angle)))
        centreY = radius * CGFloat(sin(angle)) / depth
        widthScale = 1 / depth
        heightScale = CGFloat(cos(angle)) / depth
    }
}

/// The wheels of UIKit's `UIPickerView`, one column of titles per component, drawn as SwiftUI's
/// `.wheel` picker draws its one column. For the SwiftUI module's picker view; not Apple API.
public struct _WheelPickerColumns: View {
    let columns: [WheelPickerDrawing.Column]

    /// Columns of `titles` with the selected row of each and its width (nil: an equal share).
    public init(_ columns: [(titles: [String], selectedRow: Int, width: CGFloat?)]) {
        self.columns = columns.map { column in
            WheelPickerDrawing.Column(options: column.titles.map { AnyView(Text(verbatim: $0)) },
                                      selectedIndex: column.selectedRow, width: column.width)
        }
    }

    public var body: some View { WheelPickerDrawing(columns: columns) }
}

/// The pop-up indicator (SF Symbol `chevron.up.chevron.down`), composed from the up and down
/// chevrons because the bundled symbol font has no single glyph for it.
struct PopUpChevrons: View {
    var body: some View {
        VStack(spacing: -SystemMetrics.popUpChevronOverlap) {
            Image(systemName: "chevron.up")
            Image(systemName: "chevron.down")
        }
        .font(SystemMetrics.popUpChevronFont)
    }
}
