import Foundation

/// A piece of custom accessibility content VoiceOver reads on request, as the Accessibility
/// framework's `AXCustomContent` (SwiftUI's `accessibilityCustomContent(_:_:importance:)` takes its
/// `Importance`).
public final class AXCustomContent {
    /// How eagerly VoiceOver reads the content.
    public enum Importance: Int, Sendable {
        /// Read only when the user asks for more content.
        case `default`
        /// Read along with the element's label.
        case high
    }
    public let label: String
    public let value: String
    public var importance: Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
