import Foundation
import MockupText
import Testing
@testable import MockupUI

/// The environment values of the device, scene and user settings (`SystemEnvironment`), the actions
/// (`dismiss`, `openURL`, …) and `@ScaledMetric`.
@MainActor @Suite struct SystemEnvironmentTests {
    /// Reads every value a guide's view typically asks for, as the real call shapes write them.
    struct TraitsLabel: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.openURL) var openURL
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        @Environment(\.verticalSizeClass) var verticalSizeClass
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.displayScale) var displayScale
        @Environment(\.pixelLength) var pixelLength
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate
        @Environment(\.accessibilityInvertColors) var invert
        @Environment(\.accessibilityShowButtonShapes) var buttonShapes
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.legibilityWeight) var legibilityWeight
        @Environment(\.editMode) var editMode
        @Environment(\.defaultMinListRowHeight) var minRowHeight
        @Environment(\.defaultMinListHeaderHeight) var minHeaderHeight
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        @Environment(\.isPresented) var isPresented
        @Environment(\.refresh) var refresh
        @Environment(\.redactionReasons) var redactionReasons
        @Environment(\.timeZone) var timeZone
        @Environment(\.calendar) var calendar
        @Environment(\.font) var font
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.multilineTextAlignment) var alignment
        @Environment(\.truncationMode) var truncationMode
        @Environment(\.layoutDirection) var layoutDirection
        @Environment(\.presentationMode) var presentationMode
        @Environment(\.sizeCategory) var sizeCategory

        var body: some View {
            Button("Close") { dismiss(); dismissSearch(); openURL(URL(string: "https://apple.com")!) }
            Text("\(horizontalSizeClass == .compact ? "compact" : "regular")/\(verticalSizeClass == .regular ? "regular" : "compact") @\(Int(displayScale)) \(pixelLength == 1 / displayScale)")
            Text("\(dynamicTypeSize) \(scenePhase) \(contrast) \(legibilityWeight.map { "\($0)" } ?? "nil") \(sizeCategory)")
            Text("\([reduceMotion, reduceTransparency, differentiate, invert, buttonShapes, voiceOver, isSearching, isPresented, presentationMode.wrappedValue.isPresented])")
            Text("edit \(editMode == nil) rows \(Int(minRowHeight)) header \(minHeaderHeight == nil) refresh \(refresh == nil) redacted \(redactionReasons.isEmpty)")
            Text("\(timeZone.identifier) \(calendar.identifier == .gregorian) \(calendar.timeZone.identifier)")
            Text("font \(font == nil) \(lineLimit.map(String.init) ?? "nil") \(alignment) \(truncationMode) \(layoutDirection)")
        }
    }

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func anIPhoneRenderHasTheValuesOfAnIPhoneAtRest() {
        #expect(texts(resolveView(TraitsLabel())) == [
            "Close",
            "compact/regular @3 true",
            "large active standard regular large",
            "[false, false, false, false, false, false, false, false, false]",
            "edit true rows 44 header true refresh true redacted true",
            "GMT true GMT",
            "font true nil leading tail leftToRight",
        ])
    }

    @Test func modifiersWriteTheValuesTextIsDrawnWith() {
        let view = TraitsLabel()
            .font(.title).lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle)
            .dynamicTypeSize(.xxLarge).refreshable {}.redacted(reason: .placeholder)
        let lines = texts(resolveView(view))
        #expect(lines[2] == "xxLarge active standard regular extraExtraLarge")
        #expect(lines[4] == "edit true rows 44 header true refresh false redacted false")
        #expect(lines[6] == "font false 2 center middle leftToRight")
    }

    @Test func theDeviceGivesTheSizeClassesAndTheScale() throws {
        func lines(_ device: DeviceProfile) throws -> [String] {
            let laidOut = try ViewRenderer.layout(RenderRequest(device: device), fonts: FontLibrary.shared()) { TraitsLabel() }
            return laidOut.tree.all(.text).compactMap(\.detail).filter { $0.hasPrefix("compact") || $0.hasPrefix("regular") }
        }
        #expect(try lines(.iPhone16) == ["compact/regular @3 true"])
        #expect(try lines(.iPhoneSE) == ["compact/regular @2 true"])
        #expect(try lines(.iPad11) == ["regular/regular @2 true"])
    }

    @Test func openURLRunsAHandlerTheEnvironmentWasGiven() {
        var opened: [String] = []
        var accepted: [Bool] = []
        var environment = EnvironmentValues()
        #expect(environment.openURL(URL(string: "https://a.example")!, completion: { accepted.append($0) }) == ())
        environment.openURL = OpenURLAction { url in opened.append(url.absoluteString); return .handled }
        environment.openURL(URL(string: "https://b.example")!)
        environment.openURL(URL(string: "https://c.example")!) { accepted.append($0) }
        #expect(opened == ["https://b.example", "https://c.example"])
        #expect(accepted == [false, true])
    }

    struct Metric: View {
        @ScaledMetric var padding: CGFloat = 10
        @ScaledMetric(relativeTo: .largeTitle) var icon = 34.0
        var body: some View { Text(verbatim: "\(padding) \(icon)") }
    }

    /// HIG Dynamic Type sizes: body 17 → 23 at xxxLarge, 53 at AX5; large title 34 → 40, 60.
    @Test func scaledMetricIsTheValueAtLargeAndScalesWithTheTextStyle() {
        #expect(texts(resolveView(Metric())) == ["\(CGFloat(10)) 34.0"])
        #expect(texts(resolveView(Metric().dynamicTypeSize(.xxxLarge))) == ["\(CGFloat(10) * CGFloat(23.0 / 17)) 40.0"])
        #expect(texts(resolveView(Metric().dynamicTypeSize(.accessibility5))) == ["\(CGFloat(10) * CGFloat(53.0 / 17)) 60.0"])
        #expect(texts(resolveView(Metric().dynamicTypeSize(.xSmall))) == ["\(CGFloat(10) * CGFloat(14.0 / 17)) 31.0"])
    }

    @Test func sizeCategoriesMapOneToOneOntoDynamicTypeSizes() {
        for (category, size) in zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases) {
            var environment = EnvironmentValues()
            environment.sizeCategory = category
            #expect(environment.dynamicTypeSize == size)
            #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        }
    }
}
