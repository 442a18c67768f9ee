import Foundation

extension View {
    /// A fixed size on the given axes (nil = that axis follows the content).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapNodes { node, _ in
            .frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment, child: node)
        }
    }

    /// A flexible frame: the content's size clamped to the given limits.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let frame = FlexFrame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                              maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                              idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                              alignment: alignment)
        return wrapNodes { node, _ in .flexFrame(frame, child: node) }
    }

    /// Space around the content on `edges`; nil length = the default 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = Double(length ?? 16)
        let insets = EdgeInsets(top: edges.contains(.top) ? amount : 0,
                                leading: edges.contains(.leading) ? amount : 0,
                                bottom: edges.contains(.bottom) ? amount : 0,
                                trailing: edges.contains(.trailing) ? amount : 0)
        return padding(insets)
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNodes { node, _ in .padding(insets, child: node) }
    }

    /// Moves the drawing (not the layout) by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapNodes { node, _ in .offset(x: Double(x), y: Double(y), child: node) }
    }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Constrains the content to `aspectRatio` (width / height; nil = the content's own).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, _ in .aspectRatio(ratio: aspectRatio.map(Double.init), contentMode: contentMode, child: node) }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// The content at its ideal size on the given axes.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        wrapNodes { node, _ in .fixedSize(horizontal: horizontal, vertical: vertical, child: node) }
    }

    /// Priority in the enclosing stack's distribution of space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        wrapNodes { node, _ in .layoutPriority(value, child: node) }
    }

    /// Extends the view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, _ in regions.contains(.container) ? .ignoresSafeArea(edges, child: node) : node }
    }
}

/// Kinds of safe area (`.ignoresSafeArea(.keyboard)`); a static render has only the container one.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
