extension NodeKind {
    public static let platformView = NodeKind("platformView")
    public static let undefinedView = NodeKind("undefinedView")
    public static let leftOutView = NodeKind("leftOutView")
}

/// A view the engine cannot draw — a platform (UIKit) view embedded in SwiftUI, a view a guide
/// names but never defines, or one whose body does not compile here: the render warns and draws the placeholder it is given (`NamedPlaceholder`).
struct PlaceholderNode: ViewPrimitive {
    let kind: NodeKind
    /// The type it stands for (`MapView`).
    let typeName: String
    let warning: String

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        builder.warn(warning)
        return builder.passthrough(kind, typeName, children[0], stackAxis)
    }
}

extension ViewNode {
    /// `placeholder`, standing for the UIKit view of `typeName` (a `kind` such as
    /// `UIViewRepresentable`), with a warning that it is not drawn.
    public static func platformView(typeName: String, kind: String, placeholder: ViewNode) -> ViewNode {
        ViewNode(PlaceholderNode(kind: .platformView, typeName: typeName,
                                 warning: "\(kind) \(typeName): the UIKit view is not drawn; a placeholder stands in"),
                 children: [placeholder])
    }

    /// `placeholder`, standing for the view `typeName` that the code uses but does not define, with
    /// a warning that says so.
    public static func undefinedView(typeName: String, placeholder: ViewNode) -> ViewNode {
        ViewNode(PlaceholderNode(kind: .undefinedView, typeName: typeName,
                                 warning: "\(typeName) is used but not defined in the guide; a placeholder stands in (add its code to draw it)"),
                 children: [placeholder])
    }

    /// `placeholder`, standing for the view body `name` (`ProfileHeader.body`) that was left out
    /// because it does not compile here, with a warning that says so.
    public static func leftOutView(name: String, placeholder: ViewNode) -> ViewNode {
        ViewNode(PlaceholderNode(kind: .leftOutView, typeName: name,
                                 warning: "\(name) does not compile here and is left out; a placeholder stands in (see the compile errors)"),
                 children: [placeholder])
    }
}
