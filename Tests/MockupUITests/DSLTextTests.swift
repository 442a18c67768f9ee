import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Text content is formatted with the environment's locale (en_US unless set).
@MainActor @Suite struct DSLTextTests {
    func string<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> String? {
        resolveView(view, environment: environment).resolvedText?.string
    }

    @Test func currencyFormatUsesTheEnvironmentLocale() {
        #expect(string(Text(67234.18, format: .currency(code: "USD"))) == "$67,234.18")
        let value = 67234.18
        #expect(string(Text("+\(value, format: .currency(code: "USD")) today")) == "+$67,234.18 today")
        var british = EnvironmentValues()
        british.locale = Locale(identifier: "en_GB")
        #expect(string(Text(2418.6, format: .currency(code: "GBP")), environment: british) == "£2,418.60")
    }

    @Test func arabicWithoutARegionOfItsOwnWritesArabicIndicDigitsAsOnIOS17() {
        func formatted(_ identifier: String) -> String? {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: identifier)
            return string(Text(Decimal(string: "245.5")!, format: .currency(code: "AED")), environment: environment)
        }
        // Foundation's CLDR 46 writes "245.50" for `ar`; iOS 17's CLDR wrote Arabic-Indic digits.
        #expect(formatted("ar") == "\u{200F}٢٤٥٫٥٠\u{00A0}د.إ.\u{200F}")
        #expect(formatted("ar_US") == formatted("ar"))
        // Regions with their own data, and an explicit numbering system, as Foundation formats them.
        #expect(formatted("ar_SA") == "\u{200F}٢٤٥٫٥٠\u{00A0}د.إ.\u{200F}")
        #expect(formatted("ar_AE") == "\u{200F}245.50\u{00A0}د.إ.\u{200F}")
        #expect(formatted("ar@numbers=latn") == "\u{200F}245.50\u{00A0}د.إ.\u{200F}")
        // In an interpolation too.
        var arabic = EnvironmentValues()
        arabic.locale = Locale(identifier: "ar")
        #expect(string(Text("\(12, format: .number)"), environment: arabic) == "١٢")
    }

    @Test func anHourInDefaultDigitsWithoutADayPeriodIsUnpaddedAsOnIOS() {
        // 1:05 PM UTC, in the environment's zone (UTC).
        let date = Date(timeIntervalSince1970: 13 * 3600 + 5 * 60)
        func formatted(_ style: Date.FormatStyle, _ identifier: String = "en_US") -> String? {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: identifier)
            return string(Text(date, format: style), environment: environment)
        }
        #expect(formatted(.dateTime.hour(.defaultDigits(amPM: .omitted))) == "1")
        #expect(formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute()) == "1:05")
        #expect(formatted(.dateTime.weekday().hour(.conversationalDefaultDigits(amPM: .omitted)).minute()) == "Thu 1:05")
        #expect(formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute(), "ar_EG") == "١:٠٥")
        // Two digits asked for, a day period shown, and 24-hour locales are Foundation's.
        #expect(formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute()) == "01:05")
        #expect(formatted(.dateTime.hour().minute()) == "1:05\u{202F}PM")
        #expect(formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute(), "en_GB") == "13:05")
        // In an interpolation too.
        #expect(string(Text("at \(date, format: .dateTime.hour(.defaultDigits(amPM: .omitted)).minute())")) == "at 1:05")
    }

    @Test func relativeDatesAreRelativeToTheRendersMoment() {
        let now = TimelineViewStill.date
        #expect(string(Text(now.addingTimeInterval(-3 * 3600), format: .relative(presentation: .named))) == "3 hours ago")
        let yesterday = now.addingTimeInterval(-86_400)
        #expect(string(Text("Paid \(yesterday, format: .relative(presentation: .named))")) == "Paid yesterday")
        #expect(string(Text(now.addingTimeInterval(2 * 86_400), format: .relative(presentation: .numeric, unitsStyle: .abbreviated)))
                == "in 2 days")
    }

    @Test func specifierFormatting() {
        let pct = 1.9234
        #expect(string(Text("(+\(pct, specifier: "%.2f")%)")) == "(+1.92%)")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(string(Text("\(pct, specifier: "%.2f")"), environment: german) == "1,92")
    }

    @Test func interpolatedValuesFollowSwiftUI() {
        let name = "Sofia", age = 29, ratio = 0.5
        #expect(string(Text("\(name), \(age)")) == "Sofia, 29")
        #expect(string(Text("\(ratio)")) == "0.500000")
    }

    /// SwiftUI formats an interpolated number with its type's specifier (`%lld`, `%lf`…) through the
    /// locale, which groups it: `Text("\(2024)")` reads "2,024" on iOS. Strings are never formatted.
    @Test func interpolatedNumbersAreGroupedByTheLocale() {
        let likes = 1285, year = 2024
        #expect(string(Text("\(likes) likes")) == "1,285 likes")
        #expect(string(Text("\(year)")) == "2,024")
        #expect(string(Text("\(Int64(-12345)) \(UInt8(200)) \(UInt(1234567))")) == "-12,345 200 1,234,567")
        #expect(string(Text("\(1234.5) \(Float(3.5))")) == "1,234.500000 3.500000")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(string(Text("\(likes) likes"), environment: german) == "1.285 likes")
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr_TR")
        #expect(string(Text("\(likes)"), environment: turkish) == "1.285")
        // Verbatim text and String values are shown as written.
        #expect(string(Text(verbatim: "\(likes) likes")) == "1285 likes")
        let label = "\(likes) likes"
        #expect(string(Text(label)) == "1285 likes")
        #expect(string(Text("\(String(likes)) likes")) == "1285 likes")
        // Every view taking a LocalizedStringKey shows it formatted.
        for view in [AnyView(Button("\(likes) items") {}), AnyView(Label("\(likes) items", systemImage: "heart")),
                     AnyView(Toggle("\(likes) items", isOn: .constant(true))),
                     AnyView(List { Section("\(likes) items") { Text("x") } }),
                     AnyView(NavigationStack { Text("x").navigationTitle("\(likes) items") })] {
            let tree = nodeTree(resolveView(view))
            #expect(tree.localizedCaseInsensitiveContains("\"1,285 items\""), "\(tree)")
        }
    }

    @Test func stringValuesAreShownVerbatim() {
        let symbol = "BTC"
        #expect(string(Text(symbol.prefix(1))) == "B")
        #expect(string(Text("price".uppercased())) == "PRICE")
        #expect(string(Text(verbatim: "%d")) == "%d")
    }

    @Test func textStylesHaveTheHIGSizeWeightAndLeading() {
        // HIG "iOS, iPadOS Dynamic Type sizes", Large (docs/TEXT.md §2).
        let published: [(Font, Double, FontWeight, Double)] = [
            (.largeTitle, 34, .regular, 41), (.title, 28, .regular, 34), (.title2, 22, .regular, 28),
            (.title3, 20, .regular, 25), (.headline, 17, .semibold, 22), (.body, 17, .regular, 22),
            (.callout, 16, .regular, 21), (.subheadline, 15, .regular, 20), (.footnote, 13, .regular, 18),
            (.caption, 12, .regular, 16), (.caption2, 11, .regular, 13),
        ]
        for (font, size, weight, leading) in published {
            #expect(font.descriptor.size == size && font.descriptor.weight == weight && font.descriptor.lineHeight == leading)
        }
        #expect(Font.body.bold().descriptor.lineHeight == 22)
        #expect(Font.system(size: 17).descriptor.lineHeight == nil)   // systemFont: the font's own leading
    }

    @Test func extraLargeTitlesAreUIKitsBoldStyles() {
        // iOS 17's `UIFont.preferredFont(forTextStyle:)`: SFUI-Bold 36 and 28 (docs/TEXT.md §2).
        #expect(Font.extraLargeTitle.descriptor.size == 36 && Font.extraLargeTitle.descriptor.weight == .bold)
        #expect(Font.extraLargeTitle2.descriptor.size == 28 && Font.extraLargeTitle2.descriptor.weight == .bold)
        #expect(Font.system(.extraLargeTitle2).descriptor.lineHeight == Font.title.descriptor.lineHeight)
        #expect(Font.TextStyle.extraLargeTitle.pointSize(at: .accessibility5) == 64)
    }

    /// iOS 26's `Font.scaled(by:)`: scales multiply, and a text style's line height scales too.
    @Test func scaledFontsMultiplyTheirSize() {
        let font = Font.body.scaled(by: 2).bold().scaled(by: 3)
        #expect(font.descriptor.size == 102 && font.descriptor.weight == .bold && font.descriptor.lineHeight == 132)
        #expect(Font.custom("Inter-Bold", size: 15).scaled(by: 0.5).descriptor.size == 7.5)
    }

    /// Under another Dynamic Type size a text style draws at its HIG size there (line height grown with
    /// it), a named face grows like Body or its `relativeTo:` style, fixed sizes stay, and a range clamps.
    @Test func textStylesAndScaledFontsDrawAtTheDynamicTypeSize() {
        func font(_ view: some View) -> FontDescriptor? { resolveView(view).resolvedText?.font }
        #expect(font(Text("a").font(.body).dynamicTypeSize(.accessibility3))?.size == 40)
        #expect(font(Text("a").dynamicTypeSize(.xSmall))?.size == 14, "the default font is Body")
        let title = font(Text("a").font(.title3.bold()).dynamicTypeSize(.xxxLarge))
        #expect(title?.size == 26 && title?.weight == .bold && title?.lineHeight == 25 * (26.0 / 20))
        #expect(font(Text("a").font(.custom("Inter-Bold", size: 34)).dynamicTypeSize(.xLarge))?.size == 34 * (19.0 / 17))
        #expect(font(Text("a").font(.custom("Inter-Bold", size: 10, relativeTo: .caption2)).dynamicTypeSize(.xLarge))?.size == 10 * (13.0 / 11))
        #expect(font(Text("a").font(.custom("Inter-Bold", fixedSize: 15)).dynamicTypeSize(.accessibility5))?.size == 15)
        #expect(font(Text("a").font(.system(size: 15)).dynamicTypeSize(.accessibility5))?.size == 15)
        #expect(font(Text("a").font(.body).environment(\.sizeCategory, .extraExtraLarge))?.size == 21)
        // The inner range is applied last and clamps what the outer modifier set.
        #expect(font(Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility2))?.size == 21)
        #expect(font(Text("a").dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall))?.size == 16)
    }

    /// iOS 26's `Font.default` is the font the environment already has; modified, it is Body's.
    @Test func theDefaultFontKeepsTheEnvironmentsFont() {
        var captioned = EnvironmentValues()
        captioned.font = .caption
        func font(_ view: some View, in environment: EnvironmentValues = EnvironmentValues()) -> FontDescriptor? {
            resolveView(view, environment: environment).resolvedText?.font
        }
        #expect(font(Text("a").font(.default), in: captioned) == Font.caption.descriptor)
        #expect(font(Text("a").font(.default)) == Font.body.descriptor)
        let bold = font(Text("a").font(Font.default.bold()), in: captioned)
        #expect(bold?.size == 17 && bold?.weight == .bold)
        captioned.font = .default
        #expect(captioned.font == .caption)
    }

    @Test func textStyleComesFromTheEnvironment() {
        let view = Text("Balance")
            .font(.custom("Inter-Bold", size: 15)).italic().tracking(0.5).kerning(0.25)
            .monospacedDigit().lineLimit(1).multilineTextAlignment(.center)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0))
        guard let text = resolveView(view).resolvedText else {
            Issue.record("expected a text node")
            return
        }
        #expect(text.font == FontDescriptor(source: .named("Inter-Bold"), size: 15, italic: true))
        #expect(text.paint == .color(RGBA(red: 1, green: 0, blue: 0)))
        #expect(text.tracking == 0.5 && text.kerning == 0.25 && text.monospacedDigit)
        #expect(text.lineLimit == 1 && text.alignment == .center)
    }

    @Test func defaultTextIsBodyFontInTheLabelColourOfTheScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        guard let light = resolveView(Text("a")).resolvedText, let night = resolveView(Text("a"), environment: dark).resolvedText else {
            Issue.record("expected text nodes")
            return
        }
        #expect(light.font == Font.body.descriptor)
        #expect(light.font.size == 17 && light.font.source == .system(.default))
        #expect(light.paint == .color(.black))
        #expect(night.paint == .color(.white))
    }

    @Test func innermostFontWinsAndWeightOverrides() {
        let view = VStack { Text("a").font(.system(size: 20, weight: .bold, design: .monospaced)); Text("b").bold() }
            .font(.title)
        #expect(nodeTree(resolveView(view)) == """
        vstack(center, spacing: nil)
          text "a" system(monospaced) 20 bold #000000
          text "b" system(default) 28 bold #000000
        """)
    }

    @Test func symbolImagesTakeTheFontAndForeground() {
        let view = Image(systemName: "heart.fill").font(.system(size: 12)).foregroundStyle(.white)
        #expect(nodeTree(resolveView(view)) == "symbol heart.fill system(default) 12 regular #FFFFFF")
    }
}

extension DSLTextTests {
    @Test func textCaseUsesTheLocale() {
        #expect(string(Text("Portfolio balance").textCase(.uppercase)) == "PORTFOLIO BALANCE")
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr_TR")
        #expect(string(Text("istanbul").textCase(.uppercase), environment: turkish) == "İSTANBUL")
    }
}
