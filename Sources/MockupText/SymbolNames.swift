/// What draws one SF Symbol: a glyph of a bundled icon font, a vector shape, or another symbol
/// inside an enclosure.
indirect enum SymbolSource: Hashable, Sendable {
    /// A Material Symbols Outlined glyph by name; `filled` sets the font's FILL axis to 1.
    case material(String, filled: Bool)
    /// A Fork Awesome glyph by codepoint (the font has no axes: outline and filled are two glyphs).
    case forkAwesome(UInt32)
    /// A geometric symbol drawn as a path.
    case shape(SymbolShape, filled: Bool)
    /// A letter, or a number up to 50, in the system font (the inner symbol of `a.circle` …
    /// `z.circle`, `1.circle`, `42.circle`).
    case characters(String)
    /// `inner` drawn smaller inside a circle or rounded square: a ring around it, or (`filled`) a
    /// solid enclosure with `inner` knocked out, as SF draws `heart.circle` and `heart.circle.fill`.
    case enclosed(SymbolSource, SymbolEnclosure, filled: Bool)
    /// Another source mirrored or turned to face SF's way (`airplane` = Material's `flight` turned right).
    case oriented(SymbolSource, SymbolOrientation)
    /// `inner` drawn `placement.scale` times as large inside `container`, its centre moved from the
    /// container's by `placement`'s offset: merged, or (`knockout`) cut out of a solid container, as SF
    /// draws `bolt.shield` and `bolt.shield.fill`, and the number in `goforward.15`.
    case within(SymbolSource, container: SymbolSource, placement: SymbolPlacement, knockout: Bool)
}

/// Where a symbol sits inside another (`SymbolSource.within`): its size as a fraction of the
/// container's em, and how far its centre lies from the centre of the container's box, in box heights
/// (right and down).
struct SymbolPlacement: Hashable, Sendable {
    var scale: Double
    var dx: Double
    var dy: Double
}

/// The enclosure of an SF Symbol's `.circle`, `.square` or `.viewfinder` variant.
enum SymbolEnclosure: String, Hashable, Sendable, CaseIterable {
    case circle
    case square
    /// Four corner brackets (`camera.viewfinder`); it has no solid form, so nothing is knocked out.
    case viewfinder

    /// Whether the `.fill` form is solid with the inner symbol knocked out.
    var knocksOut: Bool { self != .viewfinder }
}

/// SF Symbol names → what draws them: the table in `SymbolTable` plus the variant rules SF's
/// naming follows, so variants need no table lines:
///
/// 1. A name in the table is drawn as listed (outline).
/// 2. `NAME.fill` is `NAME` filled: Material's FILL axis at 1, Fork Awesome's second codepoint,
///    a filled shape, a solid enclosure with the inner symbol knocked out. A `.fill` inside the name
///    fills the part before it (`person.crop.circle.fill.badge.plus`): the name without it, filled.
/// 3. `NAME.circle` / `NAME.square` / `NAME.viewfinder` (not in the table) is `NAME` inside that
///    enclosure; `NAME` may also be one letter or a number 0…50 (`g.circle.fill`, `1.square`,
///    `42.circle`), as SF has them. When
///    Material has its own `<glyph>_circle` glyph (`add_circle`), that glyph is used instead.
enum SymbolNames {
    /// One parsed table line's glyph, before variant rules.
    indirect enum Entry: Hashable, Sendable {
        case material(String)
        case forkAwesome(outline: UInt32, filled: UInt32)
        case shape(SymbolShape)
        /// Another table name drawn inside an enclosure, as rule 3 draws it: for names whose
        /// Material glyph has the wrong `.fill` (Material's filled `account_circle` is a ring around
        /// a solid person, SF's `person.crop.circle.fill` a solid disc with the person knocked out).
        case enclosed(SymbolEnclosure, inner: String)
        /// A Material glyph mirrored or turned to face the way SF's symbol faces (`mirrored:reply` is
        /// SF's `arrowshape.turn.up.right`).
        case oriented(SymbolOrientation, material: String)
        /// A table name, enclosable number (`15`) or capital letters (`ZZZ`) drawn inside another table
        /// name (`within:gobackward:15:…`), cut out of it in the `.fill` form; or beside it, never cut out
        /// (`beside:moon:ZZZ:…`). `inner` may end in `.fill` to stay solid in the outline form
        /// (`circle.dashed.inset.filled`).
        case within(container: String, inner: String, placement: SymbolPlacement, cutsOut: Bool)
        /// One glyph for the outline form and another for `.fill`, where the first glyph's filled form
        /// is no fuller (Material's filled `featured_seasonal_and_gifts` is its outline gift).
        case paired(outline: Entry, filled: Entry)
    }

    /// The parsed `SymbolTable`: SF base name → its glyph.
    static let table: [String: Entry] = parse(SymbolTable.text)

    /// Lines of `SymbolTable.text` that do not parse (tests require none).
    static var malformedLines: [String] { parseReport(SymbolTable.text).malformed }

    /// What draws `name`, or nil when unmapped. `hasMaterialGlyph` says whether the Material font
    /// has a glyph of that name (for rule 3's `<glyph>_circle`).
    static func lookup(_ name: String, hasMaterialGlyph: (String) throws -> Bool) rethrows -> SymbolSource? {
        if let entry = table[name] { return source(entry, filled: false) }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.dropLast().contains("fill"), !zip(parts, parts.dropFirst()).contains(where: { $0 == "fill" && $1 == "fill" }),
           let entry = table[parts.filter { $0 != "fill" }.joined(separator: ".")] {
            return source(entry, filled: true)
        }
        if name.hasSuffix(".fill") {
            let base = String(name.dropLast(5))
            if let entry = table[base] { return source(entry, filled: true) }
            return try enclosed(base, filled: true, hasMaterialGlyph: hasMaterialGlyph)
        }
        return try enclosed(name, filled: false, hasMaterialGlyph: hasMaterialGlyph)
    }

    /// Whether `name` cannot be an SF Symbol name: empty, or with an empty dot-separated part
    /// (`.fill`, a variant suffix with no base; `star..fill`).
    static func isMalformed(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    /// Whether `name` is a `.circle` or `.circle.fill` variant: drawn by one glyph (Material's
    /// `check_circle` for `checkmark.circle`), that glyph's ring or disc is its enclosure layer.
    static func isCircleVariant(_ name: String) -> Bool {
        (name.hasSuffix(".fill") ? String(name.dropLast(5)) : name).hasSuffix(".circle")
    }

    /// Whether `name` is a mark in a container, filled (`checkmark.seal.fill`, `exclamationmark.triangle.fill`,
    /// `xmark.octagon.fill`, `lock.shield.fill`): SF layers it as the mark (primary) and the container
    /// (secondary), and its glyph is the container with the mark knocked out.
    static func isFilledMarkInContainer(_ name: String) -> Bool {
        let parts = name.split(separator: ".").filter { $0 != "fill" }
        return name.hasSuffix(".fill") && parts.dropFirst().contains { containers.contains(String($0)) }
    }

    /// Whether `name` is a `.slash` symbol (`mic.slash`, `bell.slash.fill`): SF layers the slash as the
    /// primary layer and the symbol it crosses as the secondary one.
    static func isSlashed(_ name: String) -> Bool {
        name.split(separator: ".").contains("slash")
    }

    /// The shapes SF names as containers of another symbol (besides `.circle` and `.square`, rule 3).
    private static let containers: Set<String> = ["seal", "triangle", "shield", "octagon", "bubble", "diamond",
                                                  "hexagon", "rectangle", "app", "capsule", "pentagon"]

    /// Rule 3: `base` is `INNER.circle` or `INNER.square` with `INNER` mapped.
    private static func enclosed(_ base: String, filled: Bool, hasMaterialGlyph: (String) throws -> Bool) rethrows -> SymbolSource? {
        for enclosure in SymbolEnclosure.allCases where base.hasSuffix("." + enclosure.rawValue) {
            let innerName = String(base.dropLast(enclosure.rawValue.count + 1))
            if isEnclosableCharacters(innerName) {
                return .enclosed(.characters(innerName), enclosure, filled: filled)
            }
            guard let inner = table[innerName] else { return nil }
            if enclosure == .circle, case .material(let glyph) = inner, try hasMaterialGlyph(glyph + "_circle") {
                return .material(glyph + "_circle", filled: filled)
            }
            // The knocked-out inner symbol is solid, as in SF's `.circle.fill` symbols.
            return source(inner, filled: filled).map { .enclosed($0, enclosure, filled: filled) }
        }
        return nil
    }

    /// One lowercase letter, or a number from 0 to 50 in one or two digits (`7`, `07`, `42`): the
    /// letters and numbers SF encloses.
    private static func isEnclosableCharacters(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1, ("a"..."z").contains(scalars[0]) { return true }
        guard (1...2).contains(scalars.count), scalars.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(name) else {
            return false
        }
        return number <= 50
    }

    private static func source(_ entry: Entry, filled: Bool) -> SymbolSource? {
        switch entry {
        case .material(let glyph): return .material(glyph, filled: filled)
        case .forkAwesome(let outline, let solid): return .forkAwesome(filled ? solid : outline)
        case .shape(let shape): return .shape(shape, filled: filled)
        case .enclosed(let enclosure, let innerName):
            guard let inner = table[innerName], let innerSource = source(inner, filled: filled) else { return nil }
            return .enclosed(innerSource, enclosure, filled: filled)
        case .oriented(let orientation, let glyph):
            return .oriented(.material(glyph, filled: filled), orientation)
        case .within(let containerName, let innerName, let placement, let cutsOut):
            guard let containerEntry = table[containerName], let container = source(containerEntry, filled: filled),
                  let inner = innerSource(innerName, filled: filled) else { return nil }
            return .within(inner, container: container, placement: placement, knockout: filled && cutsOut)
        case .paired(let outline, let solid):
            return source(filled ? solid : outline, filled: filled)
        }
    }

    /// The inner symbol of a `within:` or `beside:` line: a number of one or two digits (`90` of
    /// `goforward.90`), capital letters (`ZZZ` of `moon.zzz`: table names are lowercase), or a table
    /// name, solid when the whole is filled (a `within:` one to be knocked out) or when it ends in `.fill`.
    static func innerSource(_ name: String, filled: Bool) -> SymbolSource? {
        if (1...2).contains(name.count), name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) { return .characters(name) }
        if !name.isEmpty, name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) { return .characters(name) }
        let solid = name.hasSuffix(".fill")
        guard let entry = table[solid ? String(name.dropLast(5)) : name] else { return nil }
        return source(entry, filled: filled || solid)
    }

    static func parse(_ text: String) -> [String: Entry] { parseReport(text).table }

    /// `NAME GLYPH` lines; `#` comments (whole lines or trailing) and blank lines are skipped.
    private static func parseReport(_ text: String) -> (table: [String: Entry], malformed: [String]) {
        var table: [String: Entry] = [:]
        var malformed: [String] = []
        for rawLine in text.split(separator: "\n") {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty { continue }
            guard fields.count == 2, let entry = entry(String(fields[1])), table[String(fields[0])] == nil else {
                malformed.append(String(rawLine)); continue
            }
            table[String(fields[0])] = entry
        }
        return (table, malformed)
    }

    private static func entry(_ glyph: String) -> Entry? {
        let forms = glyph.split(separator: "|", omittingEmptySubsequences: false)
        guard forms.count == 1 else {
            // OUTLINE|FILLED: a glyph for each form.
            guard forms.count == 2, let outline = entry(String(forms[0])), let filled = entry(String(forms[1])) else { return nil }
            return .paired(outline: outline, filled: filled)
        }
        if glyph.hasPrefix("forkawesome:") {
            let codes = glyph.dropFirst("forkawesome:".count).split(separator: "/").compactMap { UInt32($0, radix: 16) }
            return codes.count == 2 ? .forkAwesome(outline: codes[0], filled: codes[1]) : nil
        }
        if glyph.hasPrefix("shape:") { return SymbolShape(rawValue: String(glyph.dropFirst("shape:".count))).map(Entry.shape) }
        if glyph.hasPrefix("enclosed:") {
            let parts = glyph.dropFirst("enclosed:".count).split(separator: ":")
            guard parts.count == 2, let enclosure = SymbolEnclosure(rawValue: String(parts[0])) else { return nil }
            return .enclosed(enclosure, inner: String(parts[1]))
        }
        for (prefix, cutsOut) in [("within:", true), ("beside:", false)] where glyph.hasPrefix(prefix) {
            // within:CONTAINER:INNER:SCALE:DX:DY (beside: the same)
            let parts = glyph.dropFirst(prefix.count).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 5, !parts[0].isEmpty, !parts[1].isEmpty,
                  let scale = Double(parts[2]), let dx = Double(parts[3]), let dy = Double(parts[4]) else { return nil }
            return .within(container: parts[0], inner: parts[1], placement: SymbolPlacement(scale: scale, dx: dx, dy: dy),
                           cutsOut: cutsOut)
        }
        for orientation in SymbolOrientation.allCases where glyph.hasPrefix(orientation.rawValue + ":") {
            let material = glyph.dropFirst(orientation.rawValue.count + 1)
            return isMaterialName(material) ? .oriented(orientation, material: String(material)) : nil
        }
        return isMaterialName(glyph[...]) ? .material(glyph) : nil
    }

    private static func isMaterialName(_ glyph: Substring) -> Bool {
        !glyph.isEmpty && glyph.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
