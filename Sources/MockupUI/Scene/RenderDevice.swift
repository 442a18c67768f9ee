import Foundation

private struct RenderDeviceKey: EnvironmentKey { static let defaultValue = DeviceProfile.iPhone16 }

extension EnvironmentValues {
    /// The device a render stands for: the screen of a full-screen render, or the device whose width
    /// a component is rendered at (`mockup render --device`; iPhone 16 by default). Framework shims
    /// size system presentations by it (WidgetKit: widget sizes per screen). Not SwiftUI API.
    public var renderDevice: DeviceProfile {
        get { self[RenderDeviceKey.self] }
        set { self[RenderDeviceKey.self] = newValue }
    }
}
