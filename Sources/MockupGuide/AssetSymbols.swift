import Foundation
import MockupAssets

/// What Xcode generates for an app's asset catalogs ("Generate Asset Symbols", Xcode 15): a
/// `ColorResource` or `ImageResource` static for every colour and image set (`Color(.brandPrimary)`,
/// `Image(.hero)`), inside an enum per namespace (`ColorResource.Brand.primary` for
/// `Brand/primary`), and the framework shorthands `Color.brandPrimary`,
/// `.foregroundStyle(.brandPrimary)` (`ShapeStyle where Self == Color`), `UIColor.brandPrimary` and
/// `UIImage.hero` (Xcode generates no `Image` shorthand). Names are `AssetSymbolName`s.
///
/// A declaration whose name is already taken is left out: Xcode leaves out a shorthand SwiftUI or
/// UIKit declares (`Color.primary` stays the system colour, with a warning: here a note), and a
/// name the code itself declares (a project that compiles has the extensions turned off, or no
/// clash) is left to the code. Which names are taken is found by type checking a probe against the
/// code (`probe`, `markTaken(by:)`).
struct AssetSymbols {
    /// The type a generated declaration extends.
    enum Owner: String, CaseIterable {
        case colorResource = "ColorResource", imageResource = "ImageResource", color = "Color", uiColor = "UIColor"
        case uiImage = "UIImage"

        var kind: AssetSet.Kind { self == .imageResource || self == .uiImage ? .image : .color }
        var isResource: Bool { self == .colorResource || self == .imageResource }
    }

    /// A declaration in an owner: a member, or a namespace enum with everything inside it.
    struct Head: Hashable {
        let owner: Owner
        let name: String
    }

    /// One asset's symbol: the type names of its namespaces, its member name, the asset's name.
    struct Symbol {
        let kind: AssetSet.Kind
        let assetName: String
        let namespaces: [String]
        let member: String
        var headName: String { namespaces.first ?? member }
    }

    private(set) var symbols: [Symbol] = []
    private(set) var taken: Set<Head> = []
    private(set) var notes: [String] = []

    /// The symbols of `sets` (catalog order; a second asset that gets the same name is noted and
    /// left out).
    init(sets: [AssetSet]) {
        var seen = Set<[String]>()
        for set in sets {
            let suffix = set.kind == .color ? "Color" : "Image"
            let namespaces = set.namespaces.compactMap(AssetSymbolName.type)
            guard namespaces.count == set.namespaces.count,
                  let member = AssetSymbolName.member(set.baseName, droppingSuffix: suffix) else {
                notes.append("asset catalog: \"\(set.name)\" has no letters or digits to name a symbol after; look it up by name")
                continue
            }
            guard seen.insert(["\(set.kind)"] + namespaces + [member]).inserted else {
                notes.append("asset catalog: \"\(set.name)\" gets the symbol name \(member) of an earlier asset; look it up by name")
                continue
            }
            symbols.append(Symbol(kind: set.kind, assetName: set.name, namespaces: namespaces, member: member))
        }
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Every head a declaration could be generated for, in order.
    private var heads: [Head] {
        var result: [Head] = []
        for owner in Owner.allCases {
            for symbol in symbols where symbol.kind == owner.kind {
                let head = Head(owner: owner, name: symbol.headName)
                if !result.contains(head) { result.append(head) }
            }
        }
        return result
    }

    /// `AssetProbe.swift`: one line per head, an expression that fails to type check either way, with
    /// a message that says whether the name exists (`markTaken(by:)`).
    var probe: (text: String, lines: [Int: Head]) {
        var lines = ["import SwiftUI", "", "func __mockupAssetProbe() {"]
        var heads: [Int: Head] = [:]
        for head in self.heads {
            let isNamespace = symbols.contains { $0.kind == head.owner.kind && $0.namespaces.first == head.name }
            lines.append("    _ = \(head.owner.rawValue).\(head.name)\(isNamespace ? ".self" : "") as Never")
            heads[lines.count] = head
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", heads)
    }

    /// Records the heads the probe found declared: a probe line whose error is not that the static
    /// member is missing (or is an instance member, such as `ShapeStyle`'s `tertiary`, or belongs to a
    /// constrained extension that does not apply: neither clashes with a static member, and Xcode
    /// generates `Color.tertiary`).
    mutating func markTaken(by errors: [CompilerDiagnostic], probe: [Int: Head]) {
        for (line, head) in probe.sorted(by: { $0.key < $1.key }) {
            let messages = errors.filter { $0.line == line }.map(\.message)
            let free = messages.isEmpty || messages.contains { message in
                ["has no member", "is not a member type", "requires the types", "instance member"].contains { message.contains($0) }
            }
            guard !free else { continue }
            taken.insert(head)
            if !head.owner.isResource {
                let kind = head.owner.kind == .color ? "color" : "image"
                notes.append("asset catalog: the \(kind) asset name resolves to a conflicting \(head.owner.rawValue) symbol "
                             + "\"\(head.name)\" (declared by SwiftUI or the code), which is not generated; use "
                             + (head.owner == .uiImage ? "UIImage(resource: ." : head.owner == .uiColor ? "UIColor(resource: ." : "Color(.")
                             + "\(head.name))")
            }
        }
    }

    /// Leaves out a head whose generated declaration does not compile.
    mutating func drop(_ head: Head, because message: String) {
        guard taken.insert(head).inserted else { return }
        notes.append("asset catalog: \(head.owner.rawValue).\(head.name) is not generated: \(message)")
    }

    /// `Assets.swift`: the declarations, each on its own line (a namespace's on the lines of its
    /// enum), and the head every line belongs to.
    var source: (text: String, lineOwners: [Int: Head]) {
        var lines = ["import SwiftUI", "", "/// The bundle the generated resources name (a render has one app bundle).",
                     "private let __mockupAssetBundle = Bundle.main"]
        var owners: [Int: Head] = [:]
        func emit(_ owner: Owner, extending type: String, topLevelOnly: Bool = false,
                  _ declaration: (Symbol, _ path: String) -> String) {
            // Members of one namespace together (catalogs are walked one after the other).
            let members = symbols.enumerated()
                .filter { $0.element.kind == owner.kind && !taken.contains(Head(owner: owner, name: $0.element.headName)) }
                .filter { !topLevelOnly || $0.element.namespaces.isEmpty }
                .sorted { a, b in
                    a.element.namespaces == b.element.namespaces ? a.offset < b.offset
                        : a.element.namespaces.lexicographicallyPrecedes(b.element.namespaces)
                }
                .map(\.element)
            guard !members.isEmpty else { return }
            lines += ["", "extension \(type) {"]
            var open: [String] = []
            for symbol in members {
                let head = Head(owner: owner, name: symbol.headName)
                // Close the namespaces this symbol is not in, open the ones it is.
                let common = zip(open, symbol.namespaces).prefix { $0 == $1 }.count
                while open.count > common {
                    open.removeLast()
                    lines.append(String(repeating: "    ", count: open.count + 1) + "}")
                }
                for namespace in symbol.namespaces.dropFirst(common) {
                    lines.append(String(repeating: "    ", count: open.count + 1) + "enum \(namespace) {")
                    owners[lines.count] = head
                    open.append(namespace)
                }
                let path = (symbol.namespaces + [symbol.member]).joined(separator: ".")
                lines.append(String(repeating: "    ", count: open.count + 1) + declaration(symbol, path))
                owners[lines.count] = head
            }
            while !open.isEmpty {
                open.removeLast()
                lines.append(String(repeating: "    ", count: open.count + 1) + "}")
            }
            lines.append("}")
        }
        for owner in [Owner.colorResource, .imageResource] {
            emit(owner, extending: owner.rawValue) { symbol, _ in
                "static let \(symbol.member) = \(owner.rawValue)(name: \(Self.literal(symbol.assetName)), bundle: __mockupAssetBundle)"
            }
        }
        emit(.color, extending: "Color") { symbol, path in "static var \(symbol.member): Color { .init(ColorResource.\(path)) }" }
        emit(.color, extending: "ShapeStyle where Self == Color", topLevelOnly: true) { symbol, path in
            "static var \(symbol.member): Color { .init(ColorResource.\(path)) }"
        }
        emit(.uiColor, extending: "UIColor") { symbol, path in
            "static var \(symbol.member): UIColor { .init(resource: ColorResource.\(path)) }"
        }
        emit(.uiImage, extending: "UIImage") { symbol, path in
            "static var \(symbol.member): UIImage { .init(resource: ImageResource.\(path)) }"
        }
        return (lines.joined(separator: "\n") + "\n", owners)
    }

    /// Identifies the generated code's input, for the compile cache.
    var fingerprint: String {
        symbols.map { "\($0.kind) \($0.assetName)" }.joined(separator: "\n")
    }

    private static func literal(_ text: String) -> String { RunnerSource.literal(text) }
}
