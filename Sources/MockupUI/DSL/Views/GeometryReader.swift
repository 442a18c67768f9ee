import Foundation

/// The size a `GeometryReader` was given.
public struct GeometryProxy {
    public let size: CGSize
}

/// A view whose content is built once its size is known (during layout). The content fills the
/// reader from its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // The closure may read `@Environment` of the view that built it: evaluate it later in the
        // environment that is current now.
        let current = EnvironmentValues.current
        let content = self.content
        return [.geometryReader(GeometryContent { size in
            EnvironmentValues.withCurrent(current) {
                let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
                return .layered(MockupUI.resolveNodes(content(proxy), in: environment), alignment: .topLeading)
            }
        })]
    }
}
