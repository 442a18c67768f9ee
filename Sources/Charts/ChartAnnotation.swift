import Foundation
import SwiftUI

/// Where an annotation goes relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    let alignment: Alignment?
    public static let automatic = AnnotationPosition(alignment: nil)
    public static let overlay = AnnotationPosition(alignment: .center)
    public static let top = AnnotationPosition(alignment: .top)
    public static let bottom = AnnotationPosition(alignment: .bottom)
    public static let leading = AnnotationPosition(alignment: .leading)
    public static let trailing = AnnotationPosition(alignment: .trailing)
    public static let topLeading = AnnotationPosition(alignment: .topLeading)
    public static let topTrailing = AnnotationPosition(alignment: .topTrailing)
    public static let bottomLeading = AnnotationPosition(alignment: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(alignment: .bottomTrailing)
    public static func == (a: AnnotationPosition, b: AnnotationPosition) -> Bool { a.alignment == b.alignment }
}

/// What an annotation's content closure is told: the size of the mark it annotates.
public struct AnnotationContext {
    public let targetSize: CGSize
}

/// What an annotation does when it would leave the plot or the chart, on each axis. `.fit` and
/// `.fit(to:)` move it back inside the boundary (`.fit` and `.automatic` boundaries: the plot,
/// Mockup's choice); `.disabled` places it as asked; `.automatic`, whose choice Apple does not
/// document, and `.padScale` place it as asked too.
public struct AnnotationOverflowResolution: Sendable {
    let x: Strategy
    let y: Strategy

    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// How to resolve an overflow on one axis.
    public struct Strategy: Sendable {
        /// The boundary the annotation is kept inside; nil: placed as asked.
        let fitBoundary: Boundary?

        public static let fit = Strategy(fitBoundary: .automatic)
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(fitBoundary: boundary) }
        public static let padScale = Strategy(fitBoundary: nil)
        public static let disabled = Strategy(fitBoundary: nil)
        public static let automatic = Strategy(fitBoundary: nil)
    }

    /// What the annotation has to fit in.
    public struct Boundary: Sendable {
        /// Whether it is the whole chart, axis labels included, rather than the plot.
        let isChart: Bool

        public static let plot = Boundary(isChart: false)
        public static let chart = Boundary(isChart: true)
        public static let automatic = Boundary(isChart: false)
    }

    public static let automatic = AnnotationOverflowResolution()
}

/// An annotation of a mark: its content, placed beside the mark on the side `position` says.
struct ChartAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    var overflowResolution = AnnotationOverflowResolution.automatic
    let content: (AnnotationContext) -> AnyView

    /// Swift Charts' gap between a mark and an annotation beside it (Mockup's choice where Apple
    /// gives no number: 4 pt).
    static let defaultSpacing: CGFloat = 4
}

extension ChartContent {
    private func annotated(_ annotation: ChartAnnotation) -> _ChartContentGroup {
        mapMarks { $0.annotations.append(annotation) }
    }

    /// A view beside each mark (above it by default; inside it for `.overlay`).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> _ChartContentGroup {
        let view = AnyView(content())
        return annotated(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: { _ in view }))
    }

    /// A view beside each mark, built from the mark's size.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> _ChartContentGroup {
        annotated(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: { AnyView(content($0)) }))
    }

    /// A view beside each mark, kept inside the plot or the chart as `overflowResolution` says (iOS 17).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> _ChartContentGroup {
        let view = AnyView(content())
        return annotated(ChartAnnotation(position: position, alignment: alignment, spacing: spacing,
                                         overflowResolution: overflowResolution, content: { _ in view }))
    }

    /// A view beside each mark, built from the mark's size, kept inside as `overflowResolution` says (iOS 17).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> _ChartContentGroup {
        annotated(ChartAnnotation(position: position, alignment: alignment, spacing: spacing,
                                  overflowResolution: overflowResolution, content: { AnyView(content($0)) }))
    }
}

/// The annotations of the marks, each placed against its mark's frame in the plot.
struct ChartAnnotationsView: View {
    let marks: [ChartMark]
    let frames: [CGRect?]
    let plotSize: CGSize
    /// The whole chart's frame in the plot's coordinates (axis labels and titles included), for
    /// annotations fitted to the chart; the plot's own when it has none around it.
    var chartBounds: CGRect?

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(placed.indices, id: \.self) { index in
                let (annotation, frame, side) = placed[index]
                annotationView(annotation, frame: frame, side: side)
            }
        }
        .frame(width: plotSize.width, height: plotSize.height, alignment: .topLeading)
    }

    /// Each annotation with its mark's frame and the side it goes on.
    private var placed: [(ChartAnnotation, CGRect, Alignment)] {
        var result: [(ChartAnnotation, CGRect, Alignment)] = []
        for (mark, frame) in zip(marks, frames) {
            guard let frame else { continue }
            for annotation in mark.annotations {
                result.append((annotation, frame, annotation.position.alignment ?? automaticSide(of: mark, frame: frame)))
            }
        }
        return result
    }

    /// Above the mark, after the end of a horizontal bar, or on the middle of a sector (Mockup's
    /// choice: a slice has no side to stand on).
    private func automaticSide(of mark: ChartMark, frame: CGRect) -> Alignment {
        if mark.kind == .sector { return .center }
        if mark.kind == .bar, mark.xStart != nil || mark.xStartPoints != nil, frame.width > frame.height, mark.x == nil { return .trailing }
        return .top
    }

    /// The content in a zero-size box on the frame's `side` (its centre for `.overlay`), aligned so
    /// it grows away from the mark, `spacing` points off it; along the side, `alignment` lines it
    /// up with the mark's start, centre or end.
    private func annotationView(_ annotation: ChartAnnotation, frame: CGRect, side: Alignment) -> some View {
        let spacing = side == .center ? 0 : annotation.spacing ?? ChartAnnotation.defaultSpacing
        let hx = side.horizontal == .leading ? -1.0 : side.horizontal == .trailing ? 1.0 : 0
        let vy = side.vertical == .top ? -1.0 : side.vertical == .bottom ? 1.0 : 0
        let horizontal: HorizontalAlignment = hx < 0 ? .trailing : hx > 0 ? .leading : annotation.alignment.horizontal
        let vertical: VerticalAlignment = vy < 0 ? .bottom : vy > 0 ? .top : annotation.alignment.vertical
        let x = hx != 0 ? frame.midX + hx * (frame.width / 2 + spacing)
            : horizontal == .leading ? frame.minX : horizontal == .trailing ? frame.maxX : frame.midX
        let y = vy != 0 ? frame.midY + vy * (frame.height / 2 + spacing)
            : vertical == .top ? frame.minY : vertical == .bottom ? frame.maxY : frame.midY
        let plot = CGRect(origin: .zero, size: plotSize)
        func boundary(_ strategy: AnnotationOverflowResolution.Strategy) -> CGRect? {
            strategy.fitBoundary.map { $0.isChart ? chartBounds ?? plot : plot }
        }
        return AnnotationPlacement(point: CGPoint(x: x, y: y), anchor: Alignment(horizontal: horizontal, vertical: vertical),
                                   xBoundary: boundary(annotation.overflowResolution.x),
                                   yBoundary: boundary(annotation.overflowResolution.y)) {
            annotation.content(AnnotationContext(targetSize: frame.size))
        }
    }
}
