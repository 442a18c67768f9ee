import Foundation
import MockupAssets
import MockupText

/// Resource accessors a project's build generates and its repository leaves out, generated here for
/// the code that uses them. Names follow SwiftGen's templates and filters (`SwiftGenName`).
///
/// **Tuist** ("synthesized resource accessors", written to `Derived/Sources/TuistAssets+<Target>.swift`
/// and `TuistFonts+<Target>.swift` by `tuist generate`): `<Target>Asset` with a static per colour and
/// image set (`DesignSystemAsset.Assets.mainText.swiftUIColor`, `Image(asset: DesignSystemAsset.Assets.logo)`),
/// the `<Target>Colors` and `<Target>Images` classes behind them, and `<Target>FontFamily` with a
/// `<Target>FontConvertible` per face of the target's fonts (`DesignSystemFontFamily.Pretendard.bold
/// .swiftUIFont(size: 16)`), public, as Tuist makes them for a framework target (the usual home of a
/// design system's resources, used from other modules). Which targets to generate is read from the
/// code: a `<Target>Asset.<member>` whose member is one of the catalogs' names or top-level asset
/// names, or a `<Target>FontFamily.<family>` of the fonts' families, for a name the code does not
/// declare itself (a project that commits its `Derived` folder). A target's resources are the
/// catalogs and fonts whose folder path spells its name (`Projects/Shared/DesignSystem/Resources`
/// for `SharedDesignSystem`), else all of them (a render has one bundle, so every name resolves
/// either way).
///
/// **SwiftGen** (a build phase runs `swiftgen` with the project's `swiftgen.yml`; the output is
/// often ignored by git): `Asset` (its `xcassets/swift5` template: `ColorAsset`, `ImageAsset`),
/// `L10n` (`strings/structured-swift5`: a static per key of the app's string tables, a function
/// taking its values for a key with format specifiers, keys split at dots into nested enums; with
/// `flat-swift5` named in the configuration, not split) and `FontFamily` (`fonts/swift5`:
/// `FontConvertible`), internal, each when the code uses one of its members and does not declare
/// it; `enumName` in `swiftgen.yml` renames them.
///
/// In both, a catalog's sets are listed flat, groups that provide a namespace as enums, and each
/// catalog (each string table) is an enum of its own name when there are several; since which
/// catalogs the configuration lists is not known, that nesting is read from the code's uses.
struct ResourceAccessors {
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

    /// One localized string table: its name (`Localizable`) and its format strings by key.
    struct StringTable {
        let name: String
        let entries: [String: String]
        var typeName: String? { SwiftGenName.type(name) }
    }

    /// What one generator declares and how it names its types.
    struct Names: Equatable {
        /// `Tuist` or `SwiftGen`, for notes.
        let generator: String
        let asset: String, colors: String, images: String
        let fontFamily: String, fontConvertible: String
        let strings: String
        /// `public` (Tuist's framework targets) or `internal` (SwiftGen's default).
        let access: String
        /// SwiftGen's `flat-swift5` strings template: keys are not split at dots.
        var flatStrings = false

        static func tuist(_ target: String) -> Names {
            Names(generator: "Tuist", asset: target + "Asset", colors: target + "Colors", images: target + "Images",
                  fontFamily: target + "FontFamily", fontConvertible: target + "FontConvertible", strings: target + "Strings",
                  access: "public")
        }

        static func swiftGen(_ configuration: SwiftGenConfiguration) -> Names {
            Names(generator: "SwiftGen", asset: configuration.enumName(of: "xcassets") ?? "Asset", colors: "ColorAsset",
                  images: "ImageAsset", fontFamily: configuration.enumName(of: "fonts") ?? "FontFamily",
                  fontConvertible: "FontConvertible", strings: configuration.enumName(of: "strings") ?? "L10n",
                  access: "internal", flatStrings: configuration.templateName(of: "strings")?.hasPrefix("flat") == true)
        }
    }

    /// The accessors of one Tuist target, or SwiftGen's.
    struct Target {
        /// The Tuist target's name, or `SwiftGen`.
        let name: String
        let names: Names
        let catalogs: [Catalog]
        /// Each catalog an enum (as with more than one).
        let nestsCatalogs: Bool
        let fonts: [FontFile]
        let tables: [StringTable]
        /// Each string table an enum (as with more than one).
        let nestsTables: Bool
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

    /// The string tables of `urls` (`.strings` in `.lproj` folders, `.xcstrings`), each in the
    /// language a render shows.
    static func stringTables(_ urls: [URL]) -> [StringTable] {
        StringTables(files: urls.map(\.path)).entries.sorted { $0.key < $1.key }.map { StringTable(name: $0.key, entries: $0.value) }
    }

    private static func relativePath(_ url: URL, in folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent
    }

    private(set) var targets: [Target] = []
    private(set) var notes: [String] = []

    /// The targets `source` uses that it does not declare (`declaredTypes`), with the resources
    /// found; the closures are called only when the code looks like it uses accessors (`fonts` only
    /// for a font family, `tables` only for strings).
    init(source: String, declaredTypes: () -> Set<String>, catalogs: () -> [Catalog], fonts: @escaping () -> [FontFile],
         tables: () -> [StringTable] = { [] }, swiftGen: SwiftGenConfiguration = SwiftGenConfiguration(text: "")) {
        let swiftGenNames = Names.swiftGen(swiftGen)
        let assetUses = Self.uses(in: source, of: #"\b([A-Z][A-Za-z0-9_]*)Asset"#)
        let familyUses = Self.uses(in: source, of: #"\b([A-Z][A-Za-z0-9_]*)FontFamily"#)
        func swiftGenUses(_ name: String) -> Set<String> { Self.uses(in: source, of: "\\b(\(name))")[name] ?? [] }
        let swiftGenAssets = swiftGenUses(swiftGenNames.asset), swiftGenFamilies = swiftGenUses(swiftGenNames.fontFamily)
        let swiftGenStrings = swiftGenUses(swiftGenNames.strings)
        guard !assetUses.isEmpty || !familyUses.isEmpty || !swiftGenAssets.isEmpty || !swiftGenFamilies.isEmpty || !swiftGenStrings.isEmpty
        else { return }
        let declared = declaredTypes()
        let found = FoundResources(catalogs: catalogs(), fonts: fonts)
        addTuistTargets(assetUses: assetUses.filter { !declared.contains($0.key + "Asset") },
                        familyUses: familyUses.filter { !declared.contains($0.key + "FontFamily") }, found: found, declared: declared)

        let usesAssets = !declared.contains(swiftGenNames.asset) && found.namesAsset(swiftGenAssets)
        let usesFonts = !declared.contains(swiftGenNames.fontFamily) && swiftGenFamilies.contains { found.families.contains($0) }
        var stringTables: [StringTable] = []
        if !declared.contains(swiftGenNames.strings), !swiftGenStrings.isEmpty {
            let all = tables()
            let tableNames = Set(all.compactMap(\.typeName))
            let keyNames = Set(all.flatMap { table in table.entries.keys.compactMap { Self.stringPath($0, flat: swiftGenNames.flatStrings).first } })
            if swiftGenStrings.contains(where: { tableNames.contains($0) || keyNames.contains($0) }) { stringTables = all }
        }
        guard usesAssets || usesFonts || !stringTables.isEmpty else { return }
        add(Target(name: "SwiftGen", names: swiftGenNames, catalogs: usesAssets ? found.catalogs : [],
                   nestsCatalogs: found.catalogs.count > 1 && found.namesCatalog(swiftGenAssets),
                   fonts: usesFonts ? found.fonts : [], tables: stringTables,
                   nestsTables: stringTables.count > 1 && swiftGenStrings.contains { member in stringTables.contains { $0.typeName == member } }),
            declared: declared)
    }

    /// The project's resources as detection reads them: its catalogs, and its fonts once a family is asked about.
    private final class FoundResources {
        let catalogs: [Catalog]
        private let catalogNames: Set<String>
        private let topLevelNames: Set<String>
        private let readFonts: () -> [FontFile]
        private(set) lazy var fonts: [FontFile] = readFonts()
        /// The type names of the fonts' families (`DejaVuSansMono`).
        private(set) lazy var families: Set<String> = Set(fonts.flatMap { $0.faces.compactMap { SwiftGenName.type($0.family) } })

        init(catalogs: [Catalog], fonts: @escaping () -> [FontFile]) {
            self.catalogs = catalogs
            catalogNames = Set(catalogs.map(\.typeName))
            topLevelNames = Set(catalogs.flatMap { $0.sets.compactMap(ResourceAccessors.topLevelName) })
            readFonts = fonts
        }

        /// Whether one of `members` is a catalog's enum.
        func namesCatalog(_ members: Set<String>) -> Bool { members.contains(where: catalogNames.contains) }

        /// Whether one of `members` is a catalog's enum or the first name of an asset in one.
        func namesAsset(_ members: Set<String>) -> Bool { namesCatalog(members) || members.contains(where: topLevelNames.contains) }
    }

    /// Adds a Tuist target for each `<Target>Asset` whose members name assets, and each
    /// `<Target>FontFamily` whose members name font families.
    private mutating func addTuistTargets(assetUses: [String: Set<String>], familyUses: [String: Set<String>],
                                          found: FoundResources, declared: Set<String>) {
        var names = assetUses.filter { found.namesAsset($0.value) }.map(\.key)
        names += familyUses.filter { uses in !names.contains(uses.key) && uses.value.contains { found.families.contains($0) } }.map(\.key)
        for name in names.sorted() {
            let ownCatalogs = Self.owned(found.catalogs, by: name, path: \.path)
            let uses = assetUses[name] ?? []
            add(Target(name: name, names: .tuist(name), catalogs: assetUses[name] == nil ? [] : ownCatalogs,
                       nestsCatalogs: ownCatalogs.count > 1 && uses.contains { member in ownCatalogs.contains { $0.typeName == member } },
                       fonts: familyUses[name] == nil ? [] : Self.owned(found.fonts, by: name, path: \.path), tables: [], nestsTables: false),
                declared: declared)
        }
    }

    /// Adds `target` unless the code declares one of the types it would (its generated file is committed in part).
    private mutating func add(_ target: Target, declared: Set<String>) {
        let names = target.names
        var types = target.catalogs.isEmpty ? [] : [names.colors, names.images]
        if !target.fonts.isEmpty { types.append(names.fontConvertible) }
        guard !types.contains(where: declared.contains) else {
            notes.append("\(names.generator) resources: \(target.name)'s accessors are not generated: the code declares some of their types")
            return
        }
        targets.append(target)
    }

    /// Leaves out a target whose generated code does not compile.
    mutating func drop(_ name: String, because message: String) {
        guard let target = targets.first(where: { $0.name == name }) else { return }
        targets.removeAll { $0.name == name }
        notes.append("\(target.names.generator) resources: \(name)'s accessors are not generated: \(message)")
    }

    /// `ResourceAccessors.swift`, and the target each line belongs to.
    var source: (text: String, lineOwners: [Int: String]) {
        var lines = ["import SwiftUI"]
        var owners: [Int: String] = [:]
        for target in targets {
            let first = lines.count + 1
            lines += [""] + Self.assetLines(target) + Self.fontLines(target) + Self.stringLines(target)
            for line in first...lines.count { owners[line] = target.name }
        }
        return (lines.joined(separator: "\n") + "\n", owners)
    }

    /// Identifies the generated code's input, for the compile cache.
    var fingerprint: String {
        targets.map { target -> String in
            var lines = [target.name, "\(target.names)", "\(target.nestsCatalogs) \(target.nestsTables)"]
            for catalog in target.catalogs { lines += [catalog.path] + catalog.sets.map(\.name) }
            for font in target.fonts { lines += [font.path] + font.faces.map { "\($0.postScriptName) \($0.family) \($0.style)" } }
            for table in target.tables { lines += [table.name] + table.entries.sorted { $0.key < $1.key }.map { "\($0.key)\u{0}\($0.value)" } }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    // MARK: Reading the code

    /// For each name `prefix` matches (its first group) where the code writes a member after it
    /// (`DesignSystemAsset.mainText`), those members.
    private static func uses(in source: String, of prefix: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let regex = try! NSRegularExpression(pattern: prefix + #"\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)"#)
        let text = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            result[name, default: []].insert(text.substring(with: match.range(at: 2)))
        }
        return result
    }

    /// The first name under a catalog a set is reached by: its outermost namespace's type, or its member.
    fileprivate static func topLevelName(_ set: AssetSet) -> String? {
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

    /// A scope of a generated enum: its nested enums in order, and its members.
    private final class Scope {
        var enums: [(name: String, scope: Scope)] = []
        var members: [(name: String, declaration: String)] = []

        func child(_ name: String) -> Scope {
            if let existing = enums.first(where: { $0.name == name }) { return existing.scope }
            let scope = Scope()
            enums.append((name, scope))
            return scope
        }

        /// Adds a member unless its name is taken in this scope (the first keeps it).
        func add(_ name: String, _ declaration: String) {
            guard !members.contains(where: { $0.name == name }), !enums.contains(where: { $0.name == name }) else { return }
            members.append((name, declaration))
        }

        func lines(indent: String, access: String) -> [String] {
            members.map { indent + $0.declaration }
                + enums.flatMap { ["\(indent)\(access) enum \($0.name) {"] + $0.scope.lines(indent: indent + "    ", access: access) + ["\(indent)}"] }
        }
    }

    private static func assetLines(_ target: Target) -> [String] {
        guard !target.catalogs.isEmpty else { return [] }
        let root = Scope()
        let names = target.names, a = target.names.access
        let colors = names.colors, images = names.images
        for catalog in target.catalogs {
            let scope = target.nestsCatalogs ? root.child(catalog.typeName) : root
            for set in catalog.sets {
                guard let member = SwiftGenName.member(set.baseName) else { continue }
                let namespaces = set.namespaces.compactMap(SwiftGenName.type)
                guard namespaces.count == set.namespaces.count else { continue }
                let type = set.kind == .color ? colors : images
                namespaces.reduce(scope) { $0.child($1) }.add(member, "\(a) static let \(member) = \(type)(name: \(literal(set.name)))")
            }
        }
        return ["\(a) enum \(names.asset) {"] + root.lines(indent: "    ", access: a) + ["}", "",
            "/// A colour set of \(target.name)'s catalogs (\(names.generator)'s `ColorAsset`).",
            "\(a) final class \(colors) {",
            "    \(a) fileprivate(set) var name: String",
            "    \(a) typealias Color = UIColor",
            "    \(a) private(set) lazy var color: Color = Color(asset: self) ?? Color(SwiftUI.Color(asset: self))",
            "    \(a) var swiftUIColor: SwiftUI.Color { SwiftUI.Color(asset: self) }",
            "    \(a) func color(compatibleWith traitCollection: UITraitCollection) -> Color {",
            "        Color(named: name, in: Bundle.main, compatibleWith: traitCollection) ?? color",
            "    }",
            "    fileprivate init(name: String) { self.name = name }",
            "}",
            "\(a) extension \(colors).Color {",
            "    convenience init?(asset: \(colors)) { self.init(named: asset.name, in: Bundle.main, compatibleWith: nil) }",
            "}",
            "\(a) extension SwiftUI.Color {",
            "    init(asset: \(colors)) { self.init(asset.name, bundle: Bundle.main) }",
            "}",
            "/// An image set of \(target.name)'s catalogs (\(names.generator)'s `ImageAsset`).",
            "\(a) struct \(images) {",
            "    \(a) fileprivate(set) var name: String",
            "    \(a) typealias Image = UIImage",
            "    \(a) var image: Image { Image(asset: self) ?? Image() }",
            "    \(a) func image(compatibleWith traitCollection: UITraitCollection) -> Image {",
            "        Image(named: name, in: Bundle.main, compatibleWith: traitCollection) ?? image",
            "    }",
            "    \(a) var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }",
            "}",
            "\(a) extension \(images).Image {",
            "    convenience init?(asset: \(images)) { self.init(named: asset.name, in: Bundle.main, compatibleWith: nil) }",
            "}",
            "\(a) extension SwiftUI.Image {",
            "    init(asset: \(images)) { self.init(asset.name, bundle: Bundle.main) }",
            "    init(asset: \(images), label: Text) { self.init(asset.name, bundle: Bundle.main, label: label) }",
            "    init(decorative asset: \(images)) { self.init(decorative: asset.name, bundle: Bundle.main) }",
            "}",
        ]
    }

    private static func fontLines(_ target: Target) -> [String] {
        let names = target.names, a = target.names.access
        let convertible = names.fontConvertible
        var families: [(name: String, faces: [(member: String, declaration: String)])] = []
        for file in target.fonts {
            for face in file.faces {
                guard let family = SwiftGenName.type(face.family), let member = SwiftGenName.member(face.style) else { continue }
                let declaration = "\(a) static let \(member) = \(convertible)(name: \(literal(face.postScriptName)), "
                    + "family: \(literal(face.family)), path: \(literal((file.path as NSString).lastPathComponent)))"
                if let index = families.firstIndex(where: { $0.name == family }) {
                    if !families[index].faces.contains(where: { $0.member == member }) { families[index].faces.append((member, declaration)) }
                } else {
                    families.append((family, [(member, declaration)]))
                }
            }
        }
        guard !families.isEmpty else { return [] }
        var lines = ["", "\(a) enum \(names.fontFamily) {"]
        for family in families {
            lines.append("    \(a) enum \(family.name) {")
            lines += family.faces.map { "        " + $0.declaration }
            lines.append("        \(a) static let all: [\(convertible)] = [\(family.faces.map(\.member).joined(separator: ", "))]")
            lines.append("    }")
        }
        lines += [
            "    \(a) static let allCustomFonts: [\(convertible)] = [\(families.map { $0.name + ".all" }.joined(separator: ", "))].flatMap { $0 }",
            "    \(a) static func registerAllCustomFonts() { allCustomFonts.forEach { $0.register() } }",
            "}",
            "/// A face of \(target.name)'s fonts (\(names.generator)'s `FontConvertible`).",
            "\(a) struct \(convertible) {",
            "    \(a) let name: String",
            "    \(a) let family: String",
            "    \(a) let path: String",
            "    \(a) typealias Font = UIFont",
            "    \(a) func font(size: CGFloat) -> Font { Font(font: self, size: size) ?? Font.systemFont(ofSize: size) }",
            "    \(a) func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, size: size) }",
            "    \(a) func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, fixedSize: fixedSize) }",
            "    \(a) func swiftUIFont(size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {",
            "        SwiftUI.Font.custom(self, size: size, relativeTo: textStyle)",
            "    }",
            "    \(a) func register() {",
            "        guard let url = Bundle.main.url(forResource: path, withExtension: nil) else { return }",
            "        CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)",
            "    }",
            "}",
            "\(a) extension \(convertible).Font {",
            "    convenience init?(font: \(convertible), size: CGFloat) { self.init(name: font.name, size: size) }",
            "}",
            "\(a) extension SwiftUI.Font {",
            "    static func custom(_ font: \(convertible), size: CGFloat) -> SwiftUI.Font { custom(font.name, size: size) }",
            "    static func custom(_ font: \(convertible), fixedSize: CGFloat) -> SwiftUI.Font { custom(font.name, fixedSize: fixedSize) }",
            "    static func custom(_ font: \(convertible), size: CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font {",
            "        custom(font.name, size: size, relativeTo: textStyle)",
            "    }",
            "}",
        ]
        return lines
    }

    /// SwiftGen's strings enum: a static per key (`static let home = L10n.tr("Menu", "home")`), a
    /// function per key with format specifiers taking a value for each (`%@` any value, `%d` an
    /// `Int`, `%f` a `Float`), in the order their positions give.
    private static func stringLines(_ target: Target) -> [String] {
        guard !target.tables.isEmpty else { return [] }
        let names = target.names, a = target.names.access
        let root = Scope()
        for table in target.tables {
            guard let tableType = table.typeName else { continue }
            let scope = target.nestsTables ? root.child(tableType) : root
            for (key, format) in table.entries.sorted(by: { $0.key < $1.key }) {
                let path = stringPath(key, flat: names.flatStrings)
                guard let member = path.last else { continue }
                let owner = path.dropLast().reduce(scope) { $0.child($1) }
                let types = argumentTypes(format)
                let call = "\(names.strings).tr(\(literal(table.name)), \(literal(key))"
                if types.isEmpty {
                    owner.add(member, "\(a) static let \(member) = \(call))")
                } else {
                    let parameters = types.enumerated().map { "_ p\($0.offset + 1): \($0.element == "String" ? "Any" : $0.element)" }
                    let arguments = types.enumerated().map { $0.element == "String" ? "String(describing: p\($0.offset + 1))" : "p\($0.offset + 1)" }
                    owner.add(member, "\(a) static func \(member)(\(parameters.joined(separator: ", "))) -> String { \(call), \(arguments.joined(separator: ", "))) }")
                }
            }
        }
        return ["", "\(a) enum \(names.strings) {"] + root.lines(indent: "    ", access: a) + ["}",
            "extension \(names.strings) {",
            "    private static func tr(_ table: String, _ key: String, _ arguments: CVarArg...) -> String {",
            "        let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)",
            "        return String(format: format, locale: Locale.current, arguments: arguments)",
            "    }",
            "}",
        ]
    }

    /// The names a strings key is reached by: its enums and member (`"profile.edit_title"` →
    /// `Profile`, `editTitle`), or only its member when the template is flat (`profileEditTitle`).
    static func stringPath(_ key: String, flat: Bool) -> [String] {
        let parts = flat ? [key] : key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty), let member = SwiftGenName.member(parts.last!) else { return [] }
        let enums = parts.dropLast().compactMap(SwiftGenName.type)
        return enums.count == parts.count - 1 ? enums + [member] : []
    }

    /// The Swift types SwiftGen gives a format string's specifiers, by position (`%2$@` is the second).
    static func argumentTypes(_ format: String) -> [String] {
        var types: [Int: String] = [:]
        var next = 0
        for match in format.matches(of: #/%(?:(\d+)\$)?[-+ #0']*(?:\d+|\*)?(?:\.\d+)?(hh|h|ll|l|q|L|z|t|j)?([@dDiuUxXoOfFeEgGcCsSpaA%])/#) {
            let conversion = match.output.3
            guard conversion != "%" else { continue }
            let position = match.output.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
            if match.output.1 == nil { next += 1 }
            switch conversion {
            case "@": types[position] = "String"
            case "f", "F", "e", "E", "g", "G", "a", "A": types[position] = "Float"
            case "c", "C": types[position] = "CChar"
            case "s", "S": types[position] = "UnsafePointer<CChar>"
            case "p": types[position] = "UnsafeRawPointer"
            default: types[position] = "Int"
            }
        }
        guard let last = types.keys.max() else { return [] }
        return (0...last).map { types[$0] ?? "String" }
    }

    private static func literal(_ text: String) -> String { RunnerSource.literal(text) }
}
