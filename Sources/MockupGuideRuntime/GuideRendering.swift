import Foundation
import MockupAssets
import MockupRaster
import MockupText
import MockupUI

/// What a compiled guide's runner calls to render its components (`mockup render guide.md`): each
/// `render` renders one component variant in the requested schemes and writes its PNGs; `finish`
/// writes `index.json`. Components are rendered one at a time and announced on a progress file
/// first, and each rendered one is recorded on a completed file, so the CLI can tell which component
/// crashed the process and run only the ones after it again.
@MainActor
public final class GuideRendering {
    /// One rendered (or unrenderable) component variant, as listed in `index.json`.
    struct Entry: Encodable {
        var component: String
        var line: Int
        var variant: String?
        var arguments: [String: String]
        var files: [String] = []
        var size: [Double]?
        var fullScreen = false
        var warnings: [String] = []
        var status: String
        var message: String?
        /// The scheme drawn, with why, when it is not the one asked for (`drawnScheme(for:darkToken:)`).
        var drawnScheme: String?
    }

    private let output: URL
    private let schemes: [ColorScheme]
    private let scale: Double
    /// The device renders are drawn for: `--device`, or a preview's own while it renders.
    private var device: DeviceProfile
    private let skipped: Set<String>
    /// The stems whose rendering crashed an earlier run (`--crashed`, among `skipped`).
    private let crashed: Set<String>
    /// The file stems given out so far in this run (`uniqueStem`).
    private var usedStems: Set<String> = []
    private let progress: FileHandle?
    /// Each rendered component's entry, one JSON line each, as it completes (`--completed`).
    private let completed: FileHandle?
    private let fonts: FontLibrary?
    private let fontError: String?
    /// The app's asset catalogs (`--assets`).
    private let assets: AssetCatalog
    private var entries: [Entry] = []
    /// The canvas per scheme; the system background unless the guide names its own.
    private var canvas: [ColorScheme: RGBA] = [.light: .white, .dark: .black]

    /// Arguments: `--out DIR --schemes light,dark --scale 3 --device ID [--skip id,id] [--crashed id,id] [--progress FILE]
    /// [--completed FILE] [--fonts DIR:DIR] [--assets DIR:DIR]` (`ID` a `DeviceProfile` id; iPhone 16 when unknown; `--fonts`
    /// the folders of the user's font files to register; `--assets` the app's asset catalogs, in the
    /// order they are searched).
    public init(arguments: [String] = CommandLine.arguments) {
        var options: [String: String] = [:]
        var index = 1
        while index + 1 < arguments.count {
            options[arguments[index]] = arguments[index + 1]
            index += 2
        }
        output = URL(fileURLWithPath: options["--out"] ?? ".")
        schemes = (options["--schemes"] ?? "light").split(separator: ",").map { $0 == "dark" ? .dark : .light }
        scale = Double(options["--scale"] ?? "") ?? 3
        device = options["--device"].flatMap(DeviceProfile.named) ?? .iPhone16
        skipped = Set((options["--skip"] ?? "").split(separator: ",").map(String.init))
        crashed = Set((options["--crashed"] ?? "").split(separator: ",").map(String.init))
        assets = AssetCatalog(folders: (options["--assets"] ?? "").split(separator: ":").map(String.init))
        AppAssetCatalog.current = assets
        AppStringTables.current = StringTables(files: (options["--strings"] ?? "").split(separator: ":").map(String.init))
        progress = options["--progress"].flatMap(Self.newFile)
        completed = options["--completed"].flatMap(Self.newFile)
        do {
            let library = try FontLibrary.shared()
            for folder in (options["--fonts"] ?? "").split(separator: ":") {
                try library.registerFonts(in: URL(fileURLWithPath: String(folder)))
            }
            fonts = library
            fontError = nil
        } catch {
            fonts = nil
            fontError = "\(error)"
        }
    }

    /// The file stem of a component variant: `card-hero` or `card-hero-compact`.
    nonisolated static func stem(_ component: String, _ variant: String?) -> String {
        ([kebab(component)] + (variant.map { [kebab($0)] } ?? [])).joined(separator: "-")
    }

    /// `stem`, or `stem-2`, `stem-3`, … when an earlier component of this run has it — a `#Preview("Badge")`
    /// beside the `Badge` view, two previews of one name — so no render overwrites another's PNG.
    /// Components render in the same order on every run, so a crashed one is skipped by the same stem.
    private func uniqueStem(_ stem: String) -> String {
        let unique = nextUniqueStem(stem)
        usedStems.insert(unique)
        return unique
    }

    /// The stem `uniqueStem(stem)` would give out now.
    private func nextUniqueStem(_ stem: String) -> String {
        var unique = stem, count = 1
        while usedStems.contains(unique) {
            count += 1
            unique = "\(stem)-\(count)"
        }
        return unique
    }

    /// `MonzoCardHero` → `monzo-card-hero`, `ATOutlineButton` → `at-outline-button`,
    /// `isCompact-true` → `is-compact-true`.
    nonisolated static func kebab(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !result.isEmpty, !result.hasSuffix("-") { result += "-" }
                continue
            }
            if character.isUppercase, index > 0, !result.hasSuffix("-") {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { result += "-" }
            }
            result += character.lowercased()
        }
        return result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// The scheme the guide's app is fixed in (`.preferredColorScheme(.dark)` in its code): every
    /// render draws in it, whichever schemes are asked for, as the app never shows the other.
    private var forcedScheme: ColorScheme?

    /// Draws every component in `scheme`, as the guide's app does.
    public func forceScheme(_ scheme: ColorScheme) { forcedScheme = scheme }

    /// The scheme a render asked for in `scheme` is drawn in, and why when it differs: the one the
    /// guide fixes; else dark when the guide's light canvas is dark (white text reads better on it):
    /// its semantic colours (`.primary`, system backgrounds) must contrast with that canvas, as they
    /// would in the dark app its canvas makes; else dark when the view draws with the guide's dark
    /// colours only (`darkToken`): it belongs on a dark screen.
    private func drawnScheme(for scheme: ColorScheme, darkToken: String?) -> (ColorScheme, String) {
        if let forcedScheme { return (forcedScheme, "the guide sets .preferredColorScheme(.\(forcedScheme))") }
        if scheme == .light, canvas[.light]?.isDark == true { return (.dark, "the guide's canvas is dark") }
        if scheme == .light, let darkToken { return (.dark, "it draws with the guide's dark colours, such as \(darkToken)") }
        return (scheme, "")
    }

    /// Uses the guide's canvas colours (resolved in each scheme, asset colours from the app's
    /// catalogs) behind every component; one that resolves to no colour (a colour set the catalogs
    /// lack) leaves that scheme's system canvas.
    public func setCanvas(light: Color, dark: Color) {
        var environment = EnvironmentValues()
        environment.assetCatalog = AppAssetCatalog.current
        for (scheme, color) in [(ColorScheme.light, light), (.dark, dark)] {
            environment.colorScheme = scheme
            let resolved = color.rgba(in: environment)
            if resolved.alpha > 0 { canvas[scheme] = resolved }
        }
    }

    /// Uses the guide's one canvas token (no dark one) behind every component: in the light scheme
    /// always, in the dark scheme only where it resolves dark (an adaptive colour, or a dark brand's
    /// canvas). A fixed light canvas there would hide the dark scheme's white text (titles, labels,
    /// `.primary`), so the system's black background stays, as the guide names no dark canvas.
    public func setCanvas(_ color: Color) {
        setCanvas(light: color, dark: color)
        if canvas[.dark]?.isDark == false { canvas[.dark] = .black }
    }

    /// Renders a `PreviewProvider`'s `previews` as Xcode's canvas shows them: each view at its top level
    /// (`PreviewCanvas`) is a preview of its own, named by its `.previewDisplayName` when it has one.
    public func renderPreviews<V: View>(_ component: String, line: Int, @ViewBuilder _ make: () -> V) {
        // Building the previews runs the guide's code, which may trap (a preview force-unwrapping the
        // app delegate): the group is announced first under the stem its first preview takes, so such
        // a crash is reported as this component's, and a rerun passes it over without building it.
        let group = nextUniqueStem(Self.stem(component, nil))
        guard !crashed.contains(group) else {
            _ = uniqueStem(Self.stem(component, nil))
            return
        }
        announce(group, arguments: [:])
        let previews = PreviewCanvas.previews(of: make())
        guard previews.count > 1 else {
            return render(component, line: line, variant: previews.first?.options.displayName, preview: previews.first?.options, make)
        }
        for (index, preview) in previews.enumerated() {
            render(component, line: line, variant: preview.options.displayName, preview: preview.options) {
                PreviewCanvas.previews(of: make()).dropFirst(index).first?.view ?? AnyView(EmptyView())
            }
        }
    }

    /// Renders `make()` as `component` (declared on guide `line`), one PNG per scheme; as a screen
    /// when `screen` (an app's window is always one) or when it looks like one (`renderedAs(_:fonts:)`), except
    /// that a view without a size of its own takes the frame the guide gives it where it uses it (`usedWidth`,
    /// `usedHeight`: `UAGlobe(…).frame(width: 22, height: 22)`) when it gives one; in the dark scheme
    /// when it draws with the guide's dark colours only (`darkToken` names one), or when nothing of its
    /// light render shows against the light canvas. A preview is sized by its layout (`surface(for:shape:)`)
    /// and drawn on its device when Mockup has it.
    public func render<V: View>(_ component: String, line: Int, variant: String? = nil,
                                arguments: [String: String] = [:], screen: Bool = false, darkToken: String? = nil,
                                usedWidth: Double? = nil, usedHeight: Double? = nil, preview: CanvasPreviewOptions? = nil,
                                @ViewBuilder _ make: () -> V) {
        let stem = uniqueStem(Self.stem(component, variant))
        guard !skipped.contains(stem) else { return }
        announce(stem, arguments: arguments)
        var entry = Entry(component: component, line: line, variant: variant, arguments: arguments, status: "rendered")
        guard let fonts else {
            entry.status = "failed"; entry.message = "fonts: \(fontError ?? "unavailable")"
            entries.append(entry)
            return
        }
        let renderDevice = device
        defer { device = renderDevice }
        if let preview { entry.warnings += takeDevice(of: preview) }
        do {
            // Whether it is a screen does not depend on the scheme: decide once.
            let shape: RenderedAs = screen ? .screen : try renderedAs(make, fonts: fonts)
            if shape == .fillsOnly || shape == .glyph, usedWidth != nil || usedHeight != nil {
                try render(stem, { make().frame(width: usedWidth.map { CGFloat($0) }, height: usedHeight.map { CGFloat($0) }) }, on: .component, darkToken: darkToken,
                           fonts: fonts, into: &entry)
            } else {
                try render(stem, make, on: surface(for: preview?.layout, shape: shape), darkToken: darkToken, fonts: fonts, into: &entry)
            }
        } catch {
            entry.status = "failed"
            entry.message = "\(error)"
        }
        entries.append(entry)
        if let completed, let line = try? JSONEncoder().encode(entry) {
            completed.write(line + Data("\n".utf8))
            try? completed.synchronize()
        }
    }

    /// What a render is drawn on: the device's screen, a component's canvas (the device's width, the
    /// view's height, a margin for shadows), or a canvas of a fixed size with the view centred in it.
    private enum Surface: Equatable { case screen, component, fixed(width: Double, height: Double) }

    /// The surface of a view that renders as `shape`, in a preview of `layout`: `.device` is the screen,
    /// `.fixed` that size, `.sizeThatFits` the view's own size — the device's for a view that only fills
    /// (Xcode's canvas offers the device's size); without a layout, the screen for a screen or a view
    /// that only fills.
    private func surface(for layout: PreviewLayout?, shape: RenderedAs) -> Surface {
        switch layout {
        case .device: return .screen
        case .fixed(let width, let height): return .fixed(width: width, height: height)
        case .sizeThatFits: return shape == .fillsOnly ? .fixed(width: device.width, height: device.height) : .component
        case nil: return shape == .screen || shape == .fillsOnly ? .screen : .component
        }
    }

    /// Draws the following renders on the device `preview` names when Mockup has it; warnings for a
    /// device it has not and for a landscape orientation (renders are portrait).
    private func takeDevice(of preview: CanvasPreviewOptions) -> [String] {
        var warnings: [String] = []
        if let name = preview.device?.rawValue {
            if let named = DeviceProfile.simulator(name) {
                device = named
            } else {
                warnings.append("preview device '\(name)' is not one Mockup draws (\(DeviceProfile.all.map(\.name).joined(separator: ", "))); "
                                + "drawn on \(device.name)")
            }
        }
        if let orientation = preview.orientation, orientation != .portrait {
            warnings.append("preview orientation .\(orientation) is drawn in portrait (Mockup renders portrait screens)")
        }
        return warnings
    }

    /// Renders `make()` in each scheme asked for, writes its PNGs and records them on `entry`.
    private func render<V: View>(_ stem: String, _ make: () -> V, on surface: Surface, darkToken: String?, fonts: FontLibrary,
                                 into entry: inout Entry) throws {
        entry.fullScreen = surface == .screen
        for scheme in schemes {
            var (drawn, reason) = drawnScheme(for: scheme, darkToken: darkToken)
            var laidOut = try layout(make, in: drawn, on: surface, fonts: fonts)
            // A view that asks its window for a scheme (`.preferredColorScheme(.dark)`, a dark preview)
            // is shown in it, canvas and all, as Xcode's preview canvas takes it.
            let preferred = forcedScheme == nil ? laidOut.preferredColorScheme : nil
            if let preferred, preferred != drawn {
                (drawn, reason) = (preferred, "it sets .preferredColorScheme(.\(preferred))")
                laidOut = try layout(make, in: preferred, on: surface, fonts: fonts)
            }
            var rendered = try ViewRenderer.rasterize(laidOut, fonts: fonts)
            if drawn == .light, preferred == nil, let dark = try darkRenderWhenNothingShows(rendered, make, on: surface, fonts: fonts) {
                (drawn, reason, rendered) = (.dark, "nothing it draws shows on the light canvas", dark)
            }
            if drawn != scheme { entry.drawnScheme = "\(drawn) (\(reason))" }
            let name = stem + (schemes.count > 1 || scheme == .dark ? ".\(scheme)" : "") + ".png"
            try PNGEncoder.write(rendered.image, toFile: output.appendingPathComponent(name).path)
            entry.files.append(name)
            entry.size = [rendered.layout.tree.size.width, rendered.layout.tree.size.height]
            for warning in rendered.warnings where !entry.warnings.contains(warning) { entry.warnings.append(warning) }
        }
    }

    /// `make()` rendered in `scheme` on the guide's canvas, for the device whose width it is drawn at.
    private func render<V: View>(_ make: () -> V, in scheme: ColorScheme, on surface: Surface, fonts: FontLibrary) throws -> RenderedView {
        try ViewRenderer.rasterize(layout(make, in: scheme, on: surface, fonts: fonts), fonts: fonts)
    }

    /// `make()` laid out in `scheme` on the guide's canvas, for the device whose width it is drawn at.
    private func layout<V: View>(_ make: () -> V, in scheme: ColorScheme, on surface: Surface, fonts: FontLibrary) throws -> LaidOutView {
        try ViewRenderer.layout(request(on: surface, scheme: scheme), fonts: fonts) { make().environment(\.renderDevice, device) }
    }

    /// The dark render of a view whose light render shows nothing against the light canvas (white
    /// text and glyphs made for a photo or video behind them), when something of it shows there. On
    /// a screen only its safe area counts: the status bar and home indicator show on either canvas.
    private func darkRenderWhenNothingShows<V: View>(_ light: RenderedView, _ make: () -> V, on surface: Surface,
                                                     fonts: FontLibrary) throws -> RenderedView? {
        let rows: Range<Int>? = surface == .screen
            ? Int((device.safeAreaInsets.top * scale).rounded(.up))..<Int(((device.height - device.safeAreaInsets.bottom) * scale).rounded(.down))
            : nil
        guard light.image.strongestContrast(against: canvas[.light] ?? .white, rows: rows) < Self.unseenContrast else { return nil }
        let dark = try render(make, in: .dark, on: surface, fonts: fonts)
        return dark.image.strongestContrast(against: canvas[.dark] ?? .black, rows: rows) >= Self.seenContrast ? dark : nil
    }

    /// Below this contrast with its canvas nothing of a render can be told apart (a white glyph on a
    /// white canvas is 1.0; the faintest hairline separators, #E5E5EA on white, are 1.27).
    private static let unseenContrast = 1.1
    /// From this contrast on a render's content shows against its canvas.
    private static let seenContrast = 1.5

    /// Records a component that needs arguments the guide gives no sample for.
    public func needsArguments(_ component: String, line: Int, _ parameters: [String]) {
        entries.append(Entry(component: component, line: line, variant: nil, arguments: [:], status: "needs-arguments",
                             message: "needs arguments: " + parameters.joined(separator: ", ")))
    }

    /// Records a component that cannot be rendered, with the reason.
    public func failed(_ component: String, line: Int, _ message: String) {
        entries.append(Entry(component: component, line: line, variant: nil, arguments: [:], status: "failed", message: message))
    }

    /// Writes `index.json`; returns the process exit status (0 unless writing failed).
    public func finish() -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(entries).write(to: output.appendingPathComponent("index.json"), options: .atomic)
            return 0
        } catch {
            FileHandle.standardError.write(Data("cannot write index.json: \(error)\n".utf8))
            return 1
        }
    }

    /// An empty file at `path`, open for writing.
    private static func newFile(_ path: String) -> FileHandle? {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }

    /// What the progress file says of a component about to render: its stem and the arguments the
    /// guide's code was given for it, one JSON object per line.
    private struct Announcement: Encodable {
        let stem: String
        let arguments: [String: String]
    }

    private func announce(_ stem: String, arguments: [String: String]) {
        guard let progress, let line = try? JSONEncoder().encode(Announcement(stem: stem, arguments: arguments)) else { return }
        progress.write(line + Data("\n".utf8))
        try? progress.synchronize()
    }

    /// What a view renders as: a component at its ideal size, a screen, or one of the views without
    /// an ideal size of their own, which take the frame their guide uses them in when it gives one:
    /// a view that only fills (else a screen) and one that grows only to a square (else its ideal
    /// size: a circle's 10 pt, a padded ring's 10 pt and its padding).
    private enum RenderedAs { case component, screen, fillsOnly, glyph }

    /// Whether `make()` is a screen: a TabView or a navigation container (their bars belong to the
    /// screen's chrome), a view whose background its author extends under the status bar and the home
    /// indicator (`Color.canvas.ignoresSafeArea()` across its top), or one taller than the device at its
    /// ideal height; or a view with no ideal height of its own, that only fills (no height, or a
    /// colour's 10 pt while taking any height offered), as a screen's content does, or one around a
    /// GeometryReader (a `Map`) that takes all the height it is offered beyond its views' own, or one
    /// in which a frame growing to any height offered takes all the height the screen adds (its
    /// outermost frame, a stack's child framed to fill, a List, Form or vertical ScrollView); else a
    /// component.
    private func renderedAs<V: View>(_ make: () -> V, fonts: FontLibrary) throws -> RenderedAs {
        var probe = RenderRequest(width: device.width, height: nil, scale: scale)
        probe.assetCatalog = assets
        let ideal = try ViewRenderer.layout(probe, fonts: fonts, make)
        let height = ideal.tree.size.height
        if ideal.tree.nodes.contains(where: { $0.kind == .tabView || $0.kind == .navigationContainer })
            || ideal.tree.hasScreenBackground || height >= device.height { return .screen }
        // No taller than the 10-pt ideal of a shape or colour, yet filling any height it is offered:
        // only fills (a map, a backdrop). One that grows, but only to a square (a circle), is a
        // glyph; one that keeps its height (a divider's hairline) is a component.
        // Taller, but around a GeometryReader that grows to any height offered (a map under a back
        // button): the reader's content is a screen's.
        let hasReader = ideal.tree.nodes.contains { $0.kind == .geometryReader }
        let idealIsSquare = Self.isSquare(ideal.tree.root.frame.size)
        guard height <= Self.fillIdealHeight || hasReader || idealIsSquare || ideal.tree.nodes.contains(where: \.growsToAnyHeight)
        else { return .component }
        probe.height = device.height
        let filled = try ViewRenderer.layout(probe, fonts: fonts, make).tree
        // Square at its ideal size and a larger square when offered the screen: shapes around their
        // 10-pt ideal padded or stacked (a ring's track and arc, `.padding(lineWidth / 2)`), a glyph as a
        // bare circle is.
        if height > Self.fillIdealHeight, !hasReader, idealIsSquare, Self.isSquare(filled.root.frame.size),
           filled.root.frame.height > height + 0.5 { return .glyph }
        // A frame growing to any height takes all the height the screen added, around a little content
        // (`.frame(maxWidth: .infinity, maxHeight: .infinity).background(gradient)`), below a header
        // (`VStack { TopBar(); cards.frame(maxHeight: .infinity) }`) or as a List's or ScrollView's
        // viewport; the paddings and bars around it keep theirs: a screen, as the canvas shows it. A
        // Spacer taking it (a card's `VStack { title; Spacer(); footer }`) leaves a component, and so
        // does a view narrower than the device (a server rail 72 pt wide) unless the frame is its
        // outermost, under modifiers only (`Text("Welcome").frame(maxHeight: .infinity).padding()`).
        if height > Self.fillIdealHeight, !hasReader {
            let added = device.height - height - 0.5
            let takers = Self.path(from: ideal.tree.root, filled.root) { $1.frame.height - $0.frame.height >= added }
            guard takers.contains(where: \.growsToAnyHeight), filled.root.frame.height >= device.height - 0.5 else { return .component }
            let outermost = takers.prefix { !$0.growsToAnyHeight }.allSatisfy { Self.modifierKinds.contains($0.kind) }
            return outermost || filled.root.frame.width >= device.width - 0.5 ? .screen : .component
        }
        let offered = filled.root.frame.height
        if height > Self.fillIdealHeight {
            // A reader with no height of its own — its 10-pt default, or the whole view's in a ZStack (a
            // photo stand-in has its aspect ratio's) — took all the height the screen added: alone, or
            // beside a progress bar or a back button that keep theirs.
            let readers = { (tree: LayoutTree) in tree.nodes.filter { $0.kind == .geometryReader }.map(\.frame.height) }
            let readerFills = zip(readers(ideal.tree), readers(filled)).contains { idealHeight, filledHeight in
                (idealHeight <= Self.fillIdealHeight || idealHeight >= height - 0.5)
                    && filledHeight - idealHeight >= device.height - height - 0.5
            }
            return offered >= device.height && readerFills ? .screen : .component
        }
        return offered >= device.height ? .fillsOnly : offered > Self.fillIdealHeight ? .glyph : .component
    }

    /// Whether `node` is a horizontal scroll view's viewport (its named coordinate space).
    private static func isHorizontalScrollView(_ node: LayoutTree.Node) -> Bool {
        node.kind == .coordinateSpace
            && node.detail.map { CoordinateSpace.named($0) == NamedCoordinateSpace.scrollView(axis: .horizontal).coordinateSpace } == true
    }

    /// Modifiers around a view's content: a background's or overlay's content, paddings, effects,
    /// safe-area edges, offsets.
    private static let modifierKinds: Set<NodeKind> = [.background, .overlay, .padding, .effect, .ignoresSafeArea,
                                                       .safeAreaEdges, .offset]

    /// The nodes of `filled` from its root down that each meet `took` against the node at the same
    /// place in `ideal` (the same layout at another height), the first such child at each level;
    /// it ends where no child does, the two layouts differ in shape, or at a row or a ZStack, whose
    /// children grow side by side (a bar of buttons framed to fill, a badge framed to a card's corner),
    /// or at a horizontal scroll view (a carousel's lazy row takes any height offered, as on iOS, but
    /// is a strip, not a screen).
    private static func path(from ideal: LayoutTree.Node, _ filled: LayoutTree.Node,
                             took: (LayoutTree.Node, LayoutTree.Node) -> Bool) -> [LayoutTree.Node] {
        guard ideal.kind == filled.kind, took(ideal, filled) else { return [] }
        var pair = (ideal, filled), path = [filled]
        while pair.1.kind != .hstack, pair.1.kind != .zstack, !isHorizontalScrollView(pair.1),
              pair.0.children.count == pair.1.children.count,
              let next = zip(pair.0.children, pair.1.children).first(where: { $0.kind == $1.kind && took($0, $1) }) {
            pair = next
            path.append(next.1)
        }
        return path
    }

    /// Whether `size` is a square (to half a point).
    private static func isSquare(_ size: Size) -> Bool { abs(size.width - size.height) < 0.5 }

    /// The height shapes and colours report when offered none (`Color.red.frame()` is 10 pt).
    private static let fillIdealHeight = 10.0

    /// Screens render on the device (its safe area, status bar and home indicator); components at
    /// the device width and their ideal height, with a margin for shadows; fixed canvases at their size.
    private func request(on surface: Surface, scheme: ColorScheme) -> RenderRequest {
        let background = canvas[scheme] ?? .white
        var request = switch surface {
        case .screen: RenderRequest(device: device, colorScheme: scheme, background: background)
        case .component:
            RenderRequest(width: device.width, height: nil, scale: scale, colorScheme: scheme, background: background, margin: 16)
        case .fixed(let width, let height): RenderRequest(width: width, height: height, scale: scale, colorScheme: scheme, background: background)
        }
        request.scale = scale
        request.assetCatalog = assets
        request.growsToFitDrawing = surface == .component
        return request
    }
}
