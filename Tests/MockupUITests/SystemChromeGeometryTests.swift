import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// The status bar, home indicator and tab bar items of a device render, against the published
/// geometry docs/DEVICES.md cites: Apple's iOS 18 UI kit (as its Figma exports state it) and
/// pixels measured in public iOS 17/18 Simulator screenshots (@3x, 1179 × 2556 for iPhone 15/16).
@MainActor
struct SystemChromeGeometryTests {
    private func render<V: View>(_ device: DeviceProfile, _ view: @escaping () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: device, background: .white), fonts: FontLibrary.shared(), view)
    }

    /// The pixel box (`minX ..< maxX`, `minY ..< maxY`) of everything in `x × y` that differs from
    /// white by more than 40 (sum of the channels), as the screenshots were measured; with `solid`,
    /// of the pure black pixels only.
    private func ink(_ image: PixelImage, x: Range<Int>, y: Range<Int>, solid: Bool = false) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for py in y {
            for px in x {
                let c = image.rgba(px, py)
                guard solid ? c.r + c.g + c.b == 0 : 765 - (c.r + c.g + c.b) > 40 else { continue }
                box = (min(box?.minX ?? px, px), max(box?.maxX ?? px + 1, px + 1), min(box?.minY ?? py, py), max(box?.maxY ?? py + 1, py + 1))
            }
        }
        return box
    }

    private func shapes(_ rendered: RenderedView) -> [DisplayShape] {
        rendered.layout.displayList.allItems.compactMap { if case let .shape(shape) = $0 { return shape } else { return nil } }
    }

    @Test func theIslandBarCentresEachHalfBetweenTheKitsInsets() throws {
        // Apple's kit: "Time" and "Levels" fill the halves beside a 124 pt "Dynamic Island spacer",
        // with 16 pt on the outer side and 6 pt on the inner one; the icons are 7.33 pt apart.
        for (device, center) in [(DeviceProfile.iPhone16, 72.25), (.iPhone16Pro, 74.5)] {
            let rendered = try render(device) { Color.clear }
            let clock = try #require(rendered.layout.displayList.allItems.lazy.compactMap { item -> DisplayText? in
                if case let .text(text) = item, text.text.string == "9:41" { return text } else { return nil }
            }.first)
            // Frames are snapped to the @3x pixel grid: within a third of a point.
            let pixel = 1 / 3.0
            #expect(abs(clock.frame.midX - center) <= pixel, "\(device.id): \(clock.frame)")
            #expect(abs(clock.frame.midY - device.statusRowCenter) <= pixel, "\(device.id): \(clock.frame)")
            // The cellular bars, the Wi-Fi fan, the battery outline, its charge and its cap, left to right.
            let icons = shapes(rendered).filter { $0.frame.maxY < 40 }
            #expect(icons.count == 5, "\(device.id)")
            let cellular = icons[0].frame, wifi = icons[1].frame, battery = icons[2].frame
            // The kit's boxes: cellular 19.2 × 12.226, Wi-Fi 17.142 × 12.328 (ours 17.14 × 12.12, the
            // fan's radius), battery 27.328 × 13 with its cap.
            for (frame, size) in [(cellular, Size(19.2, 12.2264)), (wifi, Size(17.14, 12.12)), (battery, Size(27.328, 13))] {
                #expect(abs(frame.width - size.width) <= pixel && abs(frame.height - size.height) <= pixel, "\(device.id): \(frame)")
                #expect(abs(frame.midY - device.statusRowCenter) <= pixel / 2, "\(device.id): centred on the row, \(frame)")
            }
            #expect(abs(wifi.minX - cellular.maxX - 22 / 3.0) <= pixel && abs(battery.minX - wifi.maxX - 22 / 3.0) <= pixel)
            #expect(abs((cellular.minX + battery.maxX) / 2 - (device.width - center)) <= pixel, "\(device.id)")
        }
    }

    @Test func theIPhone16StatusBarMatchesAMeasuredScreenshot() throws {
        // Pixel boxes measured in ChrisLaganiere/AmbientRecordingAppsStarter, "Simulator Screenshot -
        // iPhone 15 Pro - 2024-03-10 at 10.07.15.png" (iOS 17; the same in iPhone 16 / iOS 18 shots):
        // the Wi-Fi fan at x 926..<977, y 69..<106; the battery outline x 999..<1074, y 68..<107, its
        // charge x 1005..<1068, y 74..<101 and its cap x 1077..<1081; the first cellular slot from x 846.
        let image = try render(.iPhone16) { Color.clear }.image
        func expectBox(_ got: (minX: Int, maxX: Int, minY: Int, maxY: Int)?, _ x: Range<Int>, _ y: Range<Int>,
                       _ tolerance: Int, _ what: String) {
            guard let got else { Issue.record("no ink for \(what)"); return }
            let ok = abs(got.minX - x.lowerBound) <= tolerance && abs(got.maxX - x.upperBound) <= tolerance
                && abs(got.minY - y.lowerBound) <= tolerance && abs(got.maxY - y.upperBound) <= tolerance
            #expect(ok, "\(what): got x \(got.minX)..<\(got.maxX) y \(got.minY)..<\(got.maxY), screenshot x \(x) y \(y)")
        }
        // The kit's centring puts the icons 1 px (and the Wi-Fi tips 2 px) left of the screenshot's.
        expectBox(ink(image, x: 915..<988, y: 55..<125), 926..<977, 69..<106, 2, "Wi-Fi")
        expectBox(ink(image, x: 990..<1075, y: 55..<125), 999..<1074, 68..<107, 1, "battery")
        expectBox(ink(image, x: 990..<1075, y: 55..<125, solid: true), 1005..<1068, 74..<101, 1, "charge")
        expectBox(ink(image, x: 1075..<1090, y: 55..<125), 1077..<1081, 81..<94, 1, "cap")
        let cellular = try #require(ink(image, x: 835..<915, y: 55..<125))
        #expect(abs(cellular.minX - 846) <= 1, "cellular from x \(cellular.minX)")
    }

    @Test func theHomeIndicatorMatchesMeasuredScreenshots() throws {
        // iPhone 15/16: 420 × 15 px at x 380, y 2517 (denisbanach/Stopwatch, iPhone 16, iOS 18);
        // iPhone 16 Pro: 432 px wide, 8 pt above the bottom (amrOmran89/ProUI).
        let phone = try render(.iPhone16) { Color.clear }.image
        #expect(ink(phone, x: 300..<880, y: 2490..<2556).map { [$0.minX, $0.maxX, $0.minY, $0.maxY] } == [380, 800, 2517, 2532])
        let pro = try render(.iPhone16Pro) { Color.clear }.image
        #expect(ink(pro, x: 300..<900, y: 2560..<2622).map { [$0.minX, $0.maxX, $0.minY, $0.maxY] } == [387, 819, 2583, 2598])
    }

    @Test func theTabItemTitleSitsOnTheMeasuredBaseline() throws {
        // EloraDelpierre_12_23022023 (Elora-Kittink), "Simulator Screenshot - iPhone 15 - 2024-03-04 at
        // 15.21.21.png" (iOS 17, UITabBarController): the bar's hairline at y 2306 px (top 769 pt),
        // "Home"'s H from y 2420 to its baseline at 2442 px (814 pt, 45 pt below the bar's top), and
        // the person.crop.circle symbol centred 18.75 pt below the bar's top.
        let image = try render(.iPhone16) {
            TabView {
                Color.white.tabItem { Label("Home", systemImage: "house") }
                Color.white.tabItem { Label("Profil", systemImage: "person.crop.circle") }
            }
        }.image
        // The word's ink: x 254..<337, y 2420..<2443 ("o" and "e" overshoot the baseline by a pixel).
        let title = try #require(ink(image, x: 240..<350, y: 2400..<2460))
        #expect(title.minY == 2420 && title.maxY == 2443, "title rows \(title.minY)..<\(title.maxY)")
        #expect(abs(title.minX - 254) <= 1 && abs(title.maxX - 337) <= 1, "title columns \(title.minX)..<\(title.maxX)")
        let symbol = try #require(ink(image, x: 830..<940, y: 2310..<2410))
        let center = Double(symbol.minY + symbol.maxY) / 2 / 3
        #expect(abs(center - (769 + 18.75)) <= 1 / 3.0, "symbol centre \(center)")
    }
}
