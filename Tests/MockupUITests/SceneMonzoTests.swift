import MockupText
import SwiftUI
import Testing
@testable import MonzoScenes

/// A scene as the catalogue must register it: its schemes and its size in points at @3x
/// (component plus margins).
struct SceneExpectation: Sendable, CustomTestStringConvertible {
    let name: String
    let schemes: [ColorScheme]
    let width: Double
    let height: Double

    var testDescription: String { name }
}

/// Checks shared by the brand scene suites: every scene lays out to its expected size and renders
/// with no warning (layout, renderer or fonts); a brand's names are exactly the expected ones,
/// unique and `brand/kebab-case`.
@MainActor
enum SceneChecks {
    /// A library of its own, so its font diagnostics are only these scenes'.
    private static let fonts = Result { FontLibrary(directory: try FontsDirectory.locate()) }

    static func check(_ expected: SceneExpectation, in scenes: [MockupScene]) throws {
        let scene = try #require(scenes.first { $0.name == expected.name }, "\(expected.name) is not registered")
        #expect(scene.schemes == expected.schemes)
        let fonts = try fonts.get()
        for scheme in scene.schemes {
            let laidOut = try scene.layout(scheme: scheme, fonts: fonts)
            let size = laidOut.tree.size
            #expect(abs(size.width - expected.width) < 0.01 && abs(size.height - expected.height) < 0.01,
                    "\(scene.name) \(scheme) is \(size.width)×\(size.height) pt")
            // Warnings do not depend on the scale; @1x keeps the rasterization cheap.
            let rendered = try ViewRenderer.rasterize(scene.layout(scheme: scheme, scale: 1, fonts: fonts), fonts: fonts)
            #expect(rendered.warnings.isEmpty, "\(scene.name) \(scheme): \(rendered.warnings)")
        }
        #expect(fonts.diagnostics.messages.isEmpty, "\(fonts.diagnostics.messages)")
    }

    static func checkNames(of scenes: [MockupScene], brand: String, expected: [SceneExpectation]) {
        let names = scenes.map(\.name)
        #expect(names == expected.map(\.name))
        #expect(Set(names).count == names.count, "duplicate scene names")
        for scene in scenes {
            #expect(scene.brand == brand, "\(scene.name) is not under \(brand)/")
            #expect(scene.shortName.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(scene.name) is not kebab-case")
            #expect(scene.name == "\(brand)/\(scene.shortName)")
        }
    }

    /// Every string the scene draws, in display-list order.
    static func texts(of scene: MockupScene, scheme: ColorScheme) throws -> [String] {
        func collect(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case let .text(text): return [text.text.string]
                case let .group(group): return collect(group.items)
                default: return []
                }
            }
        }
        return collect(try scene.layout(scheme: scheme, fonts: try fonts.get()).displayList.items)
    }
}

@MainActor
@Suite struct SceneMonzoTests {
    nonisolated static let expected: [SceneExpectation] = [
        SceneExpectation(name: "monzo/card-hero", schemes: [.light], width: 601, height: 340),
        SceneExpectation(name: "monzo/transaction-row-expense", schemes: [.dark], width: 393, height: 62),
        SceneExpectation(name: "monzo/transaction-row-income", schemes: [.dark], width: 393, height: 62),
        SceneExpectation(name: "monzo/transaction-row-pending", schemes: [.dark], width: 393, height: 62),
        SceneExpectation(name: "monzo/pot-coin", schemes: [.dark], width: 204, height: 248),
        SceneExpectation(name: "monzo/pot-card", schemes: [.dark], width: 393, height: 120),
        SceneExpectation(name: "monzo/primary-button", schemes: [.light], width: 393, height: 89 + 2 / 3.0),
        SceneExpectation(name: "monzo/pill-button", schemes: [.light], width: 167, height: 77),
        SceneExpectation(name: "monzo/tab-bar", schemes: [.light, .dark], width: 393, height: 852),
        SceneExpectation(name: "monzo/home", schemes: [.dark], width: 393, height: 852),
    ]

    @Test(arguments: expected) func sceneLaysOutAndRendersCleanly(_ expected: SceneExpectation) throws {
        try SceneChecks.check(expected, in: MonzoCatalog.scenes)
    }

    @Test func namesAreTheBriefsUniqueKebabCaseNames() {
        SceneChecks.checkNames(of: MonzoCatalog.scenes, brand: "monzo", expected: Self.expected)
    }

    @Test func canvasIsTheThemeBackgroundOfEachScheme() throws {
        let scene = try #require(MonzoCatalog.scenes.first)
        #expect(scene.canvas(.light) == Color.monzoCanvas.resolve(in: EnvironmentValues()))
        #expect(scene.canvas(.dark) == Color.monzoDarkCanvas.resolve(in: EnvironmentValues()))
        #expect(Set(MonzoCatalog.scenes.map { $0.canvas(.dark) }).count == 1)
    }

    @Test func homeShowsTheGuidesSampleDataAndEveryTab() throws {
        let scene = try #require(MonzoCatalog.scenes.first { $0.name == "monzo/home" })
        let texts = try SceneChecks.texts(of: scene, scheme: .dark)
        for sample in ["Home", "£2,418.60", "Available to spend", "•••• •••• •••• 9042", "MONZO", "Pots", "£640",
                       "Metro Travel", "+£2,150.00", "Payments", "Trends", "Account"] {
            #expect(texts.contains(sample), "\(sample) missing from \(texts)")
        }
    }

    @Test func rowVariantsDifferOnlyWhereTheGuideBranches() throws {
        func rowTexts(_ variant: String) throws -> [String] {
            let scene = try #require(MonzoCatalog.scenes.first { $0.name == "monzo/transaction-row-\(variant)" })
            return try SceneChecks.texts(of: scene, scheme: .dark)
        }
        #expect(try rowTexts("expense") == ["☕️", "Corner Café", "Eating out · 08:42", "£4.35"])
        #expect(try rowTexts("income") == ["💷", "Acme Studio Ltd", "Income · 09:00", "+£2,150.00"])
        #expect(try rowTexts("pending") == ["🚇", "Metro Travel", "Transport · 18:12", "£2.80"])
    }
}
