import Foundation
import MockupAssets
import MockupText

/// What Tuist generates for a target's resources ("synthesized resource accessors", written to
/// `Derived/Sources/TuistAssets+<Target>.swift` and `TuistFonts+<Target>.swift` by `tuist generate`,
/// so not in the repository): `<Target>Asset` with a static per colour and image set
/// (`DesignSystemAsset.Assets.mainText.swiftUIColor`, `Image(asset: DesignSystemAsset.Assets.logo)`),
/// the `<Target>Colors` and `<Target>Images` classes behind them, and `<Target>FontFamily` with a
/// `<Target>FontConvertible` per face of the target's fonts (`DesignSystemFontFamily.Pretendard.bold
/// .swiftUIFont(size: 16)`). Names follow Tuist's templates (`SwiftGenName`): a catalog's sets are
/// listed flat, groups that provide a namespace as enums, and with more than one catalog each
/// catalog is an enum of its own name; declarations are public, as Tuist makes them for a framework
/// target (the usual home of a design system's resources, used from other modules).
///
/// Which targets to generate is read from the code: a `<Target>Asset.<member>` whose member is one of
/// the catalogs' names or top-level asset names, or a `<Target>FontFamily.<family>` of the fonts'
/// families, for a name the code does not declare itself (a project that commits its `Derived`
/// folder). A target's resources are the catalogs and fonts whose folder path spells its name
/// (`Projects/Shared/DesignSystem/Resources` for `SharedDesignSystem`), else all of them (a render
/// has one bundle, so every name resolves either way). The project manifest that lists the target's
/// resources is not evaluated, so whether its catalogs are nested is read from the code too.
struct TuistResourceAccessors {
    /// One asset catalog: its enum name and its colour and image sets.
    struct Catalog {
        let path: String
        let typeName: String
        let sets: [AssetSet]
    }

    /// One font file's faces, by the path relative to the app folder.
    struct FontFile {
        let path: String
        let faces: [(postScriptName: String, family: String, style: String)]
    }

    /// The accessors of one target.
    struct Target {
        let name: String
        let catalogs: [Catalog]
        /// Each catalog an enum (Tuist does so for a target with more than one).
        let nestsCatalogs: Bool
        let fonts: [FontFile]
    }

    /// The catalogs at `urls` (their paths relative to `folder`).
    static func catalogs(_ urls: [URL], in folder: URL) -> [Catalog] {
        urls.map { url in
            Catalog(path: relativePath(url, in: folder), typeName: SwiftGenName.type(url.deletingPathExtension().lastPathComponent) ?? "Assets",
                    sets: AssetCatalog(folders: [url.path]).sets)
        }
    }

    /// The faces of the font files among `urls` (their paths relative to `folder`); a file FreeType
    /// cannot read has none here (the render reports it when registering the app's fonts).
    static func fontFiles(_ urls: [URL], in folder: URL) -> [FontFile] {
        urls.filter { FontFileFace.fileExtensions.contains($0.pathExtension.lowercased()) }.map { url in
            let faces = (try? FontFileFace.faces(inFileAt: url.path)) ?? []
            return FontFile(path: relativePath(url, in: folder), faces: faces.map { ($0.postScriptName, $0.family, $0.style) })
        }
    }

    private static func relativePath(_ url: URL, in folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
    }

    private(set) var targets: [Target] = []
    private(set) var notes: [String] = []

    /// The targets `source` uses that it does not declare (`declaredTypes`), with the resources
    /// found; the closures are called only when the code looks like it uses accessors (`fonts` only
    /// for a font family).
    init(source: String, declaredTypes: () -> Set<String>, catalogs: () -> [Catalog], fonts: () -> [FontFile]) {
        var assetUses = Self.uses(in: source, suffix: "Asset")
        var familyUses = Self.uses(in: source, suffix: "FontFamily")
        guard !assetUses.isEmpty || !familyUses.isEmpty else { return }
        let declared = declaredTypes(), catalogs = catalogs()
        assetUses = assetUses.filter { !declared.contains($0.key + "Asset") }
        familyUses = familyUses.filter { !declared.contains($0.key + "FontFamily") }
        let catalogNames = Set(catalogs.map(\.typeName))
        let topLevelNames = Set(catalogs.flatMap { $0.sets.compactMap(Self.topLevelName) })
        var names: [String] = []
        for (name, members) in assetUses where members.contains(where: { catalogNames.contains($0) || topLevelNames.contains($0) }) {
            names.append(name)
        }
        let fontFiles = familyUses.isEmpty ? [] : fonts()
        let families = Set(fontFiles.flatMap { $0.faces.compactMap { SwiftGenName.type($0.family) } })
        for (name, members) in familyUses where members.contains(where: families.contains) && !names.contains(name) {
            names.append(name)
        }
        for name in names.sorted() {
            let ownCatalogs = Self.owned(catalogs, by: name, path: \.path)
            let uses = assetUses[name] ?? []
            let nests = ownCatalogs.count > 1 && uses.contains { member in ownCatalogs.contains { $0.typeName == member } }
            let skipsTypes = ["Colors", "Images", "FontConvertible"].contains { declared.contains(name + $0) }
            guard !skipsTypes else {
                notes.append("Tuist resources: \(name)'s accessors are not generated: the code declares some of their types")
                continue
            }
            targets.append(Target(name: name, catalogs: assetUses[name] == nil ? [] : ownCatalogs, nestsCatalogs: nests,
                                  fonts: familyUses[name] == nil ? [] : Self.owned(fontFiles, by: name, path: \.path)))
        }
    }

    /// Leaves out a target whose generated code does not compile.
    mutating func drop(_ name: String, because message: String) {
        guard targets.contains(where: { $0.name == name }) else { return }
        targets.removeAll { $0.name == name }
        notes.append("Tuist resources: \(name)'s accessors are not generated: \(message)")
    }

    /// `TuistResources.swift`, and the target each line belongs to.
    var source: (text: String, lineOwners: [Int: String]) {
        var lines = ["import SwiftUI"]
        var owners: [Int: String] = [:]
        for target in targets {
            let first = lines.count + 1
            lines += [""] + Self.assetLines(target) + Self.fontLines(target)
            for line in first...lines.count { owners[line] = target.name }
        }
        return (lines.joined(separator: "\n") + "\n", owners)
    }

    /// Identifies the generated code's input, for the compile cache.
    var fingerprint: String {
        targets.map { target -> String in
            var lines = [target.name, "\(target.nestsCatalogs)"]
            for catalog in target.catalogs { lines += [catalog.path] + catalog.sets.map(\.name) }
            for font in target.fonts { lines += [font.path] + font.faces.map { "\($0.postScriptName) \($0.family) \($0.style)" } }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    // MARK: Reading the code

    /// For each `<Name><suffix>` the code uses, the first members after it.
    private static func uses(in source: String, suffix: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let pattern = "\\b([A-Z][A-Za-z0-9_]*)\(suffix)\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]*)"
        let regex = try! NSRegularExpression(pattern: pattern)
        let text = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            result[name, default: []].insert(text.substring(with: match.range(at: 2)))
        }
        return result
    }

    /// The first name under a catalog a set is reached by: its outermost namespace's type, or its member.
    private static func topLevelName(_ set: AssetSet) -> String? {
        set.namespaces.first.map(SwiftGenName.type) ?? SwiftGenName.member(set.baseName)
    }

    /// The resources whose folders spell `target` (`Shared/DesignSystem` for `SharedDesignSystem`),
    /// or all of them when none does.
    private static func owned<Resource>(_ resources: [Resource], by target: String, path: KeyPath<Resource, String>) -> [Resource] {
        let wanted = letters(target)
        let matching = resources.filter { resource in
            let folders = resource[keyPath: path].split(separator: "/").dropLast().map { letters(String($0)) }
            return folders.indices.contains { start in
                folders[start...].indices.contains { end in folders[start...end].joined() == wanted }
            }
        }
        return matching.isEmpty ? resources : matching
    }

    private static func letters(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    // MARK: Writing the accessors

    /// A scope of the asset enum: its nested enums in order, and its members.
    private final class Scope {
        var enums: [(name: String, scope: Scope)] = []
        var members: [(name: String, declaration: String)] = []

        func child(_ name: String) -> Scope {
            if let existing = enums.first(where: { $0.name == name }) { return existing.scope }
            let scope = Scope()
            enums.append((name, scope))
            return scope
        }

        /// Adds a member unless its name is taken in this scope (the first asset keeps it).
        func add(_ name: String, _ declaration: String) {
            guard !members.contains(where: { $0.name == name }), !enums.contains(where: { $0.name == name }) else { return }
            members.append((name, declaration))
        }

        func lines(indent: String) -> [String] {
            members.map { indent + $0.declaration }
                + enums.flatMap { ["\(indent)public enum \($0.name) {"] + $0.scope.lines(indent: indent + "    ") + ["\(indent)}"] }
        }
    }

    private static func assetLines(_ target: Target) -> [String] {
        guard !target.catalogs.isEmpty else { return [] }
        let root = Scope()
        let colors = target.name + "Colors", images = target.name + "Images"
        for catalog in target.catalogs {
            let scope = target.nestsCatalogs ? root.child(catalog.typeName) : root
            for set in catalog.sets {
                guard let member = SwiftGenName.member(set.baseName) else { continue }
                let namespaces = set.namespaces.compactMap(SwiftGenName.type)
                guard namespaces.count == set.namespaces.count else { continue }
                let type = set.kind == .color ? colors : images
                namespaces.reduce(scope) { $0.child($1) }.add(member, "public static let \(member) = \(type)(name: \(literal(set.name)))")
            }
        }
        return ["public enum \(target.name)Asset {"] + root.lines(indent: "    ") + ["}", "",
            "/// A colour set of \(target.name)'s catalogs (Tuist's `ColorAsset`).",
            "public final class \(colors) {",
            "    public fileprivate(set) var name: String",
            "    public typealias Color = UIColor",
            "    public private(set) lazy var color: Color = Color(asset: self) ?? Color(SwiftUI.Color(asset: self))",
            "    public var swiftUIColor: SwiftUI.Color { SwiftUI.Color(asset: self) }",
            "    fileprivate init(name: String) { self.name = name }",
            "}",
            "public extension \(colors).Color {",
            "    convenience init?(asset: \(colors)) { self.init(named: asset.name, in: Bundle.main, compatibleWith: nil) }",
            "}",
            "public extension SwiftUI.Color {",
            "    init(asset: \(colors)) { self.init(asset.name, bundle: Bundle.main) }",
            "}",
            "/// An image set of \(target.name)'s catalogs (Tuist's `ImageAsset`).",
            "public struct \(images) {",
            "    public fileprivate(set) var name: String",
            "    public typealias Image = UIImage",
            "    public var image: Image { Image(asset: self) ?? Image() }",
            "    public var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }",
            "}",
            "public extension \(images).Image {",
            "    convenience init?(asset: \(images)) { self.init(named: asset.name, in: Bundle.main, compatibleWith: nil) }",
            "}",
            "public extension SwiftUI.Image {",
            "    init(asset: \(images)) { self.init(asset.name, bundle: Bundle.main) }",
            "    init(asset: \(images), label: Text) { self.init(asset.name, bundle: Bundle.main, label: label) }",
            "    init(decorative asset: \(images)) { self.init(decorative: asset.name, bundle: Bundle.main) }",
            "}",
        ]
    }

    private static func fontLines(_ target: Target) -> [String] {
        let convertible = target.name + "FontConvertible"
        var families: [(name: String, faces: [(member: String, declaration: String)])] = []
        for file in target.fonts {
            for face in file.faces {
                guard let family = SwiftGenName.type(face.family), let member = SwiftGenName.member(face.style) else { continue }
                let declaration = "public static let \(member) = \(convertible)(name: \(literal(face.postScriptName)), "
                    + "family: \(literal(face.family)), path: \(literal((file.path as NSString).lastPathComponent)))"
                if let index = families.firstIndex(where: { $0.name == family }) {
                    if !families[index].faces.contains(where: { $0.member == member }) { families[index].faces.append((member, declaration)) }
                } else {
                    families.append((family, [(member, declaration)]))
                }
            }
        }
        guard !families.isEmpty else { return [] }
        var lines = ["", "public enum \(target.name)FontFamily {"]
        for family in families {
            lines.append("    public enum \(family.name) {")
            lines += family.faces.map { "        " + $0.declaration }
            lines.append("        public static let all: [\(convertible)] = [\(family.faces.map(\.member).joined(separator: ", "))]")
            lines.append("    }")
        }
        lines += [
            "    public static let allCustomFonts: [\(convertible)] = [\(families.map { $0.name + ".all" }.joined(separator: ", "))].flatMap { $0 }",
            "    public static func registerAllCustomFonts() { allCustomFonts.forEach { $0.register() } }",
            "}",
            "/// A face of \(target.name)'s fonts (Tuist's `FontConvertible`).",
            "public struct \(convertible) {",
            "    public let name: String",
            "    public let family: String",
            "    public let path: String",
            "    public typealias Font = UIFont",
            "    public func font(size: CGFloat) -> Font { Font(font: self, size: size) ?? Font.systemFont(ofSize: size) }",
            "    public func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, size: size) }",
            "    public func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, fixedSize: fixedSize) }",
            "    public func swiftUIFont(size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {",
            "        SwiftUI.Font.custom(self, size: size, relativeTo: textStyle)",
            "    }",
            "    public func register() {",
            "        guard let url = Bundle.main.url(forResource: path, withExtension: nil) else { return }",
            "        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)",
            "    }",
            "}",
            "public extension \(convertible).Font {",
            "    convenience init?(font: \(convertible), size: CGFloat) { self.init(name: font.name, size: size) }",
            "}",
            "public extension SwiftUI.Font {",
            "    static func custom(_ font: \(convertible), size: CGFloat) -> SwiftUI.Font { custom(font.name, size: size) }",
            "    static func custom(_ font: \(convertible), fixedSize: CGFloat) -> SwiftUI.Font { custom(font.name, fixedSize: fixedSize) }",
            "    static func custom(_ font: \(convertible), size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {",
            "        custom(font.name, size: size, relativeTo: textStyle)",
            "    }",
            "}",
        ]
        return lines
    }

    private static func literal(_ text: String) -> String { RunnerSource.literal(text) }
}
