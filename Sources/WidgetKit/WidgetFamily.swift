import Foundation

/// A widget's size and shape: the Home Screen's system families (extra large on iPad only) and the
/// Lock Screen's accessory families. `WidgetMetrics` gives each its size on a device.
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// The case name (`systemSmall`).
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    public var debugDescription: String { "WidgetFamily.\(description)" }

    /// A Lock Screen family (drawn without its container background, in vibrant mode on iOS).
    var isAccessory: Bool { self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline }
}
