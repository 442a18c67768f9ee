import Foundation
import MockupRaster

/// A geometry value of a view (a rect, a point, or a list or optional of them) that preferences
/// carry up the tree and a `GeometryProxy` resolves into its own coordinates, as SwiftUI's
/// `Anchor`: `proxy[anchor]`.
public struct Anchor<Value> {
    /// The view measured.
    let tag: AnchorTag
    /// What is measured in it.
    let source: Source

    /// Which geometry of a view an anchor measures: `.bounds`, `.rect(_:)`, `.center`,
    /// `.point(_:)`, `.unitPoint(_:)`, ...
    public struct Source {
        /// The geometry as a value, for equality.
        let geometry: AnchorGeometry
        /// The value for the view's bounds `rect`, given in the resolving coordinate space.
        let resolve: (CGRect) -> Value
    }

    /// The value for a view whose bounds are `rect` in the resolving coordinate space.
    func value(in rect: CGRect) -> Value { source.resolve(rect) }
}

/// What an anchor source measures, in the measured view's own coordinates.
indirect enum AnchorGeometry: Hashable, Sendable {
    case bounds
    case rect(x: Double, y: Double, width: Double, height: Double)
    case point(x: Double, y: Double)
    case unitPoint(x: Double, y: Double)
    case list([AnchorGeometry])
    case optional(AnchorGeometry?)
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.tag == rhs.tag && lhs.source.geometry == rhs.source.geometry
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(source.geometry)
    }
}

extension Anchor: Sendable where Value: Sendable {}
// Sources only capture geometry values and other sources.
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(geometry: .rect(x: Double(r.minX), y: Double(r.minY),
                                              width: Double(r.width), height: Double(r.height))) { bounds in
            r.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }
    }

    /// The view's whole bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(geometry: .bounds) { $0 }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(geometry: .point(x: Double(p.x), y: Double(p.y))) { bounds in
            CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y)
        }
    }

    /// The point at the fractions `p` of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(geometry: .unitPoint(x: p.x, y: p.y)) { bounds in
            CGPoint(x: bounds.minX + CGFloat(p.x) * bounds.width, y: bounds.minY + CGFloat(p.y) * bounds.height)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The values of `array`'s sources, measured in the same view.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(geometry: .list(array.map(\.geometry))) { bounds in array.map { $0.resolve(bounds) } }
    }

    /// The value of `anchor`'s source, or nil without one.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(geometry: .optional(anchor?.geometry)) { bounds in anchor?.resolve(bounds) }
    }
}
