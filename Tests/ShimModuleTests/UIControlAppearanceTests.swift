import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// `UISegmentedControl.appearance()` and `UIPageControl.appearance()` as SwiftUI code sets them in a
/// view's initializer, honoured where SwiftUI draws those controls.
@MainActor @Suite struct UIControlAppearanceTests {
    private struct StyledPicker: View {
        @State private var choice = 0
        init() {
            UISegmentedControl.appearance().selectedSegmentTintColor = UIColor(Color(red: 1, green: 0, blue: 0))
            UISegmentedControl.appearance().backgroundColor = UIColor(Color(red: 0, green: 0, blue: 1))
            UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        }
        var body: some View {
            Picker("Mode", selection: $choice) { Text("One").tag(0); Text("Two").tag(1) }
                .pickerStyle(.segmented)
                .frame(width: 200)
        }
    }

    private struct StyledPages: View {
        init() {
            UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(Color(red: 1, green: 0, blue: 0))
            UIPageControl.appearance().pageIndicatorTintColor = UIColor(Color(red: 0, green: 0, blue: 1))
        }
        var body: some View {
            TabView { Color.white; Color.white }.tabViewStyle(.page).frame(width: 200, height: 120)
        }
    }

    private func paints(_ makeView: () -> some View) throws -> [ResolvedPaint] {
        let laidOut = try ViewRenderer.layout(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared(), makeView)
        return laidOut.displayList.allItems.compactMap { item -> ResolvedPaint? in
            switch item {
            case .shape(let shape): if case .fill(let paint, _) = shape.shape.drawing { return paint }
            case .text(let text): return text.text.paint
            default: break
            }
            return nil
        }
    }

    @Test func segmentedPickersTakeTheProxysColours() throws {
        let drawn = try paints { StyledPicker() }
        #expect(drawn.contains(.color(RGBA(red: 1, green: 0, blue: 0))), "the selected segment")
        #expect(drawn.contains(.color(RGBA(red: 0, green: 0, blue: 1))), "the track")
        #expect(drawn.contains(.color(RGBA(red: 1, green: 1, blue: 1))), "the selected title")
        // A control of the app's own keeps its settings and leaves every picker alone.
        let own = UISegmentedControl()
        own.selectedSegmentTintColor = .green
        #expect(own.selectedSegmentTintColor?.color == UIColor.green.color)
        let plain = try paints { Picker("Mode", selection: .constant(0)) { Text("One").tag(0) }.pickerStyle(.segmented) }
        #expect(!plain.contains(.color(RGBA(red: 1, green: 0, blue: 0))), "another render does not see the proxy")
    }

    @Test func pageDotsTakeTheProxysTints() throws {
        let drawn = try paints { StyledPages() }
        #expect(drawn.filter { $0 == .color(RGBA(red: 1, green: 0, blue: 0)) }.count == 1)
        #expect(drawn.filter { $0 == .color(RGBA(red: 0, green: 0, blue: 1)) }.count == 1)
    }

    @Test func theDeviceIsTheRendersIPhone() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.orientation.isPortrait)
        // The key-window idiom code uses for the safe area.
        let window = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows).first { $0.isKeyWindow }
        #expect(window?.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window?.bounds == UIScreen.main.bounds && window?.windowScene?.keyWindow === window)
    }
}
