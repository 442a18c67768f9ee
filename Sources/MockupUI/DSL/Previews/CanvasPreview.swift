/// The options a preview's modifiers set (`.previewLayout`, `.previewDisplayName`, `.previewDevice`,
/// `.previewInterfaceOrientation`); nil where none is set.
public struct CanvasPreviewOptions: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var displayName: String?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?

    public init(layout: PreviewLayout? = nil, displayName: String? = nil, device: PreviewDevice? = nil,
                orientation: InterfaceOrientation? = nil) {
        self.layout = layout; self.displayName = displayName; self.device = device; self.orientation = orientation
    }

    /// These options with `other`'s where these set none.
    public func filling(from other: CanvasPreviewOptions) -> CanvasPreviewOptions {
        CanvasPreviewOptions(layout: layout ?? other.layout, displayName: displayName ?? other.displayName,
                             device: device ?? other.device, orientation: orientation ?? other.orientation)
    }
}

/// One preview of Xcode's canvas: a view and its options.
public struct CanvasPreview {
    public let view: AnyView
    public let options: CanvasPreviewOptions
}

/// What Xcode's canvas makes of a `PreviewProvider`'s `previews`: one preview per view at its top
/// level — each member of a `Group` or a `ForEach` (modifiers on them apply to each, as in SwiftUI) —
/// with the options its preview modifiers set, the outermost winning.
public enum PreviewCanvas {
    @MainActor
    public static func previews<V: View>(of view: V) -> [CanvasPreview] {
        flattenedViews(view).map { CanvasPreview(view: AnyView($0), options: options(of: $0)) }
    }

    /// The options set by the preview modifiers around `view`, looking through its other modifiers.
    @MainActor
    static func options(of view: any View) -> CanvasPreviewOptions {
        var options = CanvasPreviewOptions()
        var current = view
        while let modified = current as? any ModifiedView {
            if let writer = modified.appliedModifier as? PreviewOptionsWriter { options = options.filling(from: writer.options) }
            current = modified.modifiedContent
        }
        return options
    }
}

/// A preview modifier: it changes nothing drawn, and `PreviewCanvas` reads its options.
struct PreviewOptionsWriter: ViewModifier {
    let options: CanvasPreviewOptions

    func body(content: Content) -> some View { content }
}

/// A view with a modifier applied, seen from outside.
@MainActor
protocol ModifiedView {
    var modifiedContent: any View { get }
    var appliedModifier: any ViewModifier { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var modifiedContent: any View { content }
    var appliedModifier: any ViewModifier { modifier }
}
