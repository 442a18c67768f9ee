import MockupGuide
import MockupRaster
import MockupText
import MockupUI

/// What the gallery knows about one brand: its guide (if found), its scenes, and what was read
/// from the guide.
public struct GalleryBrand: Sendable {
    /// `monzo`, `crypto-com`: the scene name prefix and the guide's `ios-<slug>-swiftui.md`.
    public let slug: String
    /// `Monzo`, from the guide's title (or the slug).
    public let title: String
    public let scenes: [MockupScene]
    /// Nil when the brand has no guide.
    public let tokens: GuideTokens?
    /// Each scene component's `struct` source and guide line, by component name.
    public let sources: [String: (source: String, line: Int)]
    /// Type specimens: one scene per font token, by token name.
    public let specimens: [String: MockupScene]
    /// Guide lint findings, errors to notes (or that the guide is missing).
    public let issues: [GuideIssue]
    /// The guide file name shown on the page (`ios-monzo-swiftui.md`).
    public let guideName: String
    /// Components rendered from the guide's own code (compiled on demand), in guide order.
    public let guideComponents: [GuideComponent]
    /// The guide, for the sources of its components.
    private let guide: GuideDocument?

    /// Reads `guide` (nil = no guide found) for the brand's page.
    public init(slug: String, scenes: [MockupScene], guide: GuideDocument?, guideName: String, fonts: FontLibrary,
                guideComponents: [GuideComponent] = []) {
        self.slug = slug
        self.guide = guide
        self.guideComponents = guideComponents
        self.scenes = scenes
        self.guideName = guideName
        title = guide?.title ?? slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        let tokens = guide.map { GuideTokens(document: $0, fonts: fonts) }
        self.tokens = tokens
        var sources: [String: (String, Int)] = [:]
        // A scene of the brand's own composition (a home screen) has no guide source; its card says so.
        for component in Set(scenes.map(\.component)) {
            sources[component] = guide?.structSource(named: component)
        }
        self.sources = sources
        self.issues = tokens?.issues ?? [GuideIssue(.error, rule: "guide-missing", line: nil, subject: guideName,
                                                    message: "guide not found; no tokens or sources shown")]
        var specimens: [String: MockupScene] = [:]
        if let tokens {
            let (canvas, ink) = tokens.specimenColors
            for font in tokens.fonts {
                specimens[font.name] = Self.specimen(slug: slug, font: font, canvas: canvas, ink: ink)
            }
        }
        self.specimens = specimens
    }

    /// The `struct` source of a guide component and its guide line.
    func guideSource(named name: String) -> (source: String, line: Int)? { guide?.structSource(named: name) }

    /// The guide's components with their variants, one group per component, in guide order.
    public var guideComponentGroups: [[GuideComponent]] {
        var groups: [[GuideComponent]] = []
        for component in guideComponents {
            if let last = groups.last, last[0].name == component.name { groups[groups.count - 1].append(component) } else { groups.append([component]) }
        }
        return groups
    }

    /// Every component the page shows: its scenes and the guide's compiled components.
    public var componentNames: [String] { scenes.map(\.name) + guideComponentGroups.map { $0[0].name } }

    /// Guide components with an image that changed since the baseline gallery.
    public var changedComponents: Int {
        guideComponentGroups.filter { $0.contains { $0.images.contains { $0.change != nil } } }.count
    }

    /// `lint clean`, or `2 lint errors, 1 warning` (renderer notes are not counted).
    public var lintSummary: String {
        let errors = issues.filter { $0.kind == .error }.count, warnings = issues.filter { $0.kind == .warning }.count
        guard errors + warnings > 0 else { return "lint clean" }
        return [(errors, "lint error"), (warnings, "warning")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// The `<brand>/home` scene, shown large at the top of the page.
    public var home: MockupScene? { scenes.first { $0.name == "\(slug)/home" } }

    /// A one-line scene drawing the token's name in its own font, brand ink on the brand canvas.
    private static func specimen(slug: String, font: FontToken, canvas: SRGBColor, ink: SRGBColor) -> MockupScene {
        let padding = 8.0
        let width = (font.descriptor.size * 0.72 * Double(font.name.count) + 2 * padding).rounded(.up)
        return MockupScene("\(slug)/type-\(font.name)", summary: "\(font.name) specimen", component: font.name,
                           width: width, schemes: [.light], canvas: { _ in canvas }) {
            Text(font.name)
                .font(Font(font.descriptor))
                .foregroundStyle(Color(red: ink.red, green: ink.green, blue: ink.blue))
                .fixedSize()
                .padding(.horizontal, padding)
                .padding(.vertical, padding / 2)
                .frame(width: width, alignment: .leading)
        }
    }
}
