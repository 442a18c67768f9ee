import Foundation
import Observation
import SwiftUI
import Testing
@testable import MockupUI

/// SwiftUI's conversions to and from UIKit and Core Graphics types, and the scene modifiers an
/// app's `body` uses, each to Apple's declaration.
@MainActor @Suite struct SwiftUIUIKitConversionTests {
    @Test func traitsConvertBothWaysAndUnspecifiedIsNil() {
        #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark && ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
        #expect(UIUserInterfaceStyle(ColorScheme.light) == .light && UIUserInterfaceStyle(nil) == .unspecified)
        #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased && UIAccessibilityContrast(ColorSchemeContrast.standard) == .normal)
        #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
        #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.leftToRight) == .leftToRight)
        #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold && UILegibilityWeight(nil) == .unspecified)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.regular) == .regular && UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.allCharacters)?.name == "characters")
    }

    @Test func cgFloatsComeFromNumbersAsCoreGraphicsMakesThem() throws {
        let parsed = try #require(NumberFormatter().number(from: "42.5"))
        #expect(CGFloat(truncating: parsed) == 42.5 && CGFloat(truncating: NSNumber(value: 7)) == 7)
        #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
        #expect(CGFloat(exactly: NSNumber(value: UInt64.max)) == nil, "2^64 - 1 is not a Double")
    }

    @Test func contentSizeCategoriesMatchSizeForSize() {
        let uikit: [UIContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge]
        #expect(uikit.map { ContentSizeCategory($0) } == [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
        #expect(uikit.map { DynamicTypeSize($0) } == [.xSmall, .large, .xxxLarge, .accessibility1, .accessibility5])
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil && DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory(DynamicTypeSize.accessibility2) == .accessibilityLarge)
        #expect(UIContentSizeCategory(ContentSizeCategory.small) == .small && UIContentSizeCategory(Optional<DynamicTypeSize>.none) == .unspecified)
    }

    @Test func edgeInsetsAndUnderlineStylesConvert() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSDirectionalEdgeInsets(insets) == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(EdgeInsets(NSDirectionalEdgeInsets(insets)) == insets)
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil, "no line")
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
        #expect(Text.LineStyle(nsUnderlineStyle: .thick) == Text.LineStyle(pattern: .solid))
        #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dot, color: .red)) == [.single, .patternDot])
        #expect(NSUnderlineStyle(.single).rawValue == 1)
    }

    @Test func colorsAndPathsHaveCoreGraphicsForms() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(red.cgColor?.components == [1, 0, 0, 1])
        let resolved = Color.Resolved(red: 0.25, green: 0.5, blue: 1, opacity: 0.5)
        #expect(resolved.cgColor.components == [0.25, 0.5, 1, 0.5])
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.cgPath.boundingBoxOfPath == path.boundingRect && Path(path.cgPath) == path)
    }

    @Observable final class Session { var user = "Ada" }
    struct Greeting: View {
        @Environment(Session.self) private var session
        @Environment(\.layoutDirection) private var direction
        var body: some View { Text("\(session.user) \(direction == .rightToLeft ? "rtl" : "ltr")") }
    }

    @Test func scenesPassObservableObjectsAndTransformedValuesToTheirViews() throws {
        let scene = WindowGroup { Greeting() }
            .environment(Session())
            .transformEnvironment(\.layoutDirection) { $0 = .rightToLeft }
            .defaultSize(width: 400, height: 300)
            .defaultAppStorage(.standard)
            .backgroundTask(.appRefresh("feed")) {}
        let content = try #require(firstWindowContent(of: scene))
        #expect(texts(in: resolveView(content)) == ["Ada rtl"])
    }
}
