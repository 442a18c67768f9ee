import Foundation

/// The shape of bordered buttons, as SwiftUI's `ButtonBorderShape`; also a shape of its own
/// (iOS 17: `.clipShape(.buttonBorder)`), drawn as bordered buttons draw it at the environment's
/// control size.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(Double(radius)))
    }

    /// The shape drawn in `environment`: `.automatic` (and `.buttonBorder`) defers to the
    /// `buttonBorderShape(_:)` set there, at the environment's control size.
    func builtIn(in environment: EnvironmentValues) -> any _BuiltInShape & InsettableShape {
        let shape = kind == .automatic ? environment.controls.buttonBorderShape : self
        return shape.builtIn(controlSize: environment.controlSize)
    }

    /// The shape drawn at `controlSize`: `.automatic` and `.roundedRectangle` take the bordered
    /// button's corner radius for that size.
    func builtIn(controlSize: ControlSize) -> any _BuiltInShape & InsettableShape {
        let radius = SystemMetrics.borderedButton(controlSize).cornerRadius
        switch kind {
        case .capsule: return Capsule()
        case .circle: return Circle()
        case .roundedRectangle(let custom): return RoundedRectangle(cornerRadius: custom.map { CGFloat($0) } ?? radius)
        case .automatic: return RoundedRectangle(cornerRadius: radius)
        }
    }
}

/// Outside a view (`ButtonBorderShape.capsule.path(in:)`) the shape is the one of a regular-size
/// button; in a view it is resolved at the environment's control size (`resolvingEnvironmentShape`).
extension ButtonBorderShape: _BuiltInShape, InsettableShape {
    public var _kind: ShapeKind { builtIn(controlSize: .regular)._kind }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of bordered buttons here (iOS 17): the one `buttonBorderShape(_:)` set.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
    /// The shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        controlEnvironment { $0.buttonBorderShape = shape }
    }
}
