/// The geometry of iOS 17/18's status bar and home indicator, in points (docs/DEVICES.md cites
/// each value). One value per iOS look, so a later iOS version's chrome can sit beside it.
public struct SystemChromeMetrics: Sendable, Hashable {
    /// Point size of the "9:41" clock (semibold) on Face ID iPhones and on the rest.
    public var clockSize: Double
    public var compactClockSize: Double
    /// Width of the Dynamic Island the clock and the status icons sit either side of.
    public var islandWidth: Double
    /// Where the status row's centre is, below the top of the screen, on Face ID iPhones.
    public var statusRowCenter: Double
    /// Cellular bars: bar width, gap between bars and the four bar heights.
    public var cellularBarWidth: Double
    public var cellularBarGap: Double
    public var cellularBarHeights: [Double]
    /// Wi-Fi fan: outer radius, band thickness, gap between bands and the half-angle of the fan (radians).
    public var wifiRadius: Double
    public var wifiBand: Double
    public var wifiGap: Double
    public var wifiHalfAngle: Double
    /// Battery body (outline) size, corner radius and outline width; cap width and height.
    public var batteryWidth: Double
    public var batteryHeight: Double
    public var batteryCornerRadius: Double
    public var batteryOutline: Double
    public var batteryCapWidth: Double
    public var batteryCapHeight: Double
    /// Space between the cellular, Wi-Fi and battery icons.
    public var iconSpacing: Double
    /// Distance of the status bar's leading and trailing content from the screen's edges on
    /// home-button iPhones and on iPad.
    public var compactEdgeInset: Double
    public var padEdgeInset: Double
    /// Home indicator: width and height of the capsule and its distance from the screen's bottom.
    public var homeIndicatorWidth: Double
    public var homeIndicatorHeight: Double
    public var homeIndicatorBottom: Double

    /// iOS 17 and 18.
    public static let iOS18 = SystemChromeMetrics(
        clockSize: 17, compactClockSize: 12, islandWidth: 126, statusRowCenter: 30,
        cellularBarWidth: 3, cellularBarGap: 1.7, cellularBarHeights: [4, 6.3, 8.7, 11],
        wifiRadius: 11.5, wifiBand: 2.5, wifiGap: 1.3, wifiHalfAngle: .pi / 4,
        batteryWidth: 25, batteryHeight: 12, batteryCornerRadius: 3.8, batteryOutline: 1,
        batteryCapWidth: 1.4, batteryCapHeight: 4,
        iconSpacing: 5, compactEdgeInset: 6, padEdgeInset: 20,
        homeIndicatorWidth: 134, homeIndicatorHeight: 5, homeIndicatorBottom: 8)
}
