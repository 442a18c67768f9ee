import Foundation
import MockupRaster
import MockupText

/// The system chrome of a device render, as views over the whole screen: the status bar (9:41,
/// cellular, Wi-Fi, battery) in `statusBarInk` unless the screen hides it and, on Face ID devices,
/// the home indicator in `homeIndicatorInk` (each contrasting with the content under it,
/// `ContrastingInk`), drawn as vectors.
public enum DeviceChrome {
    /// The chrome of `device`, sized to the screen; no status bar when `statusBarInk` is nil
    /// (`statusBarHidden()`).
    public static func node(for device: DeviceProfile, statusBarInk: RGBA?, homeIndicatorInk: RGBA,
                            metrics: SystemChromeMetrics = .iOS18) -> ViewNode {
        let screen = Size(device.width, device.height)
        var parts = statusBarInk.map { statusBar(device, ink: $0, metrics: metrics) } ?? []
        if device.hasHomeIndicator {
            let size = Size(device.homeIndicatorWidth, metrics.homeIndicatorHeight)
            parts.append(placed(shape(.capsule(continuous: false), homeIndicatorInk), size: size,
                                center: homeIndicatorCenter(device, metrics: metrics)))
        }
        return .frame(width: screen.width, height: screen.height, alignment: .topLeading,
                      child: .zstack(alignment: .topLeading, children: parts))
    }

    /// Where the status bar's ink is read on `device`'s screen: the clock's centre on Face ID
    /// iPhones (left of the Dynamic Island), the bar's centre on the others.
    public static func statusBarCenter(_ device: DeviceProfile, metrics m: SystemChromeMetrics = .iOS18) -> Point {
        guard isIslandPhone(device) else { return Point(device.width / 2, device.statusRowCenter) }
        return Point(earCenters(device, metrics: m).leading, device.statusRowCenter)
    }

    /// Whether `device` is a Face ID iPhone, whose status bar sits either side of the Dynamic Island.
    private static func isIslandPhone(_ device: DeviceProfile) -> Bool {
        device.hasHomeIndicator && device.statusBarHeight > 40
    }

    /// The horizontal centres of the clock (leading) and of the icons (trailing) on a Face ID
    /// iPhone: each half of the bar beside the island's gap, less its outer and inner insets.
    private static func earCenters(_ device: DeviceProfile, metrics m: SystemChromeMetrics) -> (leading: Double, trailing: Double) {
        let ear = (device.width - m.islandSpacerWidth) / 2
        let leading = (m.earOuterInset + ear - m.earInnerInset) / 2
        return (leading, device.width - leading)
    }

    /// The centre of the home indicator on `device`'s screen.
    public static func homeIndicatorCenter(_ device: DeviceProfile, metrics: SystemChromeMetrics = .iOS18) -> Point {
        Point(device.width / 2, device.height - metrics.homeIndicatorBottom - metrics.homeIndicatorHeight / 2)
    }

    /// Face ID iPhones: the clock left of the Dynamic Island, the icons right of it. Home-button
    /// iPhones: cellular and Wi-Fi at the leading edge, the clock centred, the battery at the
    /// trailing edge. iPad (screens at least 600 pt wide): clock and date at the leading edge, the
    /// icons at the trailing edge.
    private static func statusBar(_ device: DeviceProfile, ink: RGBA, metrics m: SystemChromeMetrics) -> [ViewNode] {
        let islandPhone = isIslandPhone(device)
        let isPad = min(device.width, device.height) >= 600
        let clockFont = FontDescriptor(source: .system(.default), size: islandPhone ? m.clockSize : m.compactClockSize,
                                       weight: .semibold)
        let clock = ViewNode.text(ResolvedText(string: isPad ? "9:41  Tue Jan 9" : "9:41", font: clockFont,
                                               paint: .color(ink), lineLimit: 1))
        let icons = statusIcons(ink: ink, metrics: m)
        let row = device.statusRowCenter
        if islandPhone {
            let centers = earCenters(device, metrics: m)
            let half = (device.width - m.islandSpacerWidth) / 2 - m.earOuterInset - m.earInnerInset
            let all = iconRow(icons, spacing: m.iconSpacing)
            return [
                placed(clock, size: Size(half, 2 * row), center: Point(centers.leading, row)),
                placed(all.node, size: all.size, center: Point(centers.trailing, row)),
            ]
        }
        let bar = Size(device.width - 2 * (isPad ? m.padEdgeInset : m.compactEdgeInset), device.statusBarHeight)
        let leading = isPad ? clock : iconRow(Array(icons.prefix(2)), spacing: m.iconSpacing).node
        let trailing = iconRow(isPad ? icons : Array(icons.suffix(1)), spacing: m.iconSpacing).node
        var parts = [
            placed(.frame(width: bar.width, height: bar.height, alignment: .leading, child: leading), size: bar,
                   center: Point(device.width / 2, row)),
            placed(.frame(width: bar.width, height: bar.height, alignment: .trailing, child: trailing), size: bar,
                   center: Point(device.width / 2, row)),
        ]
        if !isPad { parts.append(placed(clock, size: bar, center: Point(device.width / 2, row))) }
        return parts
    }

    /// Cellular bars, the Wi-Fi fan and the battery, each with its size.
    private static func statusIcons(ink: RGBA, metrics m: SystemChromeMetrics) -> [(node: ViewNode, size: Size)] {
        let bars = m.cellularBarHeights
        let cellular = Size(Double(bars.count) * m.cellularBarWidth + Double(bars.count - 1) * m.cellularBarGap, bars.max() ?? 0)
        var cellularPath = Path()
        for (index, height) in bars.enumerated() {
            let x = Double(index) * (m.cellularBarWidth + m.cellularBarGap)
            cellularPath.append(Path(roundedRect: Rect(x: x, y: cellular.height - height, width: m.cellularBarWidth, height: height),
                                     cornerRadius: m.cellularBarCornerRadius, style: .circular))
        }
        let wifi = Size(2 * m.wifiRadius * sin(m.wifiHalfAngle), m.wifiRadius)
        let battery = Size(m.batteryWidth + m.batteryCapGap + m.batteryCapWidth, m.batteryHeight)
        return [
            (shape(.path(cellularPath), ink), cellular),
            (shape(.path(wifiPath(m, width: wifi.width)), ink), wifi),
            (batteryNode(ink: ink, metrics: m), battery),
        ]
    }

    /// `icons` side by side, centred on one line, `spacing` apart.
    private static func iconRow(_ icons: [(node: ViewNode, size: Size)], spacing: Double) -> (node: ViewNode, size: Size) {
        let width = icons.reduce(0) { $0 + $1.size.width } + spacing * Double(max(icons.count - 1, 0))
        let height = icons.map(\.size.height).max() ?? 0
        let row = ViewNode.stack(axis: .horizontal, alignment: .center, spacing: spacing,
                                 children: icons.map { .frame(width: $0.size.width, height: $0.size.height, alignment: .center, child: $0.node) })
        return (.frame(width: width, height: height, alignment: .center, child: row), Size(width, height))
    }

    /// Three bands of a fan opening upwards from the bottom centre; the innermost is a solid wedge.
    private static func wifiPath(_ m: SystemChromeMetrics, width: Double) -> Path {
        let centre = Point(width / 2, m.wifiRadius)
        let start = -Double.pi / 2 - m.wifiHalfAngle, end = -Double.pi / 2 + m.wifiHalfAngle
        var path = Path()
        var outer = m.wifiRadius
        for band in 0..<3 {
            let inner = band == 2 ? 0 : outer - m.wifiBand
            path.addArc(center: centre, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            if inner > 0 {
                path.addArc(center: centre, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            } else {
                path.line(to: centre)
            }
            path.close()
            outer = inner - m.wifiGap
        }
        return path
    }

    /// The battery: a translucent outline, a full charge inside it and a half-oval cap on the right.
    private static func batteryNode(ink: RGBA, metrics m: SystemChromeMetrics) -> ViewNode {
        let body = Rect(x: 0, y: 0, width: m.batteryWidth, height: m.batteryHeight)
        var outline = Path(roundedRect: body, cornerRadius: m.batteryCornerRadius, style: .circular)
        let o = m.batteryOutline
        outline.append(Path(roundedRect: body.insetBy(dx: o, dy: o), cornerRadius: m.batteryCornerRadius - o, style: .circular))
        let charge = Path(roundedRect: body.insetBy(dx: 2 * o, dy: 2 * o), cornerRadius: m.batteryChargeCornerRadius, style: .circular)
        let capRect = Rect(x: m.batteryWidth + m.batteryCapGap, y: (m.batteryHeight - m.batteryCapHeight) / 2,
                           width: m.batteryCapWidth, height: m.batteryCapHeight)
        let rx = capRect.width, ry = capRect.height / 2, k = Path.kappa
        var cap = Path()
        cap.move(to: Point(capRect.minX, capRect.minY))
        cap.cubic(to: Point(capRect.maxX, capRect.midY), control1: Point(capRect.minX + rx * k, capRect.minY),
                  control2: Point(capRect.maxX, capRect.midY - ry * k))
        cap.cubic(to: Point(capRect.minX, capRect.maxY), control1: Point(capRect.maxX, capRect.midY + ry * k),
                  control2: Point(capRect.minX + rx * k, capRect.maxY))
        cap.close()
        let dimmed = ink.opacity(0.35)
        return .zstack(alignment: .topLeading, children: [
            .shape(ResolvedShape(kind: .path(outline), drawing: .fill(.color(dimmed), evenOdd: true))),
            shape(.path(charge), ink),
            .shape(ResolvedShape(kind: .path(cap), drawing: .fill(.color(ink.opacity(0.4)), evenOdd: false))),
        ])
    }

    private static func shape(_ kind: ShapeKind, _ ink: RGBA) -> ViewNode {
        .shape(ResolvedShape(kind: kind, drawing: .fill(.color(ink), evenOdd: false)))
    }

    /// `node` in a frame of `size` centred on `center` (screen points).
    private static func placed(_ node: ViewNode, size: Size, center: Point) -> ViewNode {
        .position(center, child: .frame(width: size.width, height: size.height, alignment: .center, child: node))
    }
}
