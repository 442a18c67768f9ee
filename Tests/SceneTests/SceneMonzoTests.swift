import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MonzoScenes

/// Every Monzo scene lays out cleanly at its component's size, renders in each of its schemes
/// without warnings, and shows the guide's sample data.
@MainActor
struct SceneMonzoTests {
    /// Component sizes in points (before margins) and the schemes each scene is meant for.
    static let expected: [String: (size: Size, schemes: [ColorScheme])] = [
        // The guide's `.frame(height: 132)` card, full width (its own 20 pt side inset included).
        "monzo/card-hero": (Size(393, 132), [.light]),
        // 42 pt emoji circle + 2 × 10 pt vertical padding.
        "monzo/transaction-row-expense": (Size(393, 62), [.dark]),
        "monzo/transaction-row-income": (Size(393, 62), [.dark]),
        "monzo/transaction-row-pending": (Size(393, 62), [.dark]),
        // 92 pt tile + 8 + 12 pt label line + 8 + 11 pt amount line (Inter metrics).
        "monzo/pot-coin": (Size(92, 136), [.dark]),
        // 16 + 48 pt tile + 16.
        "monzo/pot-card": (Size(353, 80), [.dark]),
        // 15 + the 16 pt Inter Bold line + 15, on the @3x grid.
        "monzo/primary-button": (Size(353, 149 / 3.0), [.light]),
        "monzo/pill-button": (Size(127, 37), [.light]),
        "monzo/tab-bar": (Size(393, 852), [.light, .dark]),
        "monzo/home": (Size(393, 852), [.dark]),
    ]

    @Test func namesAreUniqueKebabCaseAndCovered() {
        expectWellNamed(MonzoCatalog.scenes, brand: "monzo")
        #expect(Set(MonzoCatalog.scenes.map(\.name)) == Set(Self.expected.keys))
    }

    @Test(arguments: MonzoCatalog.scenes.map(\.name))
    func laysOutCleanlyAtItsSize(name: String) throws {
        try expectCleanLayout(of: name, in: MonzoCatalog.scenes, component: Self.expected.mapValues(\.size))
    }

    @Test(arguments: MonzoCatalog.scenes.map(\.name))
    func rendersInItsSchemesWithoutWarnings(name: String) throws {
        try expectCleanRenders(of: name, in: MonzoCatalog.scenes, schemes: Self.expected.mapValues(\.schemes))
    }

    @Test func canvasIsTheThemeBackgroundOfEachScheme() {
        for scene in MonzoCatalog.scenes {
            #expect(scene.canvas(.light) == Color.monzoCanvas.rgba(in: EnvironmentValues()))
            #expect(scene.canvas(.dark) == Color.monzoDarkCanvas.rgba(in: EnvironmentValues()))
        }
    }

    @Test func homeShowsTheGuidesSampleDataAndEveryTab() throws {
        let texts = try sceneTexts("monzo/home", in: MonzoCatalog.scenes)
        for sample in ["Home", "£2,418.60", "Available to spend", "•••• •••• •••• 9042", "MONZO", "Pots", "£640",
                       "Metro Travel", "+£2,150.00", "Payments", "Trends", "Account"] {
            #expect(texts.contains(sample), "\(sample) missing from \(texts)")
        }
    }

    @Test func rowVariantsCarryTheirOwnSampleData() throws {
        #expect(try sceneTexts("monzo/transaction-row-expense", in: MonzoCatalog.scenes)
            == ["☕️", "Corner Café", "Eating out · 08:42", "£4.35"])
        #expect(try sceneTexts("monzo/transaction-row-income", in: MonzoCatalog.scenes)
            == ["💷", "Acme Studio Ltd", "Income · 09:00", "+£2,150.00"])
        #expect(try sceneTexts("monzo/transaction-row-pending", in: MonzoCatalog.scenes)
            == ["🚇", "Metro Travel", "Transport · 18:12", "£2.80"])
    }
}

/// Expects the scene `name` to be meant for exactly `schemes[name]` and to render in each of them
/// without a renderer warning (unknown symbol, unreadable image, unsupported effect). Warnings do
/// not depend on the scale, so it rasterizes at @1x to stay fast.
@MainActor
func expectCleanRenders(of name: String, in scenes: [MockupScene], schemes: [String: [ColorScheme]],
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scene = try #require(scenes.first { $0.name == name }, sourceLocation: sourceLocation)
    #expect(scene.schemes == schemes[name], sourceLocation: sourceLocation)
    let fonts = try FontLibrary.shared()
    for scheme in scene.schemes {
        let rendered = try scene.rasterize(scene.layout(scheme: scheme, scale: 1, fonts: fonts), fonts: fonts)
        #expect(rendered.warnings.isEmpty, "\(name) \(scheme): \(rendered.warnings)", sourceLocation: sourceLocation)
    }
}

/// Every string the scene `name` draws in its first scheme, in display-list order.
@MainActor
func sceneTexts(_ name: String, in scenes: [MockupScene]) throws -> [String] {
    let scene = try #require(scenes.first { $0.name == name })
    return DisplayList(try layOutScene(scene).tree).allItems.compactMap { item in
        guard case let .text(text) = item else { return nil }
        return text.text.string
    }
}
