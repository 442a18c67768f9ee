import Foundation

/// A value slider, as SwiftUI's `Slider`: a 4-pt track filling the offered width, tinted up to the
/// value, with a white 27-pt thumb; optional minimum and maximum value labels at its ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimumLabel: ValueLabel?, maximumLabel: ValueLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.minimumLabel = minimumLabel; self.maximumLabel = maximumLabel
    }

    /// A slider with a label and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel())
    }

    /// A stepped slider with a label and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel())
    }

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumLabel { minimumLabel }
            SliderTrack(fraction: fraction)
            if let maximumLabel { maximumLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }
}

/// The track and thumb; greedy horizontally, as tall as the thumb. Colours and thumb image come from
/// `UISlider.appearance()` where the code set them (`ControlAppearanceStore.slider`).
struct SliderTrack: View {
    let fraction: Double
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.tintStyle) private var tintStyle

    var body: some View {
        let thumb = SystemMetrics.sliderThumbDiameter
        let appearance = ControlAppearanceStore.slider
        let filled = !isEnabled ? AnyShapeStyle(SystemMetrics.tertiaryLabel)
            : tint == nil && tintStyle == nil ? appearance.minimumTrack.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle())
            : AnyShapeStyle(TintShapeStyle())
        GeometryReader { proxy in
            let travel = max(proxy.size.width - thumb, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(appearance.maximumTrack ?? SystemMetrics.systemFill)
                    .frame(height: SystemMetrics.sliderTrackHeight)
                Capsule().fill(filled)
                    .frame(width: travel * fraction + thumb / 2, height: SystemMetrics.sliderTrackHeight)
                Group {
                    if let image = appearance.thumbImage {
                        image.fixedSize()
                    } else {
                        Circle().fill(appearance.thumb ?? Color.white)
                            .shadow(color: Color(.sRGB, white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    }
                }
                .frame(width: thumb, height: thumb)
                .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: thumb)
        }
        .frame(height: thumb)
    }
}

// The iOS 13 forms, label last (deprecated in iOS 16, still common).
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: minimumValueLabel, maximumLabel: maximumValueLabel)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: minimumValueLabel, maximumLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, minimumLabel: nil, maximumLabel: nil)
    }
}
