import Foundation

/// Sample arguments for a view's parameters, from the guide itself where it can: a comment's
/// example (`let balance: String // "£2,418.60"`), an enum's cases (one render each), both values
/// of a Bool, the guide's colour tokens; plain defaults for numbers, text from the parameter name,
/// empty closures and nil optionals. What it cannot build it names instead of guessing.
struct ArgumentInference {
    let types: [TypeDeclaration]
    /// The guide's first colour token (`brandPrimary` of `static let brandPrimary = Color(…)`).
    let colorToken: String?
    /// Literal arguments the guide's own code passes to its views.
    let callSites: CallSiteSamples
    /// The currency symbol the guide's strings use (`£` in `"£2,418.60"`), for money-like samples.
    let currency: String
    /// At most this many renders of one component.
    static let maximumVariants = 8

    /// A parameter to supply: its label, type and the comment that documents it.
    struct Parameter {
        /// The argument label (`_` for none).
        let label: String
        /// The parameter's own name, which names its sample text.
        let name: String
        let type: String
        let comment: String?
        /// `@Binding`: the argument is a `Binding` to a value of `type`.
        let isBinding: Bool
    }

    func source(for type: TypeDeclaration) -> ComponentPlan.Source {
        if type.isGeneric { return .needsArguments(["\(type.name) is generic: its content types cannot be chosen"]) }
        let candidates = type.initializers.isEmpty ? [memberwiseParameters(type)]
            : type.initializers.map { $0.filter { !$0.hasDefault }.map { Parameter(label: $0.label, name: $0.name, type: $0.type, comment: nil, isBinding: false) } }
        let owner = type.qualifiedName
        var firstMissing: [String]?
        for parameters in candidates.sorted(by: { $0.count < $1.count }) {
            let samples = parameters.map { parameter in
                (parameter.label == "_" ? nil : callSites.value(type: owner, label: parameter.label)).map { sample in
                    // A guide's own Bool or enum value still gets the other values as variants.
                    let all = values(for: parameter) ?? []
                    return all.count > 1 ? [sample] + all.filter { $0 != sample } : [sample]
                } ?? values(for: parameter)
            }
            let missing = zip(parameters, samples).filter { $0.1 == nil }.map { "\($0.0.label): \($0.0.type)" }
            if missing.isEmpty { return .view(variants(parameters, samples.map { $0! })) }
            if firstMissing == nil { firstMissing = missing }
        }
        return .needsArguments(firstMissing ?? [])
    }

    /// The memberwise initializer's required parameters: stored instance properties without a value.
    private func memberwiseParameters(_ type: TypeDeclaration) -> [Parameter] {
        type.properties.compactMap { property in
            guard !property.isStatic, !property.hasDefault, let propertyType = property.type else { return nil }
            let wrappers = property.attributes.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
            if wrappers.contains(where: { ["@Environment", "@EnvironmentObject", "@Namespace", "@FocusState", "@GestureState", "@Query",
                                           "@FetchRequest", "@SectionedFetchRequest"].contains($0) }) {
                return nil
            }
            // `@AppStorage("key") var customization: TabViewCustomization` starts empty (iOS 18).
            if propertyType == "TabViewCustomization", wrappers.contains(where: { ["@AppStorage", "@SceneStorage"].contains($0) }) {
                return nil
            }
            return Parameter(label: property.name, name: property.name, type: propertyType, comment: property.comment,
                             isBinding: wrappers.contains("@Binding"))
        }
    }

    /// Variants: the first value of every parameter; then, for each parameter with several values,
    /// one render per further value (named `label-value`).
    private func variants(_ parameters: [Parameter], _ values: [[String]]) -> [ComponentPlan.Variant] {
        let base = zip(parameters, values).map { (label: $0.0.label, value: $0.1[0]) }
        let varying = values.enumerated().filter { $0.element.count > 1 }
        guard !varying.isEmpty else { return [ComponentPlan.Variant(name: nil, arguments: base)] }
        var result: [ComponentPlan.Variant] = []
        let single = varying.count == 1
        for (index, options) in varying {
            for (position, option) in options.enumerated() where single || position > 0 {
                var arguments = base
                arguments[index].value = option
                let label = parameters[index].label == "_" ? parameters[index].name : parameters[index].label
                result.append(ComponentPlan.Variant(name: "\(label)-\(Self.variantWord(option))", arguments: arguments))
            }
        }
        if !single { result.insert(ComponentPlan.Variant(name: nil, arguments: base), at: 0) }
        return Array(result.prefix(Self.maximumVariants))
    }

    /// `.constant(true)` → `true`, `.obsidian` → `obsidian`.
    private static func variantWord(_ value: String) -> String {
        var word = value
        if word.hasPrefix(".constant("), word.hasSuffix(")") { word = String(word.dropFirst(10).dropLast()) }
        return word.trimmingCharacters(in: CharacterSet(charactersIn: ".\""))
    }

    /// The values to try for `parameter`, nil when none can be built.
    func values(for parameter: Parameter) -> [String]? {
        guard let values = values(type: parameter.type.trimmingCharacters(in: .whitespaces), name: parameter.name,
                                  comment: parameter.comment) else { return nil }
        return parameter.isBinding ? values.map { ".constant(\($0))" } : values
    }

    private func values(type: String, name: String, comment: String?) -> [String]? {
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return ["nil"] }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return values(type: String(type.dropFirst(8).dropLast()), name: name, comment: comment)?.map { ".constant(\($0))" }
        }
        if type.contains("->") { return [Self.emptyClosure(type)] }
        switch type {
        case "String", "LocalizedStringKey":
            if let sample = Self.quotedSample(comment) { return [sample] }
            // An SF Symbol name parameter (`systemName`, `icon`, `symbol`) gets a symbol, not words.
            if ["systemname", "icon", "symbol", "systemimage", "glyph"].contains(where: { name.lowercased().contains($0) }) {
                return [Self.stringLiteral("star.fill")]
            }
            if name.lowercased().contains("emoji") { return [Self.stringLiteral("🙂")] }
            // Money-like names read as an amount in the guide's own currency.
            if ["balance", "amount", "price", "total", "cost", "fare"].contains(where: { name.lowercased().contains($0) }) {
                return [Self.stringLiteral("\(currency)1,234.56")]
            }
            return [Self.stringLiteral(Self.words(name))]
        case "Bool": return ["false", "true"]
        case "Int", "Int32", "Int64", "UInt":
            return [Self.numberSample(comment, integer: true) ?? (Self.isIndex(name) ? "1" : "3")]
        case "Double", "CGFloat", "Float":
            return [Self.numberSample(comment, integer: false) ?? Self.lengthSample(name) ?? (Self.isFraction(name) ? "0.64" : "1.0")]
        case "Color": return [colorToken.map { "Color.\($0)" } ?? "Color.accentColor"]
        case "Font": return [".body"]
        case "Date": return ["Date(timeIntervalSince1970: 1_700_000_000)"]
        case "URL": return ["URL(string: \"https://example.com\")!"]
        case "[String]":
            let word = Self.words(name)
            return ["[" + (1...3).map { Self.stringLiteral("\(word) \($0)") }.joined(separator: ", ") + "]"]
        default:
            if let enumeration = enumeration(named: type) { return enumeration.simpleCases.map { ".\($0)" } }
            return nil
        }
    }

    private func enumeration(named type: String) -> TypeDeclaration? {
        types.first { $0.kind == .enum && !$0.simpleCases.isEmpty && ($0.qualifiedName == type || $0.name == type) }
    }

    /// `{}` for a closure type, with `_ in` for each parameter.
    static func emptyClosure(_ type: String) -> String {
        var inner = type
        if let arrow = inner.range(of: "->") { inner = String(inner[..<arrow.lowerBound]) }
        inner = inner.replacingOccurrences(of: "@escaping", with: "").replacingOccurrences(of: "@Sendable", with: "")
            .replacingOccurrences(of: "@MainActor", with: "").trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("("), inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
        let count = inner.trimmingCharacters(in: .whitespaces).isEmpty || inner == "Void" ? 0
            : TypeDeclaration.splitTopLevel(inner, by: ",").count
        return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// `"£2,418.60"` from a comment such as `// e.g. "£2,418.60"`.
    static func quotedSample(_ comment: String?) -> String? {
        guard let comment, let open = comment.firstIndex(of: "\""),
              let close = comment[comment.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return String(comment[open...close])
    }

    static func numberSample(_ comment: String?, integer: Bool) -> String? {
        // A documented range (`// 0...1`, `// 0-100`): 64 % of the way along it.
        if let comment, let match = comment.firstMatch(of: #/(-?\d+(?:\.\d+)?)\s*(?:\.\.\.|\.\.<|…|–|-)\s*(-?\d+(?:\.\d+)?)/#),
           let low = Double(match.1), let high = Double(match.2), high > low {
            let value = low + 0.64 * (high - low)
            return integer ? String(Int(value.rounded())) : String(value)
        }
        guard let comment,
              let range = comment.range(of: integer ? #"-?\d+"# : #"-?\d+(\.\d+)?"#, options: .regularExpression) else { return nil }
        let number = String(comment[range])
        return integer || number.contains(".") ? number : number + ".0"
    }

    /// Points for parameters named like a length (`size: CGFloat` of an avatar is not 1 pt).
    static func lengthSample(_ name: String) -> String? {
        let lower = name.lowercased()
        let table: [(words: [String], value: String)] = [
            (["linewidth", "stroke", "thickness", "border"], "2.0"),
            (["fontsize", "textsize"], "17.0"),
            (["radius", "corner"], "12.0"),
            (["spacing", "padding", "inset", "gap"], "8.0"),
            (["size", "diameter", "dimension", "side"], "48.0"),
            (["height"], "44.0"),
            (["width"], "160.0"),
            (["rating", "stars"], "4.5"),
        ]
        return table.first { entry in entry.words.contains { lower.contains($0) } }?.value
    }

    static func isFraction(_ name: String) -> Bool {
        ["progress", "percent", "fraction", "ratio", "completion", "opacity"].contains { name.lowercased().contains($0) }
    }

    /// An index or position (`selectedIndex`, `page`): 1; other integers (counts, streaks) 3.
    static func isIndex(_ name: String) -> Bool {
        ["index", "page", "selected", "position", "current"].contains { name.lowercased().contains($0) }
    }

    /// `userName` → `User Name`.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += " " }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result.replacingOccurrences(of: "_", with: " ")
    }

    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
