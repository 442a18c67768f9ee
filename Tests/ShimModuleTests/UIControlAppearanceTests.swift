import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// `UISegmentedControl.appearance()`, `UIPageControl.appearance()` and `UISlider.appearance()` as
/// SwiftUI code sets them in a view's initializer or `onAppear`, honoured where SwiftUI draws those
/// controls.
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

    /// iOS 16's way to see through a list: its collection view's proxy background.
    private struct ClearList: View {
        let contained: Bool
        init(contained: Bool = false) {
            self.contained = contained
            let proxy = contained ? UICollectionView.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
                                  : UICollectionView.appearance()
            proxy.backgroundColor = .clear
        }
        var body: some View {
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                List { Text("Row") }
            }
        }
    }

    @Test func aListsBackgroundIsTheCollectionViewProxys() throws {
        #expect(try paints { ClearList() }.contains(.color(RGBA(red: 1, green: 0, blue: 0))))
        let grouped = ResolvedPaint.color(SystemMetrics.groupedBackground.rgba(in: EnvironmentValues()))
        #expect(!(try paints { ClearList() }.contains(grouped)), "the grouped background is not drawn")
        #expect(try paints { ClearList(contained: true) }.contains(grouped), "a restricted proxy changes no list")
        #expect(try paints { List { Text("Row") } }.contains(grouped), "another render does not see the proxy")
    }

    /// Every UIKit class apps restyle through a proxy has one of its own class; what is set on it is
    /// held, in UIKit's types (`separatorStyle = .none`, the iOS 13–15 list idiom).
    @Test func uiKitClassesHaveProxiesOfTheirOwnClass() {
        UITableView.appearance().separatorStyle = .none
        #expect(UITableView.appearance().separatorStyle == .singleLine, "a table's proxy changes nothing SwiftUI draws")
        let table = UITableView.appearance()
        table.separatorInset = .zero
        table.tableFooterView = UIView()
        #expect(table.separatorInset == .zero && table.tableFooterView != nil && table.rowHeight == UITableView.automaticDimension)
        UITableViewCell.appearance().selectionStyle = .none
        #expect(type(of: UILabel.appearance()) == UILabel.self && type(of: UIButton.appearance()) == UIButton.self)
        #expect(type(of: UISlider.appearance(whenContainedInInstancesOf: [UINavigationBar.self])) == UISlider.self)
        #expect(type(of: UIView.appearance(for: UITraitCollection.current)) == UIView.self)
        #expect(type(of: UIBarButtonItem.appearance()) == UIBarButtonItem.self && type(of: UITabBarItem.appearance()) == UITabBarItem.self)
        #expect(type(of: UIToolbar.appearance()) == UIToolbar.self && type(of: UITableViewHeaderFooterView.appearance()) == UITableViewHeaderFooterView.self)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: layout).collectionViewLayout === layout)
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

    /// SBB's design system styles its sliders this way.
    private struct StyledSlider: View {
        let tinted: Bool
        var body: some View {
            Slider(value: .constant(0.5))
                .tint(tinted ? Color(red: 1, green: 0.5, blue: 0) : nil)
                .onAppear {
                    UISlider.appearance().minimumTrackTintColor = UIColor(Color(red: 1, green: 0, blue: 0))
                    UISlider.appearance().maximumTrackTintColor = UIColor(Color(red: 0, green: 1, blue: 0))
                    UISlider.appearance().thumbTintColor = UIColor(Color(red: 0, green: 0, blue: 1))
                }
        }
    }

    @Test func slidersTakeTheProxysTrackAndThumbColours() throws {
        let drawn = try paints { StyledSlider(tinted: false) }
        for (rgba, part) in [(RGBA(red: 1, green: 0, blue: 0), "the filled track"), (RGBA(red: 0, green: 1, blue: 0), "the rest"),
                             (RGBA(red: 0, green: 0, blue: 1), "the thumb")] {
            #expect(drawn.filter { $0 == .color(rgba) }.count == 1, "\(part)")
        }
        #expect(!drawn.contains(.color(RGBA(red: 1, green: 1, blue: 1))), "no white thumb")
        // A tint on the slider is the control's own colour: it wins over the proxy's.
        let tinted = try paints { StyledSlider(tinted: true) }
        #expect(tinted.contains(.color(RGBA(red: 1, green: 0.5, blue: 0))) && !tinted.contains(.color(RGBA(red: 1, green: 0, blue: 0))))
        #expect(UISlider.appearance().thumbTintColor == nil, "outside a render the proxy holds nothing")
        let plain = try paints { Slider(value: .constant(0.5)) }
        #expect(plain.contains(.color(RGBA(red: 1, green: 1, blue: 1))), "another render does not see the proxy")
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
