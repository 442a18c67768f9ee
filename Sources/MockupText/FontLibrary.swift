import Foundation

/// The bundled fonts: loads files and instances lazily, caches them, resolves descriptors, and owns
/// the glyph cache. Safe to use from several threads.
///
/// Warnings (unknown font names, unknown SF Symbols) go to `diagnostics`. A render collects its
/// own with `reporting(to:)`, a view of the same library (same caches) with another sink.
public final class FontLibrary: @unchecked Sendable {
    /// The `Fonts/` folder in use.
    public var directory: URL { store.directory }
    /// Warnings raised while resolving fonts and symbols through this library.
    public let diagnostics: Diagnostics
    /// Rasterized glyphs shared by every layout drawn with this library.
    public var glyphCache: GlyphCache { store.glyphCache }

    private let store: FontStore

    public init(directory: URL, diagnostics: Diagnostics = Diagnostics()) {
        store = FontStore(directory: directory)
        self.diagnostics = diagnostics
    }

    private init(store: FontStore, diagnostics: Diagnostics) {
        self.store = store
        self.diagnostics = diagnostics
    }

    /// This library (same files, faces and glyph cache) with warnings going to `diagnostics`: one
    /// per render, so every render reports all of its own warnings.
    public func reporting(to diagnostics: Diagnostics) -> FontLibrary {
        FontLibrary(store: store, diagnostics: diagnostics)
    }

    private static let sharedLibrary = Result<FontLibrary, any Error> {
        FontLibrary(directory: try FontsDirectory.locate())
    }

    /// The process-wide library over the located `Fonts/` folder (see `FontsDirectory.locate`).
    public static func shared() throws -> FontLibrary { try sharedLibrary.get() }

    /// The file and instance `descriptor` resolves to (warnings go to `diagnostics`).
    public func resolve(_ descriptor: FontDescriptor) -> ResolvedFont {
        let resolution = store.resolution(of: descriptor)
        for warning in resolution.warnings { diagnostics.warnOnce(key: warning.key, warning.message) }
        return resolution.font
    }

    /// Registers the font files (`.ttf`, `.otf`, `.ttc`) in `folder` and its subfolders, as an iOS app
    /// registers its own fonts (`UIAppFonts`, `CTFontManagerRegisterFontsForURL`): `Font.custom(name)`
    /// and `UIFont(name:size:)` then find them by PostScript name (`OpenSans-Bold`, a variable font's
    /// named instances included), full name (`Open Sans Bold`) or family name, before the bundled
    /// fonts. Every view of this library sees them. When two files offer the same name the one whose
    /// path sorts first wins, so the order of registration never changes a render. Returns the faces
    /// found; throws `FontError.unreadableUserFont` naming a damaged file (nothing is registered then).
    @discardableResult
    public func registerFonts(in folder: URL) throws -> Int {
        let faces = try RegisteredFonts.fontFiles(in: folder).flatMap { try RegisteredFace.faces(inFileAt: $0) }
        store.register(faces)
        return faces.count
    }

    /// Registers the font file at `file` (`.ttf`, `.otf`, `.ttc`), as `registerFonts(in:)` registers
    /// a folder's (`CTFontManagerRegisterFontsForURL`). Returns the faces found; throws
    /// `FontError.unreadableUserFont` for a damaged file.
    @discardableResult
    public func registerFont(at file: URL) throws -> Int {
        let faces = try RegisteredFace.faces(inFileAt: file.standardizedFileURL.path)
        store.register(faces)
        return faces.count
    }

    /// The PostScript names of the registered fonts, sorted.
    public var registeredFontNames: [String] { store.registered.faces.map(\.postScriptName).sorted() }

    /// The family names an app sees installed (UIFont's `familyNames`): iOS's own families, which
    /// draw with their stand-ins, and the families of registered fonts; sorted, each once.
    public var familyNames: [String] {
        Set(IOSInstalledFonts.familyNames + store.registered.faces.map(\.family)).sorted()
    }

    /// The family of the font named `name` as iOS reports it (UIFont's `familyName`): a registered
    /// face's family, a bundled family's name (`Poppins` for `Poppins-SemiBold`), the family of a
    /// font iOS installs or draws with SF Pro (`Avenir Next`, `SF Pro Text`); nil for a name none knows.
    public func familyName(ofFontNamed name: String) -> String? {
        if let face = store.registered.face(named: name) { return face.family }
        guard let parts = FontNameParser.parse(name) else { return nil }
        if let match = FontFamily.named(parts.family) { return match.substituteFor ?? match.family.name }
        return IOSInstalledFonts.standIn(forFamily: parts.family)?.iosFamily
    }

    /// The PostScript names of the registered faces of `family` (UIFont's `fontNames(forFamilyName:)`);
    /// an installed iOS family has none here, as its faces are not bundled.
    public func fontNames(inFamily family: String) -> [String] {
        store.registered.faces.filter { $0.family == family }.map(\.postScriptName).sorted()
    }

    /// The face that draws `descriptor`.
    public func face(for descriptor: FontDescriptor) throws -> FontFace {
        try face(for: resolve(descriptor))
    }

    /// The face for a resolved font (variations clamped to the file's axes).
    public func face(for font: ResolvedFont) throws -> FontFace {
        try store.face(file: font.file, faceIndex: font.faceIndex, variations: font.variations,
                       oblique: font.syntheticOblique, bold: false)
    }

    /// Inter at the weight and size of `font`: the first fallback after the requested face.
    func systemFallback(for font: ResolvedFont) throws -> FontFace {
        try face(for: FontResolver.instance(of: .inter, weight: font.weight, italic: font.italic, size: font.pointSize))
    }

    /// The bundled face for `script`'s clusters at the text's weight.
    func face(for script: ScriptFace, oblique: Bool, weight: Double) throws -> FontFace {
        let file = script.file(weight: weight)
        return try face(file: file.path, variations: file.variations, oblique: oblique)
    }

    /// Noto Color Emoji.
    func emojiFace() throws -> FontFace { try face(file: FontFamily.emojiFile, variations: [:], oblique: false) }

    /// DejaVu Sans, the last resort; emboldened for text of weight 600 and up, since only its regular
    /// weight is bundled (as iOS synthesizes bold for a fallback face without one).
    func lastResortFace(oblique: Bool, weight: Double) throws -> FontFace {
        try face(file: "DejaVuSans/DejaVuSans.ttf", variations: [:], oblique: oblique, bold: weight >= 600)
    }

    /// A face of a bundled file (path relative to `Fonts/`) with axis values clamped to the file's ranges.
    func face(file relativePath: String, variations: [String: Double], oblique: Bool, bold: Bool = false) throws -> FontFace {
        try store.face(file: relativePath, faceIndex: 0, variations: variations, oblique: oblique, bold: bold)
    }

    /// Material Symbols names → codepoints, read from the bundled `.codepoints` file on first use.
    func symbolCodepoint(_ name: String) throws -> UInt32? { try store.symbolCodepoint(name) }

    /// FreeType glyph loads so far across all faces (each is a glyph-cache miss).
    public var glyphLoadCount: Int { store.glyphLoadCount }
}

/// What every view of a `FontLibrary` shares: loaded files, face instances, the symbol table and
/// the glyph cache. A file that fails to load is not cached, so its error is raised on every use.
private final class FontStore: @unchecked Sendable {
    let directory: URL
    let glyphCache = GlyphCache()
    private let lock = NSLock()
    private var files: [FileKey: FontFile] = [:]
    private var registeredFonts = RegisteredFonts()
    /// Descriptors resolved against the current registered fonts (text layout resolves its style on
    /// every measurement; parsing a name each time was a third of shaping's cost).
    private var resolutions: [FontDescriptor: Resolution] = [:]
    /// Bumped by every registration, so a resolution made against older registered fonts is not kept.
    private var registration = 0
    private var faces: [FaceKey: FontFace] = [:]
    private var nextFaceID = 0
    private var symbolCodepoints: [String: UInt32]?

    private struct FileKey: Hashable {
        let path: String
        let faceIndex: Int
    }

    private struct FaceKey: Hashable {
        let file: FileKey
        let variations: [String: Double]
        let oblique: Bool
        let bold: Bool
    }

    init(directory: URL) { self.directory = directory }

    var registered: RegisteredFonts { lock.withLock { registeredFonts } }

    func register(_ faces: [RegisteredFace]) {
        lock.withLock {
            registeredFonts.add(faces)
            registration += 1
            resolutions.removeAll()
        }
    }

    /// A descriptor's resolved font and the warnings resolving it raises (replayed to each view's sink).
    struct Resolution {
        let font: ResolvedFont
        let warnings: [(key: String, message: String)]
    }

    func resolution(of descriptor: FontDescriptor) -> Resolution {
        let (cached, registered, generation) = lock.withLock { (resolutions[descriptor], registeredFonts, registration) }
        if let cached { return cached }
        let warnings = Diagnostics()
        let font = FontResolver.resolve(descriptor, registered: registered, diagnostics: warnings)
        let resolution = Resolution(font: font, warnings: warnings.keyedWarnings)
        lock.withLock { if registration == generation { resolutions[descriptor] = resolution } }
        return resolution
    }

    func face(file relativePath: String, faceIndex: Int, variations: [String: Double], oblique: Bool,
              bold: Bool) throws -> FontFace {
        let fileKey = FileKey(path: relativePath, faceIndex: faceIndex)
        let file = try self.file(fileKey)
        var clamped: [String: Double] = [:]
        for (tag, value) in variations {
            if let axis = file.axis(tag) { clamped[tag] = min(max(value, axis.minimum), axis.maximum) }
        }
        let key = FaceKey(file: fileKey, variations: clamped, oblique: oblique, bold: bold)
        return lock.withLock {
            if let face = faces[key] { return face }
            nextFaceID += 1
            let face = FontFace(id: nextFaceID, file: file, variations: clamped, syntheticOblique: oblique,
                                syntheticBold: bold)
            faces[key] = face
            return face
        }
    }

    /// A file (a bundled one by its path relative to `Fonts/`, a registered one by its absolute path),
    /// read on first use.
    private func file(_ key: FileKey) throws -> FontFile {
        if let file = lock.withLock({ files[key] }) { return file }
        let path = key.path.hasPrefix("/") ? key.path : directory.appendingPathComponent(key.path).path
        let file = try FontFile(path: path, faceIndex: key.faceIndex)
        return lock.withLock {
            if let existing = files[key] { return existing }
            files[key] = file
            return file
        }
    }

    func symbolCodepoint(_ name: String) throws -> UInt32? {
        if let table = lock.withLock({ symbolCodepoints }) { return table[name] }
        let path = directory.appendingPathComponent(FontFamily.symbolCodepointsFile).path
        guard FileManager.default.fileExists(atPath: path) else { throw FontError.missingFile(path: path) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw FontError.corruptFile(path: path, reason: "the file cannot be read as UTF-8 text")
        }
        var table: [String: UInt32] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ")
            if fields.count == 2, let value = UInt32(fields[1], radix: 16) { table[String(fields[0])] = value }
        }
        guard !table.isEmpty else { throw FontError.corruptFile(path: path, reason: "no 'name hex' lines") }
        lock.withLock { symbolCodepoints = table }
        return table[name]
    }

    var glyphLoadCount: Int {
        lock.withLock { Array(faces.values) }.reduce(0) { $0 + $1.glyphLoadCount }
    }
}
