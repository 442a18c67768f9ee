import Foundation
import SwiftUI

/// Converts between chart values and positions in the plot area (what `chartOverlay` and
/// `chartBackground` content is given). Positions are in the plot area's coordinates; the plot
/// area's frame in the chart is `geometry[proxy.plotAreaFrame]`.
public struct ChartProxy {
    let geometry: ChartGeometry?
    /// The plot area, for a `GeometryProxy` to resolve (`geometry[proxy.plotAreaFrame]`).
    let plotAnchor: Anchor<CGRect>

    /// The plot area's frame.
    public var plotAreaFrame: Anchor<CGRect> { plotAnchor }
    public var plotFrame: Anchor<CGRect>? { plotAnchor }
    /// The frame of the plot and its axes (not measured: nil).
    public var plotContainerFrame: Anchor<CGRect>? { nil }

    /// The plot area's size.
    public var plotAreaSize: CGSize { geometry?.plotSize ?? .zero }
    public var plotSize: CGSize { plotAreaSize }

    public func position<P: Plottable>(forX value: P) -> CGFloat? { geometry?.x.position(value.plotValue) }
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry.flatMap { g in g.y.position(value.plotValue).map(g.flipY) }
    }
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// The span of a category's band (a point for a continuous value).
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        geometry.flatMap { g in g.x.position(value.plotValue).map { ($0 - g.x.bandWidth / 2)...($0 + g.x.bandWidth / 2) } }
    }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        geometry.flatMap { g in g.y.position(value.plotValue).map { (g.flipY($0) - g.y.bandWidth / 2)...(g.flipY($0) + g.y.bandWidth / 2) } }
    }
    public func positionRange<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGRect? {
        guard let x = positionRange(forX: point.x), let y = positionRange(forY: point.y) else { return nil }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }

    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? {
        geometry?.x.value(at: position).flatMap(P.from)
    }
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? {
        geometry.flatMap { g in g.y.value(at: g.flipY(position)) }.flatMap(P.from)
    }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x: X = value(atX: position.x), let y: Y = value(atY: position.y) else { return nil }
        return (x, y)
    }

    /// The domains the chart drew.
    public func xDomain<P: Plottable>(dataType: P.Type) -> [P] { geometry?.x.domainValues.compactMap(P.from) ?? [] }
    public func yDomain<P: Plottable>(dataType: P.Type) -> [P] { geometry?.y.domainValues.compactMap(P.from) ?? [] }
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func symbolDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func lineStyleDomain<P: Plottable>(dataType: P.Type) -> [P] { [] }
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? { nil }
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? { nil }
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? { nil }
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? { nil }

    /// Selection from gestures (nothing is selected in a still).
    public func selectXValue(at xPosition: CGFloat) {}
    public func selectYValue(at yPosition: CGFloat) {}
    public func selectXRange(from: CGFloat, to: CGFloat) {}
    public func selectYRange(from: CGFloat, to: CGFloat) {}
    public func selectAngleValue(at angle: Angle) {}
    /// The angle of a point around the plot's centre, clockwise from 12 o'clock.
    public func angle(at position: CGPoint) -> Angle {
        let size = plotAreaSize
        let radians = atan2(Double(position.x - size.width / 2), Double(size.height / 2 - position.y))
        return .radians(radians < 0 ? radians + 2 * .pi : radians)
    }
    public func value<P: Plottable>(atAngle angle: Angle, as: P.Type = P.self) -> P? { nil }
}

/// The plot area's frame, for `ChartProxy.plotAreaFrame`.
struct ChartPlotAreaKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

extension Plottable {
    /// The value of this type for a plot value, if it has one.
    static func from(_ value: PlotValue) -> Self? {
        switch value {
        case .number(let n):
            if let v = n as? PrimitivePlottable { return Self(primitivePlottable: v) }
            if let v = Int(exactly: n.rounded()) as? PrimitivePlottable { return Self(primitivePlottable: v) }
            return nil
        case .category(let c): return (c as? PrimitivePlottable).flatMap { Self(primitivePlottable: $0) }
        case .date(let d): return (d as? PrimitivePlottable).flatMap { Self(primitivePlottable: $0) }
        }
    }
}
