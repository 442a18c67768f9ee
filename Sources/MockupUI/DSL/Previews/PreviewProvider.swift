import Foundation

/// Xcode previews of a view (`struct Card_Previews: PreviewProvider`): `previews` is an ordinary view;
/// rendered as previews (`PreviewCanvas`), each view at its top level is one, as on Xcode's canvas.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews target (iOS).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms previews can target.
public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// The size a preview is drawn at.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device, by name (`PreviewDevice(rawValue: "iPhone 15")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Interface orientation of a preview.
public enum InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// The orientation's name (`"portrait"`, `"landscapeLeft"`, …).
    public var id: String { "\(self)" }
}

extension View {
    /// The size of this view's preview on Xcode's canvas (a render of the previews takes it).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewOptionsWriter(options: CanvasPreviewOptions(layout: value)))
    }

    /// The name of this view's preview on Xcode's canvas (a render of the previews names its file after it).
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewOptionsWriter(options: CanvasPreviewOptions(displayName: value)))
    }

    /// The simulated device of this view's preview (by its name, `"iPhone SE (3rd generation)"`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewOptionsWriter(options: CanvasPreviewOptions(device: value)))
    }

    /// The orientation of this view's preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewOptionsWriter(options: CanvasPreviewOptions(orientation: value)))
    }

    /// A preview context (a widget family's) changes nothing in a render.
    public func previewContext<C>(_ context: C) -> some View { self }
}
