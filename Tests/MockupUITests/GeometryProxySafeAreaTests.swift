import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `GeometryProxy.safeAreaInsets` on a device render: the insets that reach the reader — the unsafe
/// band at each safe edge it is at or past, with what containers add (a TabView's bar).
@MainActor
struct GeometryProxySafeAreaTests {
    /// Records what the readers of one render saw.
    final class Readings { var insets: [EdgeInsets] = []; var sizes: [CGSize] = [] }

    private func read<V: View>(_ device: DeviceProfile? = .iPhone16, _ makeView: (Readings) -> V) throws -> Readings {
        let readings = Readings()
        let request = device.map { RenderRequest(device: $0) } ?? RenderRequest(width: 393, height: 852)
        _ = try ViewRenderer.layout(request, fonts: FontLibrary.shared()) { makeView(readings) }
        return readings
    }

    private func reader(_ readings: Readings) -> some View {
        GeometryReader { proxy in
            let _ = readings.insets.append(proxy.safeAreaInsets)
            let _ = readings.sizes.append(proxy.size)
            Color.clear
        }
    }

    @Test func aReaderFillingTheSafeAreaSeesTheDevicesInsets() throws {
        let readings = try read { reader($0) }
        #expect(readings.insets == [EdgeInsets(top: 59, bottom: 34)])
        #expect(readings.sizes == [CGSize(width: 393, height: 759)])
        let se = try read(.iPhoneSE) { reader($0) }
        #expect(se.insets == [EdgeInsets(top: 20)])
    }

    @Test func aReaderAwayFromAnEdgeSeesNothingThere() throws {
        // Below a 100-pt header the reader touches only the bottom edge; padded, no edge at all.
        let below = try read { readings in VStack(spacing: 0) { Color.clear.frame(height: 100); reader(readings) } }
        #expect(below.insets == [EdgeInsets(bottom: 34)])
        let padded = try read { reader($0).padding(20) }
        #expect(padded.insets == [EdgeInsets()])
    }

    /// Bars and `safeAreaInset` views add to the safe area of the content beside them, as SwiftUI
    /// insets it: a reader filling the content reads the device's inset plus the bar's.
    @Test func barsAndInsetViewsAddToTheContentsInsets() throws {
        let navigation = try read { readings in
            NavigationStack { reader(readings).navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
        }
        #expect(navigation.insets == [EdgeInsets(top: 59 + 44, bottom: 34)])
        #expect(navigation.sizes == [CGSize(width: 393, height: 852 - 103 - 34)])
        let inset = try read { readings in
            reader(readings).safeAreaInset(edge: .bottom) { Color.red.frame(height: 60) }
        }
        #expect(inset.insets == [EdgeInsets(top: 59, bottom: 34 + 60)])
        // iOS 26's custom bar is drawn as the inset (the iOS 17/18 look has no scroll edge effect).
        let bar = try read { readings in
            reader(readings).safeAreaBar(edge: .top) { Color.red.frame(height: 40) }
        }
        #expect(bar.insets == [EdgeInsets(top: 59 + 40, bottom: 34)])
    }

    @Test func aReaderThatIgnoresTheSafeAreaReadsTheBandsItCovers() throws {
        // Grown up under the status bar: the 59-pt band is now inside its frame, and still reported.
        let top = try read { reader($0).ignoresSafeArea(edges: .top) }
        #expect(top.insets == [EdgeInsets(top: 59, bottom: 34)])
        #expect(top.sizes == [CGSize(width: 393, height: 818)])
        // Inside a container that ignores it on every edge, as SwiftUI's `size - safeAreaInsets` idiom expects.
        let all = try read { readings in ZStack { reader(readings) }.ignoresSafeArea() }
        #expect(all.insets == [EdgeInsets(top: 59, bottom: 34)])
        #expect(all.sizes == [CGSize(width: 393, height: 852)])
    }

    @Test func aTabsReaderSeesTheBarAddedToTheBottomInset() throws {
        let readings = try read { readings in
            TabView { reader(readings).tabItem { Label("Home", systemImage: "house") } }
        }
        // 49-pt bar plus the 34-pt home indicator inset; the status bar's 59 at the top.
        #expect(readings.insets == [EdgeInsets(top: 59, bottom: 83)])
    }

    @Test func aComponentRenderHasNoSafeArea() throws {
        let readings = try read(nil) { reader($0) }
        #expect(readings.insets == [EdgeInsets()])
    }
}
