import Foundation

/// Scrolls a scroll view to a child, as SwiftUI's `ScrollViewProxy`; a still stays at rest.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a `ScrollViewProxy`, as SwiftUI's `ScrollViewReader`; the content is drawn as is.
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }

    public var body: some View { content }
}
