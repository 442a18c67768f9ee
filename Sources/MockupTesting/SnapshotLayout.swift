import MockupText
import MockupUI

/// How a view is sized for a snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout`.
public enum SnapshotLayout: Hashable, Sendable {
    /// Proposes zero, as `UIHostingController.sizeThatFits(in: .zero)` does, then renders the view
    /// at the size it chose.
    case sizeThatFits
    /// Proposes nothing (nil × nil): the view's ideal size.
    case intrinsic
    /// Exactly this canvas, the view proposed its size and centred in it.
    case fixed(width: Double, height: Double)
    /// This width, the height the view chooses for it.
    case width(Double)
    /// The device's screen, size and scale (`.device(.iPhone16Pro)`).
    case device(DeviceProfile)

    /// Resolves and lays out `view` (built fresh by `makeView`) in `colorScheme` at `scale` pixels
    /// per point (nil: the device's, else 3). The result's `tree` holds every view's frame
    /// (`tree.frame(of: "balance")` finds a view by `.accessibilityIdentifier` or `.id`).
    @preconcurrency @MainActor
    public func layOut<V: View>(colorScheme: ColorScheme = .light, scale: Double? = nil,
                                _ makeView: () -> V) throws -> LaidOutView {
        let fonts = try FontLibrary.shared()
        let pixels = scale ?? 3
        switch self {
        case .sizeThatFits:
            let measured = try ViewRenderer.layout(RenderRequest(width: 0, height: 0, scale: pixels, colorScheme: colorScheme),
                                                   fonts: fonts, makeView).tree.root.frame.size
            return try ViewRenderer.layout(RenderRequest(width: measured.width, height: measured.height, scale: pixels,
                                                         colorScheme: colorScheme), fonts: fonts, makeView)
        case .intrinsic:
            return try ViewRenderer.layout(RenderRequest(width: nil, scale: pixels, colorScheme: colorScheme), fonts: fonts, makeView)
        case let .fixed(width, height):
            return try ViewRenderer.layout(RenderRequest(width: width, height: height, scale: pixels, colorScheme: colorScheme),
                                           fonts: fonts, makeView)
        case let .width(width):
            return try ViewRenderer.layout(RenderRequest(width: width, scale: pixels, colorScheme: colorScheme), fonts: fonts, makeView)
        case let .device(device):
            var request = RenderRequest(device: device, colorScheme: colorScheme)
            request.scale = scale ?? device.scale
            return try ViewRenderer.layout(request, fonts: fonts, makeView)
        }
    }

    /// Lays out and rasterizes `view`: its pixels and every warning of the render.
    @preconcurrency @MainActor
    public func render<V: View>(colorScheme: ColorScheme = .light, scale: Double? = nil,
                                _ makeView: () -> V) throws -> RenderedView {
        try ViewRenderer.rasterize(layOut(colorScheme: colorScheme, scale: scale, makeView), fonts: FontLibrary.shared())
    }
}

extension LaidOutView {
    /// What laying out warned about (unsupported features, missing images, unknown fonts and
    /// symbols), each once.
    public var layoutWarnings: [String] {
        var seen = Set<String>()
        return (displayList.warnings + fontWarnings).filter { seen.insert($0).inserted }
    }
}
