/// A screen a full-screen render is framed on: size in points, pixel scale, safe-area insets,
/// display corner radius and status bar. The one place device values live; docs/DEVICES.md cites
/// the source of each (portrait orientation, iOS 17/18).
public struct DeviceProfile: Sendable, Hashable {
    /// Kebab-case id used by `--device` (`iphone-16-pro`).
    public let id: String
    /// Marketing name (`iPhone 16 Pro`).
    public let name: String
    /// Screen width in points.
    public let width: Double
    /// Screen height in points.
    public let height: Double
    /// Pixels per point.
    public let scale: Double
    /// The container safe area in portrait, in points.
    public let safeAreaInsets: EdgeInsets
    /// Radius of the display's rounded corners, in points (0 = square corners).
    public let displayCornerRadius: Double
    /// Height of the status bar, in points.
    public let statusBarHeight: Double
    /// Where the status bar's row (clock and icons) is centred, below the top of the screen, in points.
    public let statusRowCenter: Double
    /// Width of the home indicator, in points; 0 on a device with a home button.
    public let homeIndicatorWidth: Double

    public init(id: String, name: String, width: Double, height: Double, scale: Double,
                safeAreaInsets: EdgeInsets, displayCornerRadius: Double, statusBarHeight: Double,
                statusRowCenter: Double, homeIndicatorWidth: Double) {
        self.id = id; self.name = name; self.width = width; self.height = height; self.scale = scale
        self.safeAreaInsets = safeAreaInsets; self.displayCornerRadius = displayCornerRadius
        self.statusBarHeight = statusBarHeight; self.statusRowCenter = statusRowCenter
        self.homeIndicatorWidth = homeIndicatorWidth
    }

    /// Whether the device shows a home indicator (Face ID devices) instead of a home button.
    public var hasHomeIndicator: Bool { homeIndicatorWidth > 0 }

    /// The safe area with the status bar shown or hidden (`statusBarHidden()`): a home-button
    /// iPhone's rectangular screen has only the status bar outside its safe area, so hiding it
    /// gives the top back; a Face ID device keeps its top inset, which the sensor housing sets
    /// (docs/DEVICES.md).
    public func safeAreaInsets(statusBarHidden: Bool) -> EdgeInsets {
        guard statusBarHidden, !hasHomeIndicator else { return safeAreaInsets }
        var insets = safeAreaInsets
        insets.top = max(insets.top - statusBarHeight, 0)
        return insets
    }

    /// iPhone 16 (same screen as iPhone 15 and 15 Pro): 393 × 852 pt @3x.
    public static let iPhone16 = DeviceProfile(
        id: "iphone-16", name: "iPhone 16", width: 393, height: 852, scale: 3,
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        displayCornerRadius: 55, statusBarHeight: 54, statusRowCenter: 87.5 / 3, homeIndicatorWidth: 140)
    /// iPhone 16 Pro: 402 × 874 pt @3x.
    public static let iPhone16Pro = DeviceProfile(
        id: "iphone-16-pro", name: "iPhone 16 Pro", width: 402, height: 874, scale: 3,
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
        displayCornerRadius: 62, statusBarHeight: 54, statusRowCenter: 97.5 / 3, homeIndicatorWidth: 144)
    /// iPhone 16 Pro Max: 440 × 956 pt @3x.
    public static let iPhone16ProMax = DeviceProfile(
        id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3,
        safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0),
        displayCornerRadius: 62, statusBarHeight: 54, statusRowCenter: 96.5 / 3, homeIndicatorWidth: 470 / 3.0)
    /// iPhone SE (2nd and 3rd generation): 375 × 667 pt @2x, home button, square corners.
    public static let iPhoneSE = DeviceProfile(
        id: "iphone-se", name: "iPhone SE", width: 375, height: 667, scale: 2,
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
        displayCornerRadius: 0, statusBarHeight: 20, statusRowCenter: 10, homeIndicatorWidth: 0)
    /// iPad Pro 11-inch (M4): 834 × 1210 pt @2x.
    public static let iPad11 = DeviceProfile(
        id: "ipad-11", name: "iPad Pro 11-inch", width: 834, height: 1210, scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
        displayCornerRadius: 18, statusBarHeight: 24, statusRowCenter: 12, homeIndicatorWidth: 134)

    /// Every preset, the default (iPhone 16) first.
    public static let all: [DeviceProfile] = [.iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPhoneSE, .iPad11]

    /// The preset whose id is `id` (case-insensitive), or nil.
    public static func named(_ id: String) -> DeviceProfile? {
        all.first { $0.id == id.lowercased() }
    }

    /// The preset that is the simulator `name` (`PreviewDevice("iPhone SE (3rd generation)")`), or one
    /// with the same screen (docs/DEVICES.md), or its id; nil for a device none has the screen of.
    public static func simulator(_ name: String) -> DeviceProfile? {
        let key = name.lowercased()
        return all.first { $0.name.lowercased() == key } ?? sameScreen[key] ?? named(name)
    }

    /// Simulators with the screen, scale and safe area of a preset, by lowercased name.
    private static let sameScreen: [String: DeviceProfile] = [
        "iphone 15": .iPhone16, "iphone 15 pro": .iPhone16,
        "iphone se (2nd generation)": .iPhoneSE, "iphone se (3rd generation)": .iPhoneSE,
        "ipad pro 11-inch (m4)": .iPad11,
    ]
}
