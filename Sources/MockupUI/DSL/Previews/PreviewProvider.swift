import Foundation

/// Xcode previews of a view (`struct Card_Previews: PreviewProvider`). Mockup renders scenes, not
/// previews, so these only need to compile; `previews` is an ordinary view a scene may render.
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
    /// Preview options change nothing in a render.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    public func previewContext<C>(_ context: C) -> some View { self }
}
