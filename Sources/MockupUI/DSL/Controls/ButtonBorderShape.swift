import Foundation

/// The shape of bordered buttons, as SwiftUI's `ButtonBorderShape`.
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
}

extension View {
    /// The shape of the bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        controlEnvironment { $0.buttonBorderShape = shape }
    }
}
