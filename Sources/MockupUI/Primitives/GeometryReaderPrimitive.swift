import Foundation
import MockupRaster

/// `GeometryReader` (LAYOUT-SPEC §6.6): accepts the proposal (nil → 0). Its content depends on
/// the final size, so layout leaves it pending (`DeferredContent`); it is then laid out at that
/// size from the top-leading corner.
struct GeometryReaderLayout: LeafLayout {
    let content: DeferredContent

    func sizeThatFits(_ p: LayoutProposal) -> Size { Size(p.width ?? 0, p.height ?? 0) }

    /// The content is unknown while sizing, so the reader has no text baselines.
    func explicitGuide(_ guide: AlignmentKey, axis: Axis, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? { nil }

    var deferredContent: DeferredContent? { content }
}

extension NodeKind { public static let geometryReader = NodeKind("geometryReader") }

/// `GeometryReader`: `content` is called with the reader's size once it is placed.
struct GeometryReaderNode: ViewPrimitive {
    let content: DeferredContent

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        LayoutBox(kind: .geometryReader, behavior: GeometryReaderLayout(content: content), spacing: .generic)
    }
}

extension ViewNode {
    /// A `GeometryReader`.
    public static func geometryReader(_ content: DeferredContent) -> ViewNode { ViewNode(GeometryReaderNode(content: content)) }
}

/// The size and placement a `GeometryReader` was given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the render.
    let globalFrame: Rect
    /// The frames of the named coordinate spaces around the reader, in the render.
    let namedSpaces: [String: Rect]
    /// The frames of the views anchors measure, in the render's coordinates of the reader.
    let anchors: [AnchorTag: Rect]

    init(_ geometry: DeferredGeometry) {
        size = CGSize(width: geometry.frame.width, height: geometry.frame.height)
        globalFrame = geometry.frame
        namedSpaces = geometry.namedSpaces
        anchors = geometry.anchors
        safeAreaInsets = geometry.safeAreaInsets
        _coveredSafeAreaInsets = geometry.coveredSafeAreaInsets
    }

    /// The safe-area insets that reach the reader on a device render: on each edge where the reader
    /// is at the safe area's edge, or past it (`ignoresSafeArea`), the width of the unsafe band there
    /// — the device's insets, with what containers add (a TabView's bar adds to the bottom). Zero on
    /// edges inside the safe area and in component renders.
    public let safeAreaInsets: EdgeInsets

    /// How much of the reader the bars and `safeAreaInset` panels cover on each edge (0 where it is
    /// inside the safe area, never more than its size): the safe-area insets a UIKit view in its
    /// place reads, for Mockup's shims of system views drawn by UIKit (the map).
    public let _coveredSafeAreaInsets: EdgeInsets

    /// The reader's frame in `space`: its own (origin zero), the render's (`.global`), or an
    /// enclosing view's `.coordinateSpace(name:)`; an unknown name measures in the render's, as
    /// SwiftUI falls back to the global space.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        let origin: Point
        switch space.coordinateSpace {
        case .local: origin = .zero
        case .global: origin = globalFrame.origin
        case .named:
            let base = space.coordinateSpace.nameKey.flatMap { namedSpaces[$0] }?.origin ?? .zero
            origin = Point(globalFrame.minX - base.x, globalFrame.minY - base.y)
        }
        return CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The anchor's value in the reader's own coordinates: the anchored view's frame as drawn
    /// (with its `.offset`s), relative to the reader's. An anchor whose view is not laid out yet
    /// (one inside deferred content evaluated after this reader) measures an empty rect at the
    /// reader's origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let frame = anchors[anchor.tag] ?? Rect(origin: globalFrame.origin, size: .zero)
        return anchor.value(in: CGRect(x: frame.minX - globalFrame.minX, y: frame.minY - globalFrame.minY,
                                       width: frame.width, height: frame.height))
    }

    /// The bounds of the named coordinate space `space` in the reader's own coordinates, nil when no
    /// enclosing view has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard let frame = namedSpaces[space.name] else { return nil }
        return CGRect(x: frame.minX - globalFrame.minX, y: frame.minY - globalFrame.minY,
                      width: frame.width, height: frame.height)
    }
}

/// A view whose content is built once its size is known (during layout). The content fills the
/// reader from its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// One resolved reader, as the source of the preference values its content sets.
    @MainActor private final class ContentSource {}

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        // The closure may read `@Environment` properties of the view that built it: their values
        // were installed when that view's body was evaluated, and stay with it.
        // Preference values the content sets reach the `onPreferenceChange` readers around it.
        let content = self.content, receivers = PreferenceCollection.openReceivers, source = ContentSource()
        for receiver in receivers { receiver.awaitMeasurement() }
        return [.geometryReader(DeferredContent.placed({ geometry in
            let proxy = GeometryProxy(geometry)
            return PreferenceCollection.delivering(to: receivers, from: source) {
                .layered(MockupUI.resolveNodes(content(proxy), in: environment), alignment: .topLeading)
            }
        }))]
    }
}
