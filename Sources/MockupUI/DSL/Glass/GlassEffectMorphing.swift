/// How glass effects appear and disappear in a `GlassEffectContainer`, as SwiftUI's
/// `GlassEffectTransition`; a still shows views on screen, so it changes nothing.
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String

    /// The glass takes its geometry from a nearby shape in the container as it appears or disappears.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The content fades and the material animates in or out, matching no other shape.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No change.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

extension View {
    /// Identifies the glass effects of this view, so iOS 26 morphs them into the shapes with the same
    /// identity in `namespace` across a transition; a still draws the view unchanged.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins the glass effects of this view to the union `id` in `namespace`: on iOS 26 the effects
    /// of one union with the same shape and variant are combined into a single shape. A render draws
    /// each view's glass on its own, with a render note.
    @ViewBuilder
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        if id != nil {
            _renderNote("glassEffectUnion (iOS 26)", drawn: "each view's glass is drawn as a shape of its own, not combined")
        } else {
            self
        }
    }

    /// The transition of the glass effects of this view as they are added or removed; a still
    /// draws the view unchanged.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}
