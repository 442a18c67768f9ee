import MockupRaster
import MockupText

/// One draw operation in absolute points. Frames are display frames (pixel-snapped, moved by
/// `.offset`). Values only, no closures: rasterization can run on any thread.
public indirect enum DisplayItem: Hashable, Sendable {
    case shape(DisplayShape)
    case text(DisplayText)
    case symbol(DisplaySymbol)
    case bitmap(DisplayBitmap)
    /// Items drawn through a render effect.
    case group(DisplayGroup)
}

/// A filled or stroked shape.
public struct DisplayShape: Hashable, Sendable {
    public var shape: ResolvedShape
    public var frame: Rect
    /// The geometry to paint: `frame` inset by the shape's inset, and by half the line width for
    /// `strokeBorder`.
    public var outline: ShapeOutline {
        var inset = shape.inset
        if case let .strokeBorder(_, stroke) = shape.drawing { inset += stroke.lineWidth / 2 }
        return shape.kind.outline(in: frame, inset: inset)
    }
}

/// A Text, with what the renderer needs to break its lines exactly as layout did.
public struct DisplayText: Hashable, Sendable {
    public var text: ResolvedText
    public var frame: Rect
    /// Absolute y of the first baseline.
    public var firstBaseline: Double
    public var lineCount: Int
    /// The width the lines were broken in; nil = unconstrained.
    public var layoutWidth: Double?
    /// The line limit applied (lineLimit and proposed height); nil = unlimited.
    public var maxLines: Int?
}

/// An `Image(systemName:)`.
public struct DisplaySymbol: Hashable, Sendable {
    public var name: String
    public var font: FontDescriptor
    public var paint: ResolvedPaint
    /// `imageScale`.
    public var scale: SymbolScale
    /// How the layers are painted; `paint` is the primary layer's.
    public var layers: SymbolLayerPaint
    public var frame: Rect
    /// `.resizable()`: the symbol's box is stretched to `frame` (else `frame` is the box).
    public var resizable = false
    /// `Image(systemName:variableValue:)`: a variable-colour symbol's layers above it are drawn faded.
    public var variableValue: Double?
}

/// A bitmap `Image`, scaled into `frame`.
public struct DisplayBitmap: Hashable, Sendable {
    public var asset: BitmapAsset
    public var frame: Rect
    public var style = BitmapStyle()
    /// The image's size in points (what its cap insets and tiles are measured in).
    public var intrinsicSize = Size(0, 0)
}

/// Items drawn through one effect. `bounds` is the display frame of the modified view.
///
/// A `.shadow` or `.opacity` group is recorded once for the container, but SwiftUI draws a
/// container's shadow and opacity for every leaf drawing inside it individually (LAYOUT-SPEC §6.7):
/// the renderer applies them per leaf item of the group, not to the flattened group, unless a
/// `.composite` group (or a blur, blend or mask, drawn offscreen anyway) flattens it first.
public struct DisplayGroup: Hashable, Sendable {
    public var effect: DisplayEffect
    public var bounds: Rect
    public var items: [DisplayItem]
}

/// A render effect with its geometry resolved to absolute points.
public enum DisplayEffect: Hashable, Sendable {
    /// Applied to each leaf inside (as SwiftUI does), not to the flattened group; see `composite`.
    case opacity(Double)
    /// `.compositingGroup()` / `.drawingGroup()`: the items as one layer for enclosing opacity and shadows.
    case composite
    /// Gaussian σ ≈ radius points, offset in points; applied per leaf (see `DisplayGroup`).
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// Over the group's drawing, inside its alpha.
    case innerShadow(color: RGBA, radius: Double, x: Double, y: Double)
    case blur(radius: Double, opaque: Bool)
    /// A material's backdrop: σ ≈ radius points, behind each shape of the group.
    case backdropBlur(radius: Double)
    /// `.clipShape` / `.clipped()`: the outline of the shape in the group's bounds.
    case clip(ShapeOutline, evenOdd: Bool)
    /// `.mask(_:)`: the content's pixels scaled by the alpha these items paint.
    case mask([DisplayItem])
    /// `.blendMode`: the items drawn as one layer blended onto what is below.
    case blend(BlendMode)
    /// Colour filters: the items drawn as one layer whose pixels go through the matrix.
    case colorMatrix(ColorMatrix)
    case scale(x: Double, y: Double, anchor: Point)
    case rotation(radians: Double, anchor: Point)
    case rotation3D(Rotation3D)
    /// An affine transform of absolute points.
    case affine(Transform2D)
    /// A perspective projection of absolute points.
    case projection(Homography)

    init(_ effect: RenderEffect, bounds: Rect) {
        func point(_ u: UnitPoint) -> Point { Point(bounds.minX + u.x * bounds.width, bounds.minY + u.y * bounds.height) }
        switch effect {
        case let .opacity(a): self = .opacity(a)
        case .composite: self = .composite
        case let .shadow(color, radius, x, y): self = .shadow(color: color, radius: radius, x: x, y: y)
        case let .innerShadow(color, radius, x, y): self = .innerShadow(color: color, radius: radius, x: x, y: y)
        case let .blur(radius, opaque): self = .blur(radius: radius, opaque: opaque)
        case let .backdropBlur(radius): self = .backdropBlur(radius: radius)
        case let .clip(kind, evenOdd): self = .clip(kind.outline(in: bounds), evenOdd: evenOdd)
        case let .blend(mode): self = .blend(mode)
        case let .colorMatrix(matrix): self = .colorMatrix(matrix)
        case let .scale(x, y, anchor): self = .scale(x: x, y: y, anchor: point(anchor))
        case let .rotation(radians, anchor): self = .rotation(radians: radians, anchor: point(anchor))
        case let .rotation3D(radians, axis, anchor, anchorZ, perspective):
            self = .rotation3D(Rotation3D(radians: radians, axis: axis, anchor: point(anchor), anchorZ: anchorZ,
                                          distance: max(bounds.width, bounds.height) / perspective))
        case let .affine(local): self = .affine(local.about(Point(bounds.minX, bounds.minY)))
        case let .projection(local):
            let origin = Point(bounds.minX, bounds.minY)
            self = .projection(Homography(.translation(-origin.x, -origin.y)).concatenating(local)
                .concatenating(Homography(.translation(origin.x, origin.y))))
        }
    }
}
