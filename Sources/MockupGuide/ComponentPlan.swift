import Foundation

/// How a guide's components are rendered: each `#Preview`, each `PreviewProvider`, each `App` and
/// WidgetKit `Widget`, and each top-level View type with the argument values of every variant — or the parameters that keep it
/// from being built.
public struct ComponentPlan: Sendable {
    /// One render of a component.
    public struct Variant: Sendable, Equatable {
        /// `isCompact-true`, `tier-obsidian`; nil for the only variant.
        public let name: String?
        /// Argument source per parameter, in call order: its label (`_` for none), its name inside the
        /// view, and the value (`("balance", "balance", "\"£2,418.60\"")`).
        public let arguments: [(label: String, name: String, value: String)]

        /// The arguments as a report names them: by label, or by parameter name where the call has no
        /// label (`BannerText(_ text:, _ color:)` → `text`, `color`); a label used twice gets its
        /// position (`a`, `a-2`), since the keys must differ.
        public var reportedArguments: [(key: String, value: String)] {
            var seen = Set<String>()
            return arguments.enumerated().map { position, argument in
                let key = argument.label == "_" ? argument.name : argument.label
                return (key: seen.insert(key).inserted ? key : "\(key)-\(position + 1)", value: argument.value)
            }
        }

        public static func == (a: Variant, b: Variant) -> Bool {
            a.name == b.name && a.arguments.map(\.label) == b.arguments.map(\.label)
                && a.arguments.map(\.value) == b.arguments.map(\.value)
        }
    }

    /// What one component renders as.
    public enum Source: Sendable, Equatable {
        /// A `#Preview` block, rewritten into the global `identifier`.
        case preview(identifier: String)
        /// `Type.previews` of a PreviewProvider.
        case previewProvider
        /// The first window of an `App` (`AppWindow(Type())`).
        case app
        /// A WidgetKit widget as the widget gallery shows it (`WidgetGalleryPreview(Type())`).
        case widget
        /// `Type(arguments…)` for each variant.
        case view([Variant])
        /// Parameters without a sample value (`balance: Decimal`).
        case needsArguments([String])
    }

    public struct Component: Sendable, Equatable {
        /// The type or preview name (`MonzoCardHero`, `Card Hero` for `#Preview("Card Hero")`).
        public let name: String
        /// The Swift type to build (for views and preview providers).
        public let type: String?
        public let programLine: Int
        public let source: Source
        /// A dark-scheme colour token the view draws with (`nuDarkTextPrimary`) when it draws its
        /// text and surfaces with the guide's dark tokens only: it belongs on a dark screen and is
        /// drawn in the dark scheme, on the dark canvas.
        public var darkToken: String? = nil
        /// The frame the guide gives the view where it uses it: a view that only fills renders in it.
        public var usedFrame: UsedFrame? = nil
    }

    public let components: [Component]
    /// Every top-level `Widget` type: the runner registers them for `ActivityAttributes.previewContext`.
    public let widgetTypes: [String]
    /// Classes views read from the environment (`ObservableObject`s, `@Observable` classes — the macro
    /// adds that conformance, so it is read from the attribute), as code names them, each with the
    /// expression that makes one: the runner registers a stand-in of each for views whose ancestors
    /// did not inject one.
    public let environmentObjects: [(type: String, instance: String)]
    /// The guide's canvas colour tokens per scheme as code names them (`Color.monzoCanvas`,
    /// `Color.monzoDarkCanvas`, `Theme.canvas`), if it names them.
    public let canvas: (light: String?, dark: String?)
    /// The colour scheme the guide's code fixes for its app (`"dark"` when it applies
    /// `.preferredColorScheme(.dark)` and never `.light`, as a dark-only app's root or theme does), or nil.
    public let forcedScheme: String?

    /// The plan for `program`, whose declarations are `types`; `stubs` are screen names the compile
    /// step stubbed (not components); `imageNames` are the image sets of the app's asset catalogs.
    public init(program: GuideProgram, types: [TypeDeclaration], stubs: Set<String> = [], imageNames: [String] = []) {
        let tokens = ColorToken.all(in: program.source)
        let presets = GuidePresets(source: program.source)
        let callSites = CallSiteSamples(source: program.source, types: types, unreachableNames: presets.unreachableNames)
        let inference = ArgumentInference(types: types, colorTokens: tokens, callSites: callSites,
                                          currency: Self.currency(in: program.source),
                                          symbolNames: Self.symbolNames(in: program.source),
                                          assetImages: AssetImageSamples(imageNames: imageNames, source: program.source),
                                          ticker: Self.ticker(in: program.source),
                                          presets: presets.byType,
                                          guideDomain: ContentDomain.ofGuide(declaredNames: Set(types.flatMap { [$0.name] + $0.properties.map(\.name) })))
        var components: [Component] = []
        // The first lines of each #Preview, which name the widget a widget preview shows: such a
        // widget is rendered by its preview only.
        let lines = program.source.split(separator: "\n", omittingEmptySubsequences: false)
        let shownByPreview = program.previews.map { preview in
            lines[(preview.programLine - 1)..<min(lines.count, preview.programLine + 3)].joined(separator: "\n")
        }
        for (index, preview) in program.previews.enumerated() {
            components.append(Component(name: preview.name ?? "Preview \(index + 1)", type: nil, programLine: preview.programLine,
                                        source: .preview(identifier: preview.identifier)))
        }
        let nameable = types.filter { !stubs.contains($0.qualifiedName) && !$0.isPrivate && !$0.isInGenericType }
        let rendered = nameable.filter { $0.isPreviewProvider || $0.isApp || $0.isWidget || ($0.isView && $0.kind != .enum) }
        let names = Self.componentNames(rendered)
        for type in rendered {
            let name = names[type.qualifiedName]!
            if type.isPreviewProvider {
                components.append(Component(name: name, type: type.qualifiedName, programLine: type.line, source: .previewProvider))
            } else if type.isApp {
                components.append(Component(name: name, type: type.qualifiedName, programLine: type.line, source: .app))
            } else if type.isWidget, !shownByPreview.contains(where: { $0.contains("\(type.name)()") }) {
                components.append(Component(name: name, type: type.qualifiedName, programLine: type.line, source: .widget))
            } else if type.isView, type.kind != .enum {
                components.append(Component(name: name, type: type.qualifiedName, programLine: type.line,
                                            source: inference.source(for: type), darkToken: Self.darkToken(of: type, tokens: tokens),
                                            usedFrame: callSites.frame(type: type.name)))
            }
        }
        self.components = components
        widgetTypes = nameable.filter(\.isWidget).map(\.qualifiedName)
        let observableClass = #/@Observable\s+(?:(?:final|public|internal|open|@MainActor)\s+)*class\s+(\w+)/#
        let observable = Set(program.source.matches(of: observableClass).map { String($0.output.1) })
        environmentObjects = types.filter {
            $0.kind == .class && !$0.isPrivate && !$0.isGeneric && ($0.conformances.contains("ObservableObject") || observable.contains($0.name))
        }.map { ($0.qualifiedName, inference.environmentObjectInstance(of: $0)) }
        let canvasTokens = Self.canvasTokens(tokens)
        canvas = (canvasTokens.light?.reference, canvasTokens.dark?.reference)
        forcedScheme = Self.forcedScheme(in: program.source)
    }

    /// Each type's component name: its own name (`PrimaryButton` for `DesignSystem.Buttons.PrimaryButton`,
    /// as a namespaced design system's gallery calls it), or its qualified one where types nested in
    /// different places share the name (`Profile.Header`, `Settings.Header`).
    static func componentNames(_ types: [TypeDeclaration]) -> [String: String] {
        let counts = Dictionary(types.map { ($0.name, 1) }, uniquingKeysWith: +)
        return Dictionary(types.map { ($0.qualifiedName, counts[$0.name]! > 1 ? $0.qualifiedName : $0.name) },
                          uniquingKeysWith: { first, _ in first })
    }

    /// The first dark-scheme token (a `dark` word with a text, surface, canvas or background word:
    /// `nuDarkTextPrimary`, `pofCanvasDark`) `type` draws with, when it draws with no light one of
    /// those kinds and does not choose colours by the scheme; nil otherwise. A `teamsPurpleDark` is
    /// a shade, not a scheme's colour, and does not count.
    static func darkToken(of type: TypeDeclaration, tokens: [ColorToken]) -> String? {
        let references = type.memberReferences
        guard !references.contains("colorScheme"), !references.contains("dark"), !references.contains("light") else { return nil }
        let kinds: Set<String> = ["text", "surface", "canvas", "background", "bg"]
        let used = tokens.map(\.name).filter(references.contains)
        func isScheme(_ name: String) -> Bool {
            nameWords(name).contains { kinds.contains($0.trimmingCharacters(in: .decimalDigits)) }
        }
        let dark = used.filter { isScheme($0) && nameWords($0).contains("dark") }
        let light = used.filter { isScheme($0) && !nameWords($0).contains("dark") }
        return light.isEmpty ? dark.first : nil
    }

    /// `"dark"` or `"light"` when the app's code applies `.preferredColorScheme` with that one literal
    /// scheme (a computed or nil argument fixes nothing). Previews do not count: a `#Preview` or
    /// `PreviewProvider` showing a view dark is one variant of it, not the app's scheme.
    static func forcedScheme(in source: String) -> String? {
        let matches = source.matches(of: #/\.preferredColorScheme\(\s*\.(dark|light)\s*\)/#)
        guard !matches.isEmpty else { return nil }
        let scanner = SwiftSourceScanner(source)
        let named = Set(matches.filter { !isInPreview(source.utf8.distance(from: source.startIndex, to: $0.range.lowerBound), scanner) }
            .map { String($0.1) })
        return named.count == 1 ? named.first : nil
    }

    /// Whether the code at `offset` is inside a preview: a block opened by a `#Preview` (as
    /// `PreviewRewriter` leaves it), a `previews` property or a `PreviewProvider` type.
    private static func isInPreview(_ offset: Int, _ scanner: SwiftSourceScanner) -> Bool {
        var position = offset
        while let open = scanner.enclosingBrace(before: position) {
            // The block's head: back to the end of the statement or block before it.
            var start = open
            while start > 0, !(scanner.kinds[start - 1] == .code && "{};".utf8.contains(scanner.bytes[start - 1])) { start -= 1 }
            let head = scanner.text(start..<open)
            if ["PreviewProvider", "previews", PreviewRewriter.identifierPrefix, "__MockupPreview"].contains(where: head.contains) {
                return true
            }
            position = open
        }
        return false
    }

    /// The canvas colour tokens other files can name: the first whose comment calls it the canvas (`// #F8F4ED canvas`),
    /// else one named like a canvas (a `canvas` word, then `background`, then `bg`, as words of the
    /// camelCase or snake_case name: `mbCanvas`, `bgPrimary`, not `mbGold`); a `background` or `bg`
    /// only when nothing but the brand's prefix and plain words qualify it (`locketBgTop`, the top of
    /// its gradient, is; `claudeCodeBg` is a code block's). One for light, one with `dark` in its name for dark; a single one serves both.
    static func canvasTokens(_ allTokens: [ColorToken]) -> (light: ColorToken?, dark: ColorToken?) {
        let brand = brandPrefix(allTokens.map(\.name))
        let tokens = allTokens.filter { $0.reference != nil }
        let plain: Set<String> = ["app", "main", "base", "primary", "default", "color", "light", "dark", "top", "bottom", "start", "end"]
        let foreground: Set<String> = ["text", "ink", "label", "fg", "foreground", "border", "divider", "separator", "stroke"]
        func best(_ candidates: [ColorToken]) -> ColorToken? {
            if let commented = candidates.first(where: { token in
                token.commentWords.contains("canvas") && nameWords(token.name).allSatisfy { !foreground.contains($0) }
            }) { return commented }
            for word in ["canvas", "background", "bg"] {
                let named = candidates.filter { token in
                    let words = nameWords(token.name)
                    return words.contains(word) && (word == "canvas" || words.allSatisfy {
                        $0 == word || $0 == brand || plain.contains($0.trimmingCharacters(in: .decimalDigits))
                    })
                }
                if let token = named.min(by: { $0.name.count < $1.name.count }) { return token }
            }
            return nil
        }
        let light = best(tokens.filter { !nameWords($0.name).contains("dark") })
        let dark = best(tokens.filter { nameWords($0.name).contains("dark") })
        return (light ?? dark, dark ?? light)
    }

    /// The first word most of the names share (`claude` of `claudeCream`, `claudeInk`), if any.
    private static func brandPrefix(_ names: [String]) -> String? {
        let firsts = names.compactMap { nameWords($0).first }
        let counts = Dictionary(firsts.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
            .flatMap { $0.value * 2 > names.count ? $0.key : nil }
    }

    /// The lowercased words of an identifier: `mbDarkCanvas` → mb, dark, canvas; `bg_primary` → bg, primary;
    /// `ATOutlineButton` → at, outline, button.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (offset, character) in characters.enumerated() {
            // A capital starts a word after a lowercase letter or digit, and ends an acronym when a
            // lowercase letter follows it (`ATOutlineButton` → at, outline, button).
            let endsAcronym = current.count > 1 && current.last?.isUppercase == true
                && offset + 1 < characters.count && characters[offset + 1].isLowercase
            if character == "_" || (character.isUppercase && (current.last.map { $0.isLowercase || $0.isNumber } == true || endsAcronym)) {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = character == "_" ? "" : String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The names passed as SF Symbol names: `systemName: icon`, `systemImage: item.symbol` → icon, symbol.
    static func symbolNames(in source: String) -> Set<String> {
        Set(source.matches(of: #/(?:systemName|systemImage)\s*:\s*(?:\w+\.)*(\w+)\s*[,)]/#).map { String($0.1) })
    }

    /// `BTC` when the guide is about crypto (it names Bitcoin or crypto), else `AAPL`.
    static func ticker(in source: String) -> String {
        source.firstMatch(of: #/(?i)\b(?:btc|bitcoin|crypto\w*|eth)\b/#) != nil ? "BTC" : "AAPL"
    }

    /// The first currency symbol inside a string literal followed by a digit (`"£2,418.60"` → `£`); `$` otherwise.
    static func currency(in source: String) -> String {
        source.firstMatch(of: #/"[^"\n]*?([£$€¥₹₩₺₽]|R\$)\d/#).map { String($0.1) } ?? "$"
    }
}
