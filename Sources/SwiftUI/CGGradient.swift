import Foundation
import MockupUI

/// An array Core Foundation hands over (`[colors] as CFArray`).
public typealias CFArray = NSArray

/// Core Graphics' gradient: colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient`
/// and `drawRadialGradient`. Core Graphics blends neighbouring colours linearly in the gradient's
/// colour space (sRGB-encoded components for the device and sRGB spaces).
public final class CGGradient: @unchecked Sendable {
    /// The stops, in order of location; each colour as sRGB-encoded components and alpha.
    let stops: [(location: CGFloat, components: [CGFloat])]

    /// A gradient of `colors` (CGColors) at `locations` (evenly spread when nil); nil when the
    /// colours are missing or fewer than the locations.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        let components = colors.map { $0.components ?? [0, 0, 0, 0] }
        stops = Self.stops(components, locations: locations)
    }

    /// A gradient of `count` colours given as components in `space` (plus alpha each), at `locations`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        let colors = (0..<count).map { index -> [CGFloat] in
            let values = (0..<perColor).map { components[index * perColor + $0] }
            return perColor == 2 ? [values[0], values[0], values[0], values[1]] : Array(values.prefix(4))
        }
        guard perColor == 2 || perColor == 4 else { return nil }
        stops = Self.stops(colors, locations: locations)
    }

    private static func stops(_ colors: [[CGFloat]], locations: UnsafePointer<CGFloat>?) -> [(location: CGFloat, components: [CGFloat])] {
        let count = colors.count
        let placed = colors.enumerated().map { index, color in
            (location: locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)), components: color)
        }
        return placed.sorted { $0.location < $1.location }
    }

    /// The colour at `location`, blended linearly between its neighbouring stops.
    func components(at location: CGFloat) -> [CGFloat] {
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0, 0] }
        if location <= first.location { return first.components }
        if location >= last.location { return last.components }
        let upper = stops.firstIndex { $0.location >= location }!
        let (a, b) = (stops[upper - 1], stops[upper])
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        return zip(a.components, b.components).map { $0 + ($1 - $0) * t }
    }

    /// The gradient as SwiftUI stops. The engine blends stops in Oklab; Core Graphics blends in sRGB,
    /// so the sRGB blend is sampled at 1/32 steps, close enough that the engine's blend between
    /// neighbours cannot be told apart.
    var swiftUIGradient: Gradient {
        let samples = 32
        let locations = stops.map(\.location)
        let start = locations.first ?? 0, end = locations.last ?? 1
        let sampled = (0...samples).map { start + (end - start) * CGFloat($0) / CGFloat(samples) }
        let all = Set(locations + sampled).sorted()
        return Gradient(stops: all.map { location in
            let c = components(at: location)
            return Gradient.Stop(color: Color(.sRGB, red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3])),
                                 location: location)
        })
    }
}

/// Whether a gradient paints beyond its start and end (Core Graphics pads the end colours there).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints the clip with the gradient from `start` to `end`: between the lines through them
    /// square to the axis, and beyond them as `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
        guard length > 0 else { return }
        let far = Self.farReach
        let unit = CGPoint(x: axis.x / length, y: axis.y / length), across = CGPoint(x: -unit.y * far, y: unit.x * far)
        let from = options.contains(.drawsBeforeStartLocation) ? CGPoint(x: start.x - unit.x * far, y: start.y - unit.y * far) : start
        let to = options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + unit.x * far, y: end.y + unit.y * far) : end
        var band = Path()
        band.addLines([CGPoint(x: from.x + across.x, y: from.y + across.y), CGPoint(x: to.x + across.x, y: to.y + across.y),
                       CGPoint(x: to.x - across.x, y: to.y - across.y), CGPoint(x: from.x - across.x, y: from.y - across.y)])
        band.closeSubpath()
        let shading = GraphicsContext.Shading.linearGradient(gradient.swiftUIGradient, startPoint: start, endPoint: end)
        recordDrawing(opacity: Double(state.alpha), blendMode: state.blendMode) { $0.fill(band, with: shading) }
    }

    /// Paints the clip with the gradient between two circles. Circles that share a centre paint the
    /// ring between them (and inside the start circle and outside the end one as `options` say);
    /// circles with different centres are drawn as if both were at the end circle's centre.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let inner = min(startRadius, endRadius), outer = max(startRadius, endRadius)
        let growing = endRadius >= startRadius
        let fillsInside = options.contains(growing ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
        let fillsOutside = options.contains(growing ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
        let center = endCenter
        var region = Path()
        if fillsOutside {
            region.addRect(CGRect(x: center.x - Self.farReach, y: center.y - Self.farReach, width: 2 * Self.farReach, height: 2 * Self.farReach))
        } else {
            region.addEllipse(in: CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer))
        }
        if !fillsInside && inner > 0 {
            region.addEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
        }
        let stops = growing ? gradient.swiftUIGradient : Gradient(stops: gradient.swiftUIGradient.stops.reversed().map {
            Gradient.Stop(color: $0.color, location: 1 - $0.location)
        })
        let shading = GraphicsContext.Shading.radialGradient(stops, center: center, startRadius: inner, endRadius: outer)
        recordDrawing(opacity: Double(state.alpha), blendMode: state.blendMode) {
            $0.fill(region, with: shading, style: FillStyle(eoFill: true))
        }
    }

    /// Far enough to cover any canvas from any point on it.
    private static let farReach: CGFloat = 100_000
}
