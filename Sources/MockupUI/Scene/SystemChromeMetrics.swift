/// The geometry of iOS 17/18's status bar and home indicator, in points (docs/DEVICES.md cites
/// each value). One value per iOS look, so a later iOS version's chrome can sit beside it. Where a
/// value depends on the hardware (the status row's height, the home indicator's width) it is the
/// device's (`DeviceProfile`).
public struct SystemChromeMetrics: Sendable, Hashable {
    /// Point size of the "9:41" clock (semibold) on Face ID iPhones and on the rest.
    public var clockSize: Double
    public var compactClockSize: Double
    /// Width of the gap left for the Dynamic Island between the two halves of the status bar.
    public var islandSpacerWidth: Double
    /// Each half's content is centred between `earOuterInset` from the screen's edge and
    /// `earInnerInset` from the island's gap.
    public var earOuterInset: Double
    public var earInnerInset: Double
    /// Cellular bars: bar width, gap between bars, corner radius and the four bar heights.
    public var cellularBarWidth: Double
    public var cellularBarGap: Double
    public var cellularBarCornerRadius: Double
    public var cellularBarHeights: [Double]
    /// Wi-Fi fan: outer radius, band thickness, gap between bands and the half-angle of the fan (radians).
    public var wifiRadius: Double
    public var wifiBand: Double
    public var wifiGap: Double
    public var wifiHalfAngle: Double
    /// Battery body (outline, outer edge) size, corner radius and outline width; the charge's
    /// corner radius (it is inset by twice the outline); the cap's gap from the body, width and height.
    public var batteryWidth: Double
    public var batteryHeight: Double
    public var batteryCornerRadius: Double
    public var batteryOutline: Double
    public var batteryChargeCornerRadius: Double
    public var batteryCapGap: Double
    public var batteryCapWidth: Double
    public var batteryCapHeight: Double
    /// Space between the cellular, Wi-Fi and battery icons.
    public var iconSpacing: Double
    /// Distance of the status bar's leading and trailing content from the screen's edges on
    /// home-button iPhones and on iPad.
    public var compactEdgeInset: Double
    public var padEdgeInset: Double
    /// Home indicator: height of the capsule and its distance from the screen's bottom.
    public var homeIndicatorHeight: Double
    public var homeIndicatorBottom: Double

    /// iOS 17 and 18.
    public static let iOS18 = SystemChromeMetrics(
        clockSize: 17, compactClockSize: 12, islandSpacerWidth: 124, earOuterInset: 16, earInnerInset: 6,
        cellularBarWidth: 3.2, cellularBarGap: 6.4 / 3, cellularBarCornerRadius: 3.2 / 3,
        cellularBarHeights: [4.6868, 7.1321, 9.7811, 12.2264],
        wifiRadius: 12.12, wifiBand: 2.52, wifiGap: 1.59, wifiHalfAngle: .pi / 4,
        batteryWidth: 25, batteryHeight: 13, batteryCornerRadius: 4.3, batteryOutline: 1,
        batteryChargeCornerRadius: 2.5, batteryCapGap: 1, batteryCapWidth: 1.328, batteryCapHeight: 4,
        iconSpacing: 22 / 3, compactEdgeInset: 6, padEdgeInset: 20,
        homeIndicatorHeight: 5, homeIndicatorBottom: 8)
}
