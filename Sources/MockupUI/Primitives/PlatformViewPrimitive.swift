extension NodeKind { public static let platformView = NodeKind("platformView") }

/// A platform (UIKit) view embedded in SwiftUI, which the engine cannot draw: the render warns and
/// draws the placeholder it is given (`PlatformViewPlaceholder`).
struct PlatformViewNode: ViewPrimitive {
    /// The representable's type name (`MapView`).
    let typeName: String
    /// What it wraps (`UIViewRepresentable`, `UIViewControllerRepresentable`).
    let kind: String

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.warn("\(kind) \(typeName): the UIKit view is not drawn; a placeholder stands in")
        return builder.passthrough(.platformView, typeName, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `placeholder`, standing for the UIKit view of `typeName`, with a warning that it is not drawn.
    public static func platformView(typeName: String, kind: String, placeholder: ViewNode) -> ViewNode {
        ViewNode(PlatformViewNode(typeName: typeName, kind: kind), children: [placeholder])
    }
}
