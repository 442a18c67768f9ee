import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// A `RenderRequest(device:)` render: the screen's safe area, the status bar and home indicator
/// over the view, in the scheme's content colour; the device values match docs/DEVICES.md.
@MainActor
struct DeviceRenderTests {
    @Test func presetsMatchTheirPublishedValues() {
        // docs/DEVICES.md cites the source of each row.
        // The status row's centre and the home indicator's width are measured @3x pixels / 3.
        let table: [(DeviceProfile, Double, Double, Double, EdgeInsets, Double, Double, Double)] = [
            (.iPhone16, 393, 852, 3, EdgeInsets(top: 59, bottom: 34), 54, 87.5 / 3, 420 / 3),
            (.iPhone16Pro, 402, 874, 3, EdgeInsets(top: 62, bottom: 34), 54, 97.5 / 3, 432 / 3),
            (.iPhone16ProMax, 440, 956, 3, EdgeInsets(top: 62, bottom: 34), 54, 96.5 / 3, 470 / 3),
            (.iPhoneSE, 375, 667, 2, EdgeInsets(top: 20), 20, 10, 0),
            (.iPad11, 834, 1210, 2, EdgeInsets(top: 24, bottom: 20), 24, 12, 134),
        ]
        for (device, width, height, scale, insets, statusBar, row, indicator) in table {
            #expect(device.width == width && device.height == height && device.scale == scale, "\(device.id)")
            #expect(device.safeAreaInsets == insets, "\(device.id)")
            #expect(device.statusBarHeight == statusBar, "\(device.id)")
            #expect(device.statusRowCenter == row && device.homeIndicatorWidth == indicator, "\(device.id)")
            #expect(device.statusBarHeight <= device.safeAreaInsets.top, "\(device.id): the status bar is inside the top inset")
        }
        #expect(DeviceProfile.named("IPHONE-SE") == .iPhoneSE)
        #expect(!DeviceProfile.iPhoneSE.hasHomeIndicator && DeviceProfile.iPhone16.hasHomeIndicator)
    }

    /// An empty screen in `scheme`, on the scheme's background (white or black).
    private func render(_ device: DeviceProfile, _ scheme: ColorScheme) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: device, colorScheme: scheme, background: scheme == .dark ? .black : .white),
                                fonts: FontLibrary.shared()) { Color.clear }
    }

    @Test func theChromeIsDrawnOverTheScreenInTheSchemesInk() throws {
        let light = try render(.iPhone16, .light)
        #expect(light.image.width == 1179 && light.image.height == 2556)
        let items = light.layout.displayList.allItems
        let clock = try #require(items.lazy.compactMap { item -> DisplayText? in
            if case let .text(text) = item, text.text.string == "9:41" { return text } else { return nil }
        }.first)
        #expect(clock.text.font.size == SystemChromeMetrics.iOS18.clockSize)
        #expect(clock.text.paint == .color(.black))
        // The clock sits in the ear left of the Dynamic Island, on the status row (SystemChromeGeometryTests
        // checks the exact geometry).
        #expect(clock.frame.maxX < (393 - SystemChromeMetrics.iOS18.islandSpacerWidth) / 2)
        #expect(abs(clock.frame.midY - DeviceProfile.iPhone16.statusRowCenter) < 0.5)
        // The home indicator: a 140 × 5 capsule 8 pt above the bottom edge, centred (x 126.5, snapped
        // to the @3x pixel grid).
        let capsule = try #require(items.lazy.compactMap { item -> DisplayShape? in
            if case let .shape(shape) = item, case .capsule = shape.shape.kind { return shape } else { return nil }
        }.last)
        expectRect(capsule.frame, 380 / 3.0, 839, 140, 5)
        let indicator = light.image.rgba(196 * 3, 841 * 3 + 1)
        #expect(indicator.r == 0 && indicator.g == 0 && indicator.b == 0 && indicator.a == 255, "\(indicator)")

        let dark = try render(.iPhone16, .dark)
        #expect(dark.layout.displayList.allItems.contains {
            if case let .text(text) = $0 { return text.text.string == "9:41" && text.text.paint == .color(.white) } else { return false }
        })
    }

    /// The paint of the status bar's clock on a screen of `view` in `scheme`.
    private func clock<V: View>(_ scheme: ColorScheme, _ view: @escaping () -> V) throws -> ResolvedPaint? {
        let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16, colorScheme: scheme, background: .white),
                                               fonts: FontLibrary.shared(), view)
        return rendered.layout.displayList.allItems.lazy.compactMap { item -> ResolvedPaint? in
            if case let .text(text) = item, text.text.string == "9:41" { return text.text.paint } else { return nil }
        }.first
    }

    @Test func theStatusBarContrastsWithWhatIsBehindIt() throws {
        // UIStatusBarStyle.default "updates it dynamically to maintain contrast with the content below it".
        let navy = Color(red: 0.1, green: 0.2, blue: 0.45)
        #expect(try clock(.light) { VStack { navy.frame(height: 120); Spacer() }.ignoresSafeArea() } == .color(.white))
        // A header that stops at the safe area leaves the status bar on the white canvas.
        #expect(try clock(.light) { VStack { navy.frame(height: 120); Spacer() } } == .color(.black))
        // A light fill framed up under the status bar but clipped below it (a list row's background
        // in a scrolled list) is not behind it.
        #expect(try clock(.light) {
            VStack(spacing: 0) {
                navy.frame(height: 100)
                Color.white.frame(height: 300).frame(height: 50, alignment: .bottom).clipped()
                Spacer()
            }.ignoresSafeArea()
        } == .color(.white))
        // A dark-scheme screen whose content under the status bar is light keeps a dark status bar.
        #expect(try clock(.dark) { Color.clear } == .color(.black))
        // A gradient backdrop counts by its colour there: navy at the top of a navy-to-white gradient.
        let gradient = LinearGradient(colors: [navy, .white], startPoint: .top, endPoint: .bottom)
        #expect(try clock(.light) { Color.clear.background(gradient).ignoresSafeArea() } == .color(.white))
        let upsideDown = LinearGradient(colors: [.white, navy], startPoint: .top, endPoint: .bottom)
        #expect(try clock(.light) { Color.clear.background(upsideDown).ignoresSafeArea() } == .color(.black))
    }

    @Test func aNavigationBarsColorSchemeSetsTheStatusBarStyle() throws {
        // UIKit's navigation controller takes the status bar style from its bar: a dark bar has light content.
        func screen(_ bar: Color, _ barScheme: ColorScheme?) -> some View {
            NavigationStack {
                Text("Accounts")
                    .navigationTitle("Accounts")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(bar, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
                    .toolbarColorScheme(barScheme, for: .navigationBar)
            }
        }
        // System blue is light enough that contrast alone picks black ink; the dark bar makes it white.
        #expect(try clock(.light) { screen(.blue, nil) } == .color(.black))
        #expect(try clock(.light) { screen(.blue, .dark) } == .color(.white))
        // The symmetric case: a light bar on a dark-scheme screen, over a backdrop dark enough for white ink.
        let slate = Color(red: 0.3, green: 0.3, blue: 0.35)
        #expect(try clock(.dark) { screen(slate, nil) } == .color(.white))
        #expect(try clock(.dark) { screen(slate, .light) } == .color(.black))
    }

    @Test func aScreenThatHidesTheStatusBarHasNone() throws {
        // Halide's camera screen: black under the bars, a red control row at the top of the safe area.
        func camera() -> some View {
            VStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(height: 40); Spacer() }
                .background(Color.black.ignoresSafeArea())
                .statusBarHidden()
        }
        #expect(try clock(.light) { camera() } == nil)
        let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white),
                                               fonts: FontLibrary.shared()) { camera() }
        // No battery either: its charge (centred 346 pt across, on the status row) would be white.
        let battery = rendered.image.rgba(346 * 3, 29 * 3)
        #expect(battery.r == 0 && battery.g == 0 && battery.b == 0, "\(battery)")
        // The Face ID phone keeps its 59 pt top inset: the red row starts there, not under the island.
        let above = rendered.image.rgba(20 * 3, 58 * 3), row = rendered.image.rgba(20 * 3, 59 * 3)
        #expect(above.r == 0 && row.r == 255 && row.g == 0, "\(above) \(row)")
        // Anywhere in the screen, in the earlier spelling too; the outermost modifier decides.
        #expect(try clock(.light) { VStack { Text("Shutter").statusBar(hidden: true); Spacer() } } == nil)
        #expect(try clock(.light) { Color.clear.statusBarHidden().statusBarHidden(false) } == .color(.black))
    }

    @Test func aHomeButtonPhoneGivesTheStatusBarsInsetBackWhenItIsHidden() throws {
        // Its rectangular screen has only the status bar outside the safe area (WWDC 2018 session 235).
        func firstRedRow(hidden: Bool) throws -> Int? {
            let rendered = try ViewRenderer.render(RenderRequest(device: .iPhoneSE, background: .white), fonts: FontLibrary.shared()) {
                VStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(height: 40); Spacer() }.statusBarHidden(hidden)
            }
            return (0..<100).first { rendered.image.rgba(120 * 2, $0).g == 0 }
        }
        #expect(try firstRedRow(hidden: false) == 40)
        #expect(try firstRedRow(hidden: true) == 0)
    }

    @Test func theHomeIndicatorContrastsWithWhatIsBehindIt() throws {
        func indicator<V: View>(_ view: @escaping () -> V) throws -> ResolvedPaint? {
            let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white),
                                                   fonts: FontLibrary.shared(), view)
            return rendered.layout.displayList.allItems.lazy.compactMap { item -> ResolvedPaint? in
                if case let .shape(shape) = item, case .capsule = shape.shape.kind, case let .fill(paint, _) = shape.shape.drawing {
                    return paint
                }
                return nil
            }.last
        }
        #expect(try indicator { Color.clear } == .color(.black))
        #expect(try indicator { Color(red: 0.1, green: 0.1, blue: 0.12).ignoresSafeArea() } == .color(.white))
        // Only the bottom edge matters: a dark view that stops at the safe area leaves it on white.
        #expect(try indicator { Color.black } == .color(.black))
    }

    @Test func aHomeButtonPhoneHasNoHomeIndicator() throws {
        let se = try render(.iPhoneSE, .light)
        #expect(se.image.width == 750 && se.image.height == 1334)
        #expect(!se.layout.displayList.allItems.contains {
            if case let .shape(shape) = $0, case .capsule = shape.shape.kind { return true } else { return false }
        })
    }

    @Test func aComponentRenderHasNoChrome() throws {
        let component = try ViewRenderer.render(RenderRequest(width: 393, height: 852), fonts: FontLibrary.shared()) { Color.clear }
        #expect(!component.layout.displayList.allItems.contains {
            if case .text = $0 { return true }
            if case let .shape(shape) = $0, case .capsule = shape.shape.kind { return true }
            return false
        })
    }
}
