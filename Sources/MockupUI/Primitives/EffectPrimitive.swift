import Foundation
import MockupRaster

extension NodeKind { public static let effect = NodeKind("effect") }

/// A render-only modifier (opacity, compositing group, shadow, blur, clip, transforms): no layout influence; its
/// content draws through the effect.
struct EffectNode: ViewPrimitive, NodeDrawing {
    let effect: RenderEffect

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.passthrough(.effect, effect.layoutName, children[0], stackAxis, drawing: self)
    }

    /// The content, drawn through the effect as one group.
    func displayItems(for node: LayoutTree.Node, children: [[DisplayItem]]) -> [DisplayItem] {
        let frame = node.displayFrame
        return [.group(DisplayGroup(effect: DisplayEffect(effect, bounds: frame), bounds: frame, items: children.flatMap { $0 }))]
    }
}

extension ViewNode {
    /// A render effect around `child`.
    public static func effect(_ effect: RenderEffect, child: ViewNode) -> ViewNode {
        ViewNode(EffectNode(effect: effect), children: [child])
    }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable, BitwiseCopyable {
    public var radians: Double
    /// The angle in degrees; setting it sets `radians`.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension View {
    public func opacity(_ opacity: Double) -> some View {
        wrapNodes { node, _ in .effect(.opacity(opacity), child: node) }
    }

    /// A blurred copy of the view's drawing behind it; default colour black at 33 % opacity.
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNodes { node, environment in
            .effect(.shadow(color: color.rgba(in: environment), radius: Double(radius), x: Double(x), y: Double(y)),
                    child: node)
        }
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapNodes { node, _ in .effect(.blur(radius: Double(radius), opaque: opaque), child: node) }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales by `scale.width` horizontally and `scale.height` vertically (a negative factor mirrors).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrapNodes { node, _ in .effect(.scale(x: Double(x), y: Double(y), anchor: anchor), child: node) }
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapNodes { node, _ in .effect(.rotation(radians: angle.radians, anchor: anchor), child: node) }
    }

    /// Draws the view turned by `angle` about `axis` through `anchor` (at depth `anchorZ`), in
    /// perspective from a viewer the view's longer side over `perspective` away; layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        let vector = Vector3(x: Double(axis.x), y: Double(axis.y), z: Double(axis.z))
        let effect = RenderEffect.rotation3D(radians: angle.radians, axis: vector, anchor: anchor,
                                             anchorZ: Double(anchorZ), perspective: Double(perspective))
        return wrapNodes { node, _ in .effect(effect, child: node) }
    }

    /// Clips the drawing to `shape` in the view's bounds. A custom, inset or mirrored shape, whose
    /// outline is known only once laid out, masks the view as an opaque fill of the shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapNodes { node, environment in
            let shape = shape.resolvingEnvironmentShape(in: environment)
            if let builtIn = shape as? any _BuiltInShape, builtIn._insetAmount == 0,
               !shape.layoutDirectionBehavior.isMirrored(in: environment.layoutDirection) {
                return .effect(.clip(builtIn._kind, evenOdd: style.isEOFilled), child: node)
            }
            @MainActor func opaqueFill<T: Shape>(_ shape: T) -> [ViewNode] {
                resolveNodes(shape.fill(Color.black, style: style), in: environment)
            }
            let fill = opaqueFill(shape)
            return .masked(node, by: .layered(fill, alignment: .center), alignment: .center)
        }
    }

    /// Clips the drawing to the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        wrapNodes { node, _ in .effect(.clip(.rectangle, evenOdd: false), child: node) }
    }

    /// The hit-testing shape; it has no visual effect.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Blends the view's drawing onto what is drawn behind it with `mode`. The view is blended
    /// as one group (as it is after `compositingGroup()`); for a single shape, text or image that is
    /// what SwiftUI draws.
    public func blendMode(_ mode: BlendMode) -> some View {
        wrapNodes { node, _ in mode == .normal ? node : .effect(.blend(mode), child: node) }
    }

}

/// How a view's colours combine with what is behind it.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver,
         destinationOut, plusDarker, plusLighter

    /// The rasterizer's blend of the same name.
    var layerBlend: LayerBlend { LayerBlend(rawValue: rawValue) ?? .normal }
}

extension View {
    /// Clips to a rounded rectangle with circular corners (the deprecated SwiftUI modifier).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// A border of `width` points drawn inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Keeps the view's space in the layout but draws nothing.
    public func hidden() -> some View {
        opacity(0)
    }

    /// Accessibility descriptions do not change the drawing.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> some View { self }
}
