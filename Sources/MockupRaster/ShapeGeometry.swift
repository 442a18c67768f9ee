/// The outline of SwiftUI's insettable shapes placed in a frame: `Rectangle`, `RoundedRectangle`,
/// `Capsule`, `Circle` and `Ellipse`, with `inset(by:)` semantics.
public enum ShapeGeometry: Hashable, Sendable {
    case rectangle
    /// `RoundedRectangle(cornerRadius:style:)`.
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// Corner radius `min(w, h) / 2`, circular arcs.
    case capsule
    /// The centred square of side `min(w, h)`, as a circle.
    case circle
    /// The ellipse filling the frame.
    case ellipse

    /// The outline in `rect`, shrunk by `inset` on every side (SwiftUI `inset(by:)`: a rounded
    /// rectangle's radius becomes `max(r − inset, 0)`; a capsule, circle or ellipse is simply the same
    /// shape in the smaller frame). Empty when the inset frame is empty.
    public func path(in rect: Rect, inset: Double = 0) -> Path {
        let frame = rect.insetBy(dx: inset, dy: inset)
        guard frame.width > 0, frame.height > 0 else { return Path() }
        switch self {
        case .rectangle:
            return Path(rect: frame)
        case .roundedRectangle(let radius, let style):
            return Path(roundedRect: frame, cornerRadius: max(radius - inset, 0), style: style)
        case .capsule:
            return Path(capsuleIn: frame)
        case .circle:
            let side = min(frame.width, frame.height)
            return Path(ellipseIn: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2,
                                        width: side, height: side))
        case .ellipse:
            return Path(ellipseIn: frame)
        }
    }
}
