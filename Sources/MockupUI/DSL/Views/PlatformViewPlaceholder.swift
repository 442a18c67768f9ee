/// What a UIKit view embedded in SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`)
/// draws: a neutral box named after the representable type, in the colours of a missing image's
/// placeholder, filling the space offered; the render warns that the UIKit view is not drawn.
public struct PlatformViewPlaceholder: View {
    let typeName: String
    let kind: String

    /// A placeholder for the representable `typeName` of kind `kind` (`"UIViewRepresentable"`).
    public init(typeName: String, kind: String) {
        self.typeName = typeName
        self.kind = kind
    }

    public var body: some View {
        ZStack {
            Rectangle().fill(Color(provider: .fixed(ImageDrawing.placeholderFill)))
            Rectangle().strokeBorder(Color(provider: .fixed(ImageDrawing.placeholderInk)), lineWidth: 1)
            Text(verbatim: typeName)
                .font(.footnote)
                .foregroundStyle(Color(provider: .fixed(ImageDrawing.placeholderInk)))
                .lineLimit(1)
                .padding(8)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .wrapNodes { node, _ in .platformView(typeName: typeName, kind: kind, placeholder: node) }
    }
}
