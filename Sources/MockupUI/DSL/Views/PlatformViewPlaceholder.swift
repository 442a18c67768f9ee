/// What a UIKit view embedded in SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`)
/// draws: a `NamedPlaceholder` box named after the representable type; the render warns that the
/// UIKit view is not drawn.
public struct PlatformViewPlaceholder: View {
    let typeName: String
    let kind: String

    /// A placeholder for the representable `typeName` of kind `kind` (`"UIViewRepresentable"`).
    public init(typeName: String, kind: String) {
        self.typeName = typeName
        self.kind = kind
    }

    public var body: some View {
        NamedPlaceholder(name: typeName)
            .wrapNodes { node, _ in .platformView(typeName: typeName, kind: kind, placeholder: node) }
    }
}
