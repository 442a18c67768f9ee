import Foundation
import SwiftUI

/// A shape for point marks and line points.
@preconcurrency
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square that looks as big as a circle filling it (shapes with corners
    /// are drawn a little smaller so they look the same size).
    var perceptualUnitRect: CGRect { get }
}

/// A symbol shape stroked instead of filled.
protocol StrokedChartSymbol {
    var strokeStyle: StrokeStyle { get }
}

/// A symbol outlined with `style` inside its bounds.
public struct _StrokedChartSymbolShape<Base: ChartSymbolShape>: ChartSymbolShape, StrokedChartSymbol {
    let base: Base
    let strokeStyle: StrokeStyle
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    public func path(in rect: CGRect) -> Path {
        let inset = strokeStyle.lineWidth / 2
        return base.path(in: rect.insetBy(dx: inset, dy: inset))
    }
}

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol outlined, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, strokeStyle: StrokeStyle(lineWidth: lineWidth))
    }
    /// The symbol outlined with `style`.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, strokeStyle: style)
    }
}

/// Swift Charts' symbols: the shapes `symbol(by:)` assigns to series, in this order.
public struct BasicChartSymbolShape: ChartSymbolShape, InsettableShape {
    enum Kind: Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    var inset: CGFloat = 0

    public var perceptualUnitRect: CGRect {
        switch kind {
        case .circle: return CGRect(x: 0, y: 0, width: 1, height: 1)
        case .square: return CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8)
        default: return CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9)
        }
    }

    public func inset(by amount: CGFloat) -> BasicChartSymbolShape {
        var shape = self
        shape.inset += amount
        return shape
    }

    /// The symbol outlined, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        _StrokedChartSymbolShape(base: self, strokeStyle: StrokeStyle(lineWidth: lineWidth))
    }

    public func path(in rect: CGRect) -> Path {
        let unit = perceptualUnitRect
        let r = CGRect(x: rect.minX + unit.minX * rect.width, y: rect.minY + unit.minY * rect.height,
                       width: unit.width * rect.width, height: unit.height * rect.height).insetBy(dx: inset, dy: inset)
        var path = Path()
        func polygon(_ points: [CGPoint]) { path.addLines(points); path.closeSubpath() }
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        let bar: CGFloat = 0.3
        switch kind {
        case .circle: path.addEllipse(in: r)
        case .square: path.addRect(r)
        case .triangle: polygon([at(0.5, 0), at(1, 0.93), at(0, 0.93)])
        case .diamond: polygon([at(0.5, 0), at(1, 0.5), at(0.5, 1), at(0, 0.5)])
        case .pentagon:
            polygon((0..<5).map { i in
                let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                return at(0.5 + 0.5 * CGFloat(cos(angle)), 0.5 + 0.5 * CGFloat(sin(angle)))
            })
        case .plus:
            path.addRect(CGRect(x: r.minX, y: r.midY - bar * r.height / 2, width: r.width, height: bar * r.height))
            path.addRect(CGRect(x: r.midX - bar * r.width / 2, y: r.minY, width: bar * r.width, height: r.height))
        case .cross, .asterisk:
            let angles: [Double] = kind == .cross ? [45, 135] : [90, 30, 150]
            for degrees in angles {
                let a = degrees * .pi / 180, c = CGFloat(cos(a)), s = CGFloat(sin(a))
                let half = r.width / 2, thick = bar * r.width / 2
                let center = CGPoint(x: r.midX, y: r.midY)
                polygon([CGPoint(x: center.x + c * half - s * thick, y: center.y + s * half + c * thick),
                         CGPoint(x: center.x + c * half + s * thick, y: center.y + s * half - c * thick),
                         CGPoint(x: center.x - c * half + s * thick, y: center.y - s * half - c * thick),
                         CGPoint(x: center.x - c * half - s * thick, y: center.y - s * half + c * thick)])
            }
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

extension Circle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

/// Any symbol shape.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let base: any ChartSymbolShape
    public init(_ content: any ChartSymbolShape) { base = content }
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    /// The outline's stroke, when the symbol is stroked rather than filled.
    var strokeStyle: StrokeStyle? { (base as? StrokedChartSymbol)?.strokeStyle ?? (base as? AnyChartSymbolShape)?.strokeStyle }
}
