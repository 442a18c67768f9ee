import Foundation
import MockupRaster

/// Sample arguments for a view's parameters, from the guide itself where it can: a comment's
/// example (`let balance: String // "£2,418.60"`), an enum's cases (one render each), both values
/// of a Bool, the guide's colour tokens; plain defaults for numbers, text from the parameter name,
/// empty closures, optionals holding a sample (their absence a variant). Values built from those:
/// the guide's own model types through their initializers (`Team(name: "Name", score: 3)`), arrays
/// of three (`[Step(title: "Step 1"), …]`),
/// tuples, enum cases with their values, gradients of the guide's colours, a grey landscape drawn in
/// place of a photo and SF Symbols in place of avatars and icons (`imageSample`). What it cannot
/// build it names instead of guessing.
struct ArgumentInference {
    let types: [TypeDeclaration]
    /// The guide's colour tokens in the order it declares them (`brandPrimary` of
    /// `static let brandPrimary = Color(…)`).
    let colorTokens: [ColorToken]
    /// Literal arguments the guide's own code passes to its views.
    let callSites: CallSiteSamples
    /// The currency symbol the guide's strings use (`£` in `"£2,418.60"`), for money-like samples.
    let currency: String
    /// Names the guide's code passes as SF Symbol names (`Image(systemName: symbol)`, `systemImage: item.icon`).
    let symbolNames: Set<String>
    /// The app's catalog images, for names its code draws as asset images (`Image(tab.icon)`).
    let assetImages: AssetImageSamples
    /// A market ticker in the guide's domain (`BTC` in a crypto guide, else `AAPL`).
    let ticker: String
    /// The guide's own static values of its types (`GuidePresets.byType`): a sample of such a type
    /// is one of them (the n-th for the n-th element of an array), as the guide's author chose it.
    let presets: [String: [String]]
    /// The kind of thing most of the guide's declared names are about (`ContentDomain.ofGuide`),
    /// for content cards whose own names say nothing.
    let guideDomain: ContentDomain?
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
        // A container generic over its views (`Card<Content: View>`) is shown holding a text that names
        // each (`Text("Content")`); over values (`Selection: Hashable`), holding strings or numbers.
        if type.genericParameters.contains(where: { $0.constraint != "View" && Self.genericStandIns[$0.constraint] == nil }) {
            return .needsArguments(["\(type.name) is generic: its content types cannot be chosen"])
        }
        let candidates = initializerCandidates(type)
        let owner = type.qualifiedName
        var firstMissing: [String]?
        for parameters in candidates.sorted(by: { $0.count < $1.count }) {
            let siblings = siblingSamples(parameters, of: type)
            // A view's colours differ from each other: its n-th takes the n-th vivid token.
            let colors = parameters.filter { $0.type.trimmingCharacters(in: .whitespaces) == "Color" }.map(\.name)
            let samples = Self.matchingSeriesLengths(parameters, Self.selectingFirstOption(parameters, parameters.map { parameter in
                (parameter.label == "_" ? nil : callSites.value(type: owner, label: parameter.label)
                    ?? callSites.value(ofModelType: parameter.type).map { parameter.isBinding ? ".constant(\($0))" : $0 }).map { sample in
                    // A guide's own Bool or enum value still gets the other values as variants.
                    let all = values(for: parameter) ?? []
                    return all.count > 1 ? [sample] + all.filter { $0 != sample } : [sample]
                } ?? siblings[parameter.name].map { sample in
                    // An optional's absence is still a variant.
                    [parameter.isBinding ? ".constant(\(sample))" : sample] + (parameter.type.hasSuffix("?") ? ["nil"] : [])
                }
                    ?? values(for: parameter, ordinal: colors.firstIndex(of: parameter.name).map { $0 + 1 } ?? secondOfAKind(parameter, in: parameters))
            }))
            let missing = zip(parameters, samples).filter { $0.1 == nil }.map { "\($0.0.label): \($0.0.type)" }
            if missing.isEmpty {
                // An absent value names its type, so that initializers overloaded on it (`Text?`,
                // `String?`) are not ambiguous; a generic view's types are its own to name.
                let typed = zip(parameters, samples).map { parameter, values in
                    values!.map { $0 == "nil" && !type.isGeneric ? "nil as \(parameter.type)" : $0 }
                }
                return .view(variants(parameters, typed))
            }
            if firstMissing == nil { firstMissing = missing }
        }
        guard !candidates.isEmpty else {
            return .needsArguments(["\(type.name)'s memberwise initializer is private (a private stored property): add an init to render it"])
        }
        return .needsArguments(firstMissing ?? [])
    }

    /// `samples` with a selection among a list of strings or numbers (`selection: Binding<String>`
    /// beside `options: [String]`) set to the list's first element, so the view shows one selected
    /// (an enum's selection keeps a render per case); a search's text is not a selection.
    static func selectingFirstOption(_ parameters: [Parameter], _ samples: [[String]?]) -> [[String]?] {
        var samples = samples
        for (index, parameter) in parameters.enumerated() {
            let type = parameter.type.trimmingCharacters(in: .whitespaces)
            let element = parameter.isBinding ? type : type.hasPrefix("Binding<") && type.hasSuffix(">") ? String(type.dropFirst(8).dropLast()) : nil
            guard let element, shownValueTypes.contains(element), !isSearchText(parameter.name), let list = parameters.firstIndex(where: { $0.type.trimmingCharacters(in: .whitespaces) == "[\(element)]" }),
                  let literal = samples[list]?.first, literal.hasPrefix("["), literal.hasSuffix("]"),
                  let first = TypeDeclaration.splitTopLevel(String(literal.dropFirst().dropLast()), by: ",").first?
                      .trimmingCharacters(in: .whitespaces), !first.isEmpty
            else { continue }
            samples[index] = [".constant(\(first))"]
        }
        return samples
    }

    /// `samples` with each number series whose comment gives no count (`values: [Double]`) as long as
    /// the one list of strings beside it (`labels: [String]`): views index one by the other
    /// (`Text(labels[index])` for each value), so lists of two lengths would stop the program.
    static func matchingSeriesLengths(_ parameters: [Parameter], _ samples: [[String]?]) -> [[String]?] {
        let types = parameters.map { $0.isBinding ? "" : $0.type.trimmingCharacters(in: .whitespaces) }
        let lists = types.indices.filter { types[$0] == "[String]" }
        guard lists.count == 1, let labels = samples[lists[0]]?.first, labels.hasPrefix("["), labels.hasSuffix("]") else { return samples }
        let count = TypeDeclaration.splitTopLevel(String(labels.dropFirst().dropLast()), by: ",").count
        var samples = samples
        for (index, parameter) in parameters.enumerated()
        where ["[Double]", "[CGFloat]", "[Float]", "[Int]"].contains(types[index]) && countSample(parameter.comment) == nil {
            samples[index] = samples[index]?.map { series in
                guard series.hasPrefix("["), series.hasSuffix("]") else { return series }
                return Self.series(TypeDeclaration.splitTopLevel(String(series.dropFirst().dropLast()), by: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }, count)
            }
        }
        return samples
    }

    /// Samples that depend on a view's other parameters, its body or its name: the numbers that
    /// measure a part of a whole (`QuantitySamples`: of another parameter, or of the literal the body
    /// divides them by); people's names, a different person per field and per array element (a
    /// greeting's first name); a message for the text of a chat's row or bubble; an action for a
    /// button's label; a topic for a tag, a prompt for a suggestion chip; a thing of its kind
    /// (`ContentDomain`) for the `title` or `name` of a song, video, task, meal, place and the like,
    /// and for the title of a card of the kind its guide is about, with the line under it and a
    /// sentence for its `description`; the fields of a flight, a review or a game (`fieldSample`);
    /// amounts of money of their kind (`moneyAmount`); and the texts of a way (a `length`,
    /// `distance` or `elevation` among them): its length 4.2 mi, its climb 1,250 ft, and a `time`
    /// that is how long it takes (2h 30m), not a time of day.
    private func siblingSamples(_ parameters: [Parameter], of type: TypeDeclaration, index: Int? = nil) -> [String: String] {
        let numbers = parameters.map { QuantitySamples.Number(name: $0.name, type: $0.type, comment: $0.comment) }
        var samples = QuantitySamples.samples(numbers, context: type.name + "\n" + type.bodyStrings)
        for number in numbers where samples[number.name] == nil {
            if let share = QuantitySamples.share(of: number, dividedBy: type.literalDivisors[number.name]) { samples[number.name] = share }
        }
        // The `name` of a type about a person or a chat (`FriendRow`, `Member`, `MessageRow`) is a
        // person's, in turn across an array; the text of a chat's row or bubble is a message.
        let typeWords = Set(ComponentPlan.nameWords(type.name))
        let nth = { (list: [String]) in Self.stringLiteral(list[((index ?? 1) - 1) % list.count]) }
        // The people a view names are different people (`actorName` paid `targetName`); a first or
        // last name is the person named last (`name`, `firstName`: Maya Chen, Maya).
        var people = 0
        let nextPerson = { (names: [String], isPart: Bool) -> String in
            let person = isPart ? max(people - 1, 0) : people
            if !isPart { people += 1 }
            return Self.stringLiteral(names[((index ?? 1) - 1 + person) % names.count])
        }
        for parameter in parameters where parameter.type == "String" && !parameter.isBinding && parameter.comment.flatMap(Self.quotedSample) == nil {
            let words = ComponentPlan.nameWords(parameter.name)
            let fieldWords = Set(words.dropLast())
            if parameter.name == "name", !typeWords.isDisjoint(with: Self.personWords.union(Self.chatWords)) {
                let greeting = !typeWords.isDisjoint(with: ["greeting", "welcome", "hello"])
                samples[parameter.name] = nextPerson(greeting ? Self.personNames.map { String($0.prefix { $0 != " " }) } : Self.personNames, false)
            } else if Self.personName(words) != nil {
                samples[parameter.name] = nextPerson(Self.personNames.map { Self.personName(words, of: $0) },
                                                     words.contains("first") || words.contains("last"))
            } else if let last = words.last, ["message", "preview", "snippet", "text", "body", "content"].contains(last),
                      !typeWords.isDisjoint(with: Self.chatWords) {
                samples[parameter.name] = nth(Self.chatMessages)
            } else if let last = words.last, ["title", "label", "text"].contains(last), typeWords.contains("button") || typeWords.contains("cta") {
                samples[parameter.name] = Self.stringLiteral(Self.buttonLabel(typeWords))
            } else if words.count == 1, ["text", "label", "title", "name", "tag"].contains(words[0]), let labels = Self.labelWords(typeWords) {
                samples[parameter.name] = nth(labels)
            } else if words.last == "title" || words.last == "name", let domain = contentDomain(fieldWords, of: type, isTitle: words.last == "title") {
                samples[parameter.name] = nth(domain.titles)
            } else if words == ["subtitle"] || words == ["meta"] || words == ["metadata"],
                      let detail = contentDomain([], of: type, isTitle: true)?.detail {
                samples[parameter.name] = Self.stringLiteral(detail)
            } else if words.count == 1, ["desc", "description", "summary", "snippet", "synopsis", "blurb", "excerpt", "overview"].contains(words[0]),
                      let about = contentDomain([], of: type, isTitle: true)?.about {
                samples[parameter.name] = Self.stringLiteral(about)
            } else if let sample = Self.fieldSample(words, typeWords: typeWords, isVideo: guideDomain?.words.contains("video") == true,
                                                    index: index ?? 1) {
                samples[parameter.name] = Self.stringLiteral(sample)
            }
        }
        // An amount of money is one of its kind: a dish's price, a basket's total, a flight's fare.
        for parameter in parameters where samples[parameter.name] == nil && Self.isMoney(parameter.name)
            && parameter.comment.flatMap(Self.quotedSample) == nil && Self.numberSample(parameter.comment, integer: false) == nil
            && Self.everydaySample(parameter.name, currency: currency) == nil {
            guard let kind = Self.moneyAmount(Set(ComponentPlan.nameWords(parameter.name)), typeWords: typeWords),
                  let literal = moneyLiteral(money(parameter.name, kind: kind), type: parameter.type) else { continue }
            samples[parameter.name] = literal
        }
        guard parameters.contains(where: { !Set(ComponentPlan.nameWords($0.name)).isDisjoint(with: ["length", "distance", "elevation"]) })
        else { return samples }
        let way = ["length": "4.2 mi", "distance": "4.2 mi", "elevation": "1,250 ft", "time": "2h 30m"]
        for parameter in parameters where parameter.type == "String" && parameter.comment.flatMap(Self.quotedSample) == nil {
            if let last = ComponentPlan.nameWords(parameter.name).last, let sample = way[last] { samples[parameter.name] = Self.stringLiteral(sample) }
        }
        return samples
    }

    /// The required parameters of each way to make `type`: its initializers (those of its extensions
    /// too), and its memberwise one when it has no initializer of its own and no private property
    /// makes it private. Their types name the nested types they mean (`Mode` in `AvatarView` →
    /// `AvatarView.Mode`).
    private func initializerCandidates(_ type: TypeDeclaration) -> [[Parameter]] {
        let explicit = (type.initializers + type.extensionInitializers).map { initializer in
            (initializer.parameters.filter { !$0.hasDefault }.map { Parameter(label: $0.label, name: $0.name, type: $0.type, comment: nil, isBinding: false) },
             initializer.genericParameters)
        }
        // A class has no memberwise initializer: without initializers, the one it has is `init()`.
        let hasMemberwise = type.initializers.isEmpty
            && (type.kind == .class || !type.properties.contains(where: \.makesMemberwiseInitializerPrivate))
        let candidates = explicit + (hasMemberwise ? [(memberwiseParameters(type), [])] : [])
        return candidates.map { parameters, generics in
            parameters.map { Parameter(label: $0.label, name: $0.name,
                                       type: Self.concrete(qualified($0.type, in: type.qualifiedName), type.genericParameters + generics),
                                       comment: $0.comment, isBinding: $0.isBinding) }
        }
    }

    /// A parameter's type with the generic parameters of its type and initializer made concrete: a
    /// view (`() -> Content` with `Content: View`) is its content sample, marked as written; a value
    /// (`Selection: Hashable`), string, integer, floating-point number or shape style stands in as
    /// `String`, `Int`, `Double` or `Color`. Any other generic parameter stays, and finds no sample.
    static func concrete(_ type: String, _ generics: [TypeDeclaration.GenericParameter]) -> String {
        let valued = generics.reduce(type) { type, generic in
            guard let standIn = genericStandIns[generic.constraint] else { return type }
            return type.replacing(try! Regex("\\b\(generic.name)\\b"), with: standIn)
        }
        let views = generics.filter { $0.constraint == "View" }.map(\.name)
        return viewContentSample(valued, generics: views).map { sampleMarker + $0 } ?? valued
    }

    /// Value types whose samples a view shows as they are: the selected option among a list of
    /// them, the text of content made for one.
    private static let shownValueTypes: Set<String> = ["String", "Int", "Double"]

    /// The concrete type written for a generic parameter constrained to one of the standard library's
    /// (or SwiftUI's) value protocols.
    static let genericStandIns = [
        "Hashable": "String", "Equatable": "String", "Comparable": "Int", "StringProtocol": "String", "BinaryInteger": "Int", "FixedWidthInteger": "Int", "SignedInteger": "Int",
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double", "ShapeStyle": "Color",
    ]

    /// `type` as code inside `scope` (a qualified type name) writes it, with each type name that
    /// Swift would find nested in `scope` or a type around it qualified: `[Mode]?` in `AvatarView`
    /// is `[AvatarView.Mode]?` when `AvatarView` declares a `Mode`.
    func qualified(_ type: String, in scope: String) -> String {
        var result = "", word = "", afterDot = false
        func flush() {
            if !word.isEmpty, !afterDot, word.first?.isUppercase == true {
                var enclosing = scope.split(separator: ".").map(String.init)
                while !enclosing.isEmpty, !types.contains(where: { $0.qualifiedName == (enclosing + [word]).joined(separator: ".") }) {
                    enclosing.removeLast()
                }
                result += (enclosing + [word]).joined(separator: ".")
            } else {
                result += word
            }
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" { word.append(character); continue }
            flush()
            afterDot = character == "."
            result.append(character)
        }
        flush()
        return result
    }

    /// The memberwise initializer's required parameters: stored instance properties without a value
    /// (a wrapper made by its attribute's arguments, `@AppStorage("key")`, is one).
    private func memberwiseParameters(_ type: TypeDeclaration) -> [Parameter] {
        type.properties.compactMap { property in
            guard !property.isStatic, !property.hasDefault, !property.isInitializedByItsWrapper, let propertyType = property.type
            else { return nil }
            let wrappers = property.attributes.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
            if wrappers.contains(where: { ["@Environment", "@EnvironmentObject", "@Namespace", "@FocusState", "@GestureState", "@Query",
                                           "@FetchRequest", "@SectionedFetchRequest"].contains($0) }) {
                return nil
            }
            // A `@ViewBuilder` stored property is passed as the closure that builds it.
            let parameterType = wrappers.contains("@ViewBuilder") && !propertyType.contains("->") ? "() -> \(propertyType)" : propertyType
            return Parameter(label: property.name, name: property.name, type: parameterType, comment: property.comment,
                             isBinding: wrappers.contains("@Binding"))
        }
    }

    /// Variants: the first value of every parameter; then, for each parameter with several values,
    /// one render per further value (named `label-value`).
    private func variants(_ parameters: [Parameter], _ values: [[String]]) -> [ComponentPlan.Variant] {
        let base = zip(parameters, values).map { (label: $0.0.label, name: $0.0.name, value: $0.1[0]) }
        let varying = values.enumerated().filter { $0.element.count > 1 }
        guard !varying.isEmpty else { return [ComponentPlan.Variant(name: nil, arguments: base)] }
        var result: [ComponentPlan.Variant] = []
        let single = varying.count == 1
        for (index, options) in varying {
            for (position, option) in options.enumerated() where single || position > 0 {
                var arguments = base
                arguments[index].value = option
                let label = parameters[index].label == "_" ? parameters[index].name : parameters[index].label
                result.append(ComponentPlan.Variant(name: Self.variantWord(option).map { "\(label)-\($0)" } ?? label, arguments: arguments))
            }
        }
        if !single { result.insert(ComponentPlan.Variant(name: nil, arguments: base), at: 0) }
        return Array(result.prefix(Self.maximumVariants))
    }

    /// `.constant(true)` → `true`, `.obsidian` → `obsidian`, `.delayed(3)` → `delayed`; nil for a
    /// value that is not one word (a sample an optional holds: its variant is named by the label).
    private static func variantWord(_ value: String) -> String? {
        var word = value.hasPrefix("nil as ") ? "nil" : value
        if word.hasPrefix(".constant("), word.hasSuffix(")") { word = String(word.dropFirst(10).dropLast()) }
        if word.hasPrefix("."), let open = word.firstIndex(of: "(") { word = String(word[..<open]) }
        if word.hasPrefix(".") { word.removeFirst() }
        return word.count <= 32 && word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? word : nil
    }

    /// 2, 3… for the second and later of a view's parameters of one of the guide's own types (a
    /// game's `away` team after its `home`), so that they differ; nil for the first and for others.
    private func secondOfAKind(_ parameter: Parameter, in parameters: [Parameter]) -> Int? {
        guard types.contains(where: { $0.name == parameter.type || $0.qualifiedName == parameter.type }) else { return nil }
        let kind = parameters.filter { $0.type == parameter.type }
        guard let place = kind.firstIndex(where: { $0.name == parameter.name }), place > 0 else { return nil }
        return place + 1
    }

    /// The values to try for `parameter`, nil when none can be built; `ordinal` places a colour
    /// among its view's colours, or a value among its view's values of the same type.
    func values(for parameter: Parameter, ordinal: Int? = nil) -> [String]? {
        guard let values = values(type: parameter.type.trimmingCharacters(in: .whitespaces), name: parameter.name,
                                  comment: parameter.comment, index: ordinal) else { return nil }
        return parameter.isBinding ? values.map { ".constant(\($0))" } : values
    }

    /// The values to try for a parameter of `type` named `name`; inside a value being built, `depth`
    /// counts the values around it and `index` is its place in an array (1…3), which the texts and
    /// integers of its elements take so that no two elements are the same.
    private func values(type: String, name: String, comment: String?, depth: Int = 0, index: Int? = nil) -> [String]? {
        if type.hasPrefix(Self.sampleMarker) { return [String(type.dropFirst(Self.sampleMarker.count))] }
        // An optional shows what it holds, and its absence as a variant (`priority-nil`); inside a
        // value, only what it holds. A closure or an identifier stays nil: a sample would look the
        // same (an id selects nothing). A URL (or a string named one) has no absence variant: a mockup
        // loads nothing.
        if type.hasSuffix("?") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) {
            let wrapped = (type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst(9).dropLast()))
                .trimmingCharacters(in: .whitespaces)
            let last = ComponentPlan.nameWords(name).last
            guard !wrapped.contains("->"), wrapped != "UUID", last != "id",
                  let present = values(type: wrapped, name: name, comment: comment, depth: depth, index: index)
            else { return ["nil"] }
            let isAddress = wrapped == "URL" || last == "url" || last == "uri"
            return depth == 0 && index == nil && !isAddress ? present + ["nil"] : [present[0]]
        }
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return values(type: String(type.dropFirst(8).dropLast()), name: name, comment: comment, depth: depth, index: index)?
                .map { ".constant(\($0))" }
        }
        // A result builder's closure lists the elements of its array as statements:
        // `@ActionBuilder () -> [Action]` gets `{ Cancel({}); Save({}) }`.
        if type.hasPrefix("@"), let space = type.firstIndex(of: " "), type[..<space].hasSuffix("Builder") {
            let closureType = String(type[space...]).trimmingCharacters(in: .whitespaces)
            guard let result = Self.closureResult(closureType), result.hasPrefix("["), result.hasSuffix("]"), !result.contains(":"),
                  let array = values(type: result, name: name, comment: nil, depth: depth + 1)?.first,
                  array.hasPrefix("["), array.hasSuffix("]") else {
                return values(type: closureType, name: name, comment: comment, depth: depth, index: index)
            }
            let elements = TypeDeclaration.splitTopLevel(String(array.dropFirst().dropLast()), by: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return [Self.closure(closureType, returning: elements.joined(separator: "; "))]
        }
        // A closure returns a sample of its result: `(Motion) -> Animation` gets `{ _ in .default }`.
        if type.contains("->") {
            guard let result = Self.closureResult(type) else { return [Self.emptyClosure(type)] }
            return values(type: result, name: name, comment: nil, depth: depth + 1)?.first.map { [Self.closure(type, returning: $0)] }
        }
        switch type {
        case "String", "LocalizedStringKey":
            if let sample = Self.quotedSample(comment) { return [Self.sequenced(sample, index: index ?? 1)] }
            // An emoji (by its name or its comment: `let icon: String // emoji or SF Symbol`).
            if name.lowercased().contains("emoji") || comment?.lowercased().contains("emoji") == true {
                return [Self.stringLiteral("🙂")]
            }
            // A flag (`let flag: String` drawn as text) is the flag emoji of the guide's currency.
            if ComponentPlan.nameWords(name).contains("flag") { return [Self.stringLiteral(Self.flag(forCurrency: currency))] }
            // Initials (an avatar's monogram) are two letters.
            if name.lowercased().contains("initial") { return [Self.stringLiteral("AB")] }
            // A search's text is empty: its field shows the prompt, the list it filters is whole.
            if Self.isSearchText(name) { return [Self.stringLiteral("")] }
            // Times, dates, places and user names read as they would in the app.
            if let everyday = Self.everydaySample(name, currency: currency) {
                return [Self.sequenced(Self.stringLiteral(everyday), index: index ?? 1)]
            }
            // A market symbol (`let symbol: String` shown as text, never as an SF Symbol) is a ticker.
            if ComponentPlan.nameWords(name).contains(where: { $0 == "symbol" || $0 == "ticker" }), !symbolNames.contains(name) {
                return [Self.stringLiteral(ticker)]
            }
            // A name drawn as an asset image is one of the app's images.
            if !symbolNames.contains(name), let image = assetImages.sample(forParameter: name, index: index ?? 1) {
                return [Self.stringLiteral(image)]
            }
            // An SF Symbol name parameter (`systemName`, `icon`, `symbol`) gets a symbol, not words.
            if symbolNames.contains(name)
                || ["systemname", "icon", "symbol", "systemimage", "glyph"].contains(where: { name.lowercased().contains($0) }) {
                return [Self.stringLiteral("star.fill")]
            }
            // A percentage as text reads as a change.
            if ComponentPlan.nameWords(name).contains(where: { $0 == "pct" || $0.hasPrefix("percent") }) {
                return [Self.stringLiteral("+1.42%")]
            }
            // Money-like names read as an amount in the guide's own currency.
            if Self.isMoney(name) {
                return [moneyLiteral(money(name, kind: nil), type: type)!]
            }
            return [Self.stringLiteral(Self.words(name) + (index.map { " \($0)" } ?? ""))]
        case "Bool": return index == nil ? ["false", "true"] : ["false"]
        case "Int", "Int32", "Int64", "UInt":
            // A score differs between elements by points, not by place (82, 75, 68).
            if let index, ComponentPlan.nameWords(name).contains("score") { return ["\(82 - 7 * (index - 1))"] }
            if let index { return ["\(index)"] }
            return [Self.numberSample(comment, integer: true) ?? QuantitySamples.alone(name: name, type: type) ?? Self.integerSample(name)]
        case "Double", "CGFloat", "Float", "TimeInterval", "Decimal":
            if type == "TimeInterval" { return [Self.numberSample(comment, integer: false) ?? Self.secondsSample(name)] }
            return [Self.numberSample(comment, integer: false) ?? Self.lengthSample(name)
                ?? (Self.isMoney(name) ? moneyLiteral(money(name, kind: nil), type: type)! : Self.isFraction(name) ? "0.64" : QuantitySamples.alone(name: name, type: type) ?? "1.0")]
        case "UUID": return ["UUID()"]
        // A foreground (`fg`, `textColor`) is the guide's text token; any other colour a vivid token
        // (not the canvas, surfaces, text or lines), the n-th for the n-th element of an array.
        case "Color":
            // A token the comment names (`// pass .slackAubergine or a workspace colour`).
            let named = comment.map { $0.matches(of: #/\.(\w+)/#).map { String($0.1) } } ?? []
            if let token = named.lazy.compactMap({ name in colorTokens.first { $0.name == name }?.reference }).first {
                return [token]
            }
            let words = ComponentPlan.nameWords(name)
            if ["fg", "foreground", "text", "ink", "label"].contains(where: words.contains) {
                return [textColor]
            }
            return [vividColors[((index ?? 1) - 1) % vividColors.count]]
        case "Font": return [".body"]
        // The render's moment, which the guide's `Date()` reads too, so relative texts and "today" agree.
        case "Date": return ["TimelineViewStill.date"]
        // A day from the render's moment; a number range for a slider or a picker's bounds.
        case "ClosedRange<Date>", "Range<Date>":
            return ["TimelineViewStill.date" + (type.hasPrefix("Closed") ? "..." : "..<") + "TimelineViewStill.date.addingTimeInterval(86_400)"]
        case "ClosedRange<Int>", "ClosedRange<Double>", "ClosedRange<CGFloat>", "ClosedRange<Float>": return ["0...100"]
        case "Range<Int>": return ["0..<10"]
        // An error view shows what iOS says when the device is offline (NSURLErrorNotConnectedToInternet's message).
        case "Error", "any Error", "(any Error)":
            return ["NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, "
                    + "userInfo: [NSLocalizedDescriptionKey: \"The Internet connection appears to be offline.\"])"]
        // A focus binding of a field the view's parent owns: not focused.
        case "FocusState<Bool>.Binding": return ["FocusState<Bool>().projectedValue"]
        // A SwiftData context or container over the program's models, empty, as on a fresh install.
        case "ModelContext", "ModelContainer":
            let models = types.filter { $0.conformances.contains("PersistentModel") && !$0.isPrivate }.map { $0.qualifiedName + ".self" }
            guard !models.isEmpty else { return nil }
            let container = "try! ModelContainer(for: " + models.joined(separator: ", ")
                + ", configurations: ModelConfiguration(isStoredInMemoryOnly: true))"
            return [type == "ModelContext" ? "ModelContext(\(container))" : container]
        case "URL": return ["URL(string: \"https://example.com\")!"]
        // A navigation stack's path starts at its root.
        case "NavigationPath": return ["NavigationPath()"]
        // The namespace of a parent's matched geometry effects: a fresh one, as its `@Namespace` gives.
        case "Namespace.ID": return ["Namespace().wrappedValue"]
        // A rotation the caller chooses: none.
        case "Angle": return [".zero"]
        case "[String]":
            // The comment's own array literal (`// ["Confident", "Formal"]`).
            if let literal = comment?.firstMatch(of: #/\[\s*"[^"\n]*"(?:\s*,\s*"[^"\n]*")*\s*\]/#) { return [String(literal.0)] }
            let count = Self.countSample(comment) ?? Self.calendarCount(name) ?? 3
            // A list the code draws as asset images holds the app's images.
            let images = (1...count).compactMap { assetImages.sample(forParameter: name, index: $0) }
            if images.count == count { return ["[" + images.map(Self.stringLiteral).joined(separator: ", ") + "]"] }
            let word = Self.words(name)
            if let words = Self.listWords(name) {
                return ["[" + (1...count).map { Self.stringLiteral($0 <= words.count ? words[$0 - 1] : "\(word) \($0)") }
                    .joined(separator: ", ") + "]"]
            }
            // A quoted sample steps on (weekdays, months, times) or starts the words: elements stay
            // distinct, as `ForEach(items, id: \.self)` needs.
            let sample = Self.quotedSample(comment)
            return ["[" + (1...count).map { n in
                if let sample, n == 1 || Self.sequenced(sample, index: 2) != sample { return Self.sequenced(sample, index: n) }
                return Self.stringLiteral("\(word) \(n)")
            }.joined(separator: ", ") + "]"]
        default:
            if let entry = timelineEntry(of: type) { return values(type: entry, name: name, comment: comment, depth: depth, index: index) }
            if declaration(named: type) == nil, let system = SystemValueSamples.byType[type] {
                return index.map { [system[($0 - 1) % system.count]] } ?? system
            }
            if let enumeration = enumeration(named: type) {
                let cases = enumeration.cases.compactMap { enumCase in
                    enumCase.payload.map { payload in
                        arguments(payload, name: enumCase.name, depth: depth).map { ".\(enumCase.name)(\($0))" }
                    } ?? ".\(enumCase.name)"
                }
                guard !cases.isEmpty else { return nil }
                return index.map { [cases[($0 - 1) % cases.count]] } ?? cases
            }
            return built(type: type, name: name, comment: comment, depth: depth, index: index).map { [$0] }
        }
    }

    /// Whether a string parameter is what a person types into a search (`searchText`, `searchedText`,
    /// `query`), which a screen at rest has not typed yet — not the search's prompt or title.
    static func isSearchText(_ name: String) -> Bool {
        let words = ComponentPlan.nameWords(name)
        guard !words.contains(where: { ["placeholder", "prompt", "hint", "title", "label", "suggestion", "suggestions", "result", "results"].contains($0) })
        else { return false }
        return words.contains("query")
            || words.contains { $0.hasPrefix("search") } && words.contains { ["text", "term", "string", "input", "keyword", "keywords"].contains($0) }
    }

    /// `CLLocationCoordinate2D` at Apple Park; the n-th element of an array (a route's points) a
    /// city block on from the one before, east then north in turn (0.002° of longitude, 0.0015° of
    /// latitude: about 170 m each), so a line through them turns as streets do.
    static func coordinateSample(_ index: Int?) -> String {
        let step = (index ?? 1) - 1
        let latitude = 37.3349 + 0.0015 * Double(step / 2), longitude = -122.009 + 0.002 * Double((step + 1) / 2)
        return "CLLocationCoordinate2D(latitude: \(String(format: "%.4f", latitude)), longitude: \(String(format: "%.3f", longitude)))"
    }

    /// A value of `type` built from samples of its parts, nil when a part cannot be built. An array
    /// has as many elements as its comment says (`// 5 values`), else three (a series, seven).
    private func built(type: String, name: String, comment: String?, depth: Int, index: Int?) -> String? {
        let isCollection = type.hasPrefix("[") && type.hasSuffix("]")
        // Deep inside a value (a comment's replies, a page's child pages) a collection is empty,
        // which ends a type that contains itself.
        if isCollection, depth >= 3 {
            return TypeDeclaration.splitTopLevel(String(type.dropFirst().dropLast()), by: ":").count == 1 ? "[]" : "[:]"
        }
        guard depth < 4 else { return nil }
        let count = Self.countSample(comment) ?? Self.calendarCount(name)
        func part(_ type: String, _ name: String, comment: String? = nil, index: Int? = index) -> String? {
            values(type: type.trimmingCharacters(in: .whitespaces), name: name, comment: comment, depth: depth + 1, index: index)?.first
        }
        // The guide's own values first: `static let brand = LinearGradient(…)` is its gradient.
        if let preset = preset(of: type, index: index) { return preset }
        switch type {
        case "Image": return Self.imageSample(name)
        // A UIImage is the same picture (a model's `thumbnailImage: UIImage?` that its row force-unwraps).
        case "UIImage":
            let image = Self.imageSample(name)
            return image.hasPrefix("Image(systemName:") ? "UI\(image)!" : "ImageRenderer(content: \(image)).uiImage!"
        case "AttributedString": return "AttributedString(\(Self.stringLiteral(Self.words(name))))"
        case "Text": return "Text(verbatim: \(Self.stringLiteral(Self.words(name))))"
        // A place on a map: Apple Park (37.3349° N, 122.0090° W), the n-th element of an array a
        // block on from the one before; a region a kilometre across around it.
        case "CLLocationCoordinate2D": return Self.coordinateSample(index)
        case "CLLocation":
            return "CLLocation(coordinate: \(Self.coordinateSample(index)), altitude: 0, horizontalAccuracy: 5, verticalAccuracy: 5, "
                + "timestamp: TimelineViewStill.date)"
        case "MKCoordinateRegion":
            return "MKCoordinateRegion(center: \(Self.coordinateSample(index)), latitudinalMeters: 1000, longitudinalMeters: 1000)"
        case "[Color]": return colors(count ?? 3)
        case "Gradient": return "Gradient(colors: \(colors(2)))"
        case "LinearGradient": return "LinearGradient(colors: \(colors(2)), startPoint: .topLeading, endPoint: .bottomTrailing)"
        case "RadialGradient": return "RadialGradient(colors: \(colors(2)), center: .center, startRadius: 0, endRadius: 60)"
        case "AngularGradient": return "AngularGradient(colors: \(colors(3)), center: .center)"
        case "AnyView": return "AnyView(Rectangle().fill(.quaternary))"
        // A point: the n-th element of an array (a graph's nodes) is the n-th point of the zigzag
        // below, a start (`origin`) its first and an end (`destination`) its last, so the two differ.
        case "CGPoint":
            if let index { return Self.pointSample(index) }
            let words = ComponentPlan.nameWords(name)
            if words.contains(where: { ["origin", "start", "from", "source"].contains($0) }) { return Self.pointSample(1) }
            if words.contains(where: { ["destination", "dest", "end", "to", "target"].contains($0) }) {
                return Self.pointSample(Self.zigzag.count)
            }
            return "CGPoint(x: 120, y: 80)"
        case "CGSize": return "CGSize(width: 160, height: 120)"
        case "[CGPoint]": return "[" + (1...Self.zigzag.count).map(Self.pointSample).joined(separator: ", ") + "]"
        case "[Double]", "[CGFloat]", "[Float]": return Self.numberSeries(comment, integer: false, count: count, row: index)
        case "[Int]": return Self.numberSeries(comment, integer: true, count: count, row: index)
        default: break
        }
        // A set is written as an array of distinct elements (`[.vegan, .quick]`): a literal with a
        // repeated element stops the program.
        if type.hasPrefix("Set<"), type.hasSuffix(">") {
            let samples = (1...(count ?? 3)).compactMap { part(String(type.dropFirst(4).dropLast()), Self.singular(name), index: $0) }
            var seen = Set<String>()
            return samples.isEmpty ? nil : "[" + samples.filter { seen.insert($0).inserted }.joined(separator: ", ") + "]"
        }
        if isCollection {
            let inner = TypeDeclaration.splitTopLevel(String(type.dropFirst().dropLast()), by: ":")
            // Arrays: three elements, each told its place.
            if inner.count == 1 {
                // Rows of numbers (`[[Int]]  // weeks × 7 days, value 0...4`) keep the comment's count and range.
                let rowComment = ["[Int]", "[Double]", "[CGFloat]", "[Float]"].contains(inner[0].trimmingCharacters(in: .whitespaces))
                    ? comment : nil
                let elements = (1...(count ?? 3)).compactMap { part(inner[0], Self.singular(name), comment: rowComment, index: $0) }
                return elements.count == (count ?? 3) ? "[" + elements.joined(separator: ", ") + "]" : nil
            }
            // Dictionaries: a value for each case of an enum key, else three keys.
            guard inner.count == 2 else { return nil }
            let keys = enumeration(named: inner[0].trimmingCharacters(in: .whitespaces)).map { $0.simpleCases.map { ".\($0)" } }
                ?? (1...(count ?? 3)).compactMap { part(inner[0], "key", index: $0) }
            let entries = keys.enumerated().compactMap { offset, key in part(inner[1], Self.singular(name), index: offset + 1).map { "\(key): \($0)" } }
            return !keys.isEmpty && entries.count == keys.count ? "[" + entries.joined(separator: ", ") + "]" : nil
        }
        // Tuples, labelled or not: `(title: String, count: Int)`.
        if type.hasPrefix("("), type.hasSuffix(")"), TypeDeclaration.splitTopLevel(type, by: ",").count == 1,
           TypeDeclaration.splitTopLevel(String(type.dropFirst().dropLast()), by: ",").count > 1 {
            return arguments(type, name: name, comment: comment, depth: depth, index: index).map { "(\($0))" }
        }
        // A protocol of the program's (`storage: UserDefaultsStoring`, `any Storing`) is one of the
        // program's types conforming to it: the first, in declaration order, that can be built.
        let existential = type.hasPrefix("any ") || type.hasPrefix("some ") ? String(type.drop { $0 != " " }.dropFirst()) : type
        if declaration(named: existential) == nil {
            return conformers(to: existential).lazy.compactMap { built(declared: $0, index: index, part: part) }.first
        }
        guard let declared = declaration(named: type) else { return nil }
        return built(declared: declared, index: index, part: part)
    }

    /// A value of one of the program's own types, through the first of its initializers whose
    /// parameters can all be built. A class without an initializer has `init()` when every stored
    /// property has a value (a view model). A single value (not an array's element, which must
    /// differ from the others) takes the arguments the code itself passes that initializer where it
    /// passes literals (`Currency(code: "EUR", flag: "🇪🇺", name: "Euro")` in its sample data).
    private func built(declared: TypeDeclaration, index: Int?, part: (String, String, String?, Int?) -> String?) -> String? {
        guard !declared.isGeneric, declared.kind != .enum,
              declared.kind == .struct || !declared.initializers.isEmpty || memberwiseParameters(declared).isEmpty else { return nil }
        for parameters in initializerCandidates(declared).sorted(by: { $0.count < $1.count }) {
            let siblings = siblingSamples(parameters, of: declared, index: index)
            let arguments = parameters.map { parameter in
                let passed = index == nil && parameter.label != "_" && !parameter.isBinding
                    ? callSites.value(type: declared.qualifiedName, label: parameter.label) : nil
                return (passed ?? siblings[parameter.name] ?? part(parameter.type, parameter.name, parameter.comment, index))
                    .map { value in parameter.isBinding ? ".constant(\(value))" : value }
                    .map { parameter.label == "_" ? $0 : "\(parameter.label): \($0)" }
            }
            if arguments.allSatisfy({ $0 != nil }) {
                return declared.qualifiedName + "(" + arguments.map { $0! }.joined(separator: ", ") + ")"
            }
        }
        return nil
    }

    /// The number of elements a comment gives an array (`// 5 values, one per zone`): its first
    /// integer outside a quoted sample, when it is from 2 to 12.
    static func countSample(_ comment: String?) -> Int? {
        // Digits inside a quoted sample (`// "7:00"`) are the sample's, not a count.
        guard let unquoted = comment?.replacing(#/"[^"]*"/#, with: ""), let match = unquoted.firstMatch(of: #/\d+/#),
              let count = Int(match.0), (2...12).contains(count) else { return nil }
        return count
    }

    /// A zigzag across a 240 × 160 box: a route, a trace, a graph's nodes.
    static let zigzag = [(20, 140), (70, 90), (120, 110), (170, 50), (220, 70)]

    /// The n-th point (from 1) of `zigzag`, cycling.
    static func pointSample(_ n: Int) -> String {
        let point = zigzag[(n - 1) % zigzag.count]
        return "CGPoint(x: \(point.0), y: \(point.1))"
    }

    /// A series that rises and falls (a sparkline, a chart, levels): between 0 and 1 (integers 3 to 9),
    /// or across the comment's range (`// 0...4`). The n-th row of an array of series starts 2(n−1)
    /// places further along, so rows differ.
    static func numberSeries(_ comment: String?, integer: Bool, count: Int?, row: Int?) -> String {
        var values = integer ? ["3", "5", "4", "7", "6", "9", "8"] : ["0.42", "0.58", "0.51", "0.73", "0.66", "0.88", "0.8"]
        if let (low, high) = documentedRange(comment) {
            values = [0.3, 0.55, 0.35, 0.75, 0.6, 1.0, 0.85].map { fraction in
                let value = low + fraction * (high - low)
                return integer ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
            }
        }
        let start = 2 * ((row ?? 1) - 1) % values.count
        return series(Array(values[start...] + values[..<start]), count)
    }

    /// An array literal of `count` values (default: all of them) of a series, repeated as needed.
    static func series(_ values: [String], _ count: Int?) -> String {
        "[" + (0..<(count ?? values.count)).map { values[$0 % values.count] }.joined(separator: ", ") + "]"
    }

    /// The values of a parenthesized list of types, labelled or not (`(minutes: Int, String)` →
    /// `minutes: 3, "Name"`), nil when one cannot be built.
    private func arguments(_ list: String, name: String, comment: String? = nil, depth: Int, index: Int? = nil) -> String? {
        guard list.hasPrefix("("), list.hasSuffix(")"), depth < 4 else { return nil }
        let fields = TypeDeclaration.splitTopLevel(String(list.dropFirst().dropLast()), by: ",").map { field in
            let labelled = field.firstMatch(of: #/^\s*(\w+)\s*:\s*(.+)$/#)
            return (label: labelled.map { String($0.1) }, type: (labelled.map { String($0.2) } ?? field).trimmingCharacters(in: .whitespaces))
        }
        // Two numbers named for a measure (`protein: (Double, Double)`) are a part and its whole.
        if fields.allSatisfy({ $0.label == nil }), let pair = QuantitySamples.pair(fields.map(\.type), name: name, comment: comment) {
            return pair
        }
        let quantities = QuantitySamples.samples(fields.compactMap { field in
            field.label.map { QuantitySamples.Number(name: $0, type: field.type, comment: nil) }
        }, context: name)
        var parts: [String] = []
        for field in fields {
            guard let value = field.label.flatMap({ quantities[$0] })
                    ?? values(type: field.type, name: field.label ?? name, comment: nil, depth: depth + 1, index: index)?.first
            else { return nil }
            parts.append(field.label.map { "\($0): \(value)" } ?? value)
        }
        return parts.joined(separator: ", ")
    }

    /// Marks a parameter type whose sample is already written after it.
    private static let sampleMarker = "=sample="

    /// The sample of a parameter of a view generic over `generics`: `Text("Content")` for a
    /// `Content` or a `Content?` (nil would leave the type unknown), a closure returning it for
    /// `() -> Content`; nil for any other parameter. A view named for a person or an icon
    /// (`Avatar: View`) is the symbol `imageSample` gives it.
    static func viewContentSample(_ type: String, generics: [String]) -> String? {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        let wrapped = trimmed.hasSuffix("?") ? String(trimmed.dropLast()) : trimmed
        if generics.contains(wrapped) { return viewSample(named: wrapped) }
        guard let arrow = trimmed.range(of: "->", options: .backwards) else { return nil }
        // A closure may return an optional view (`() -> Trace?`): it returns the text.
        let result = trimmed[arrow.upperBound...].trimmingCharacters(in: CharacterSet.whitespaces.union(["?"]))
        guard generics.contains(result) else { return nil }
        let function = String(trimmed[..<arrow.lowerBound]) + "-> Void"
        // Content made for a string or a number (a segment's option) shows it.
        if let parameters = closureParameters(function), parameters.count == 1, shownValueTypes.contains(parameters[0]) {
            return #"{ Text(verbatim: "\($0)") }"#
        }
        return closure(function, returning: viewSample(named: result))
    }

    /// A generic view parameter's sample: a 40-pt person symbol for an avatar, a star for an icon,
    /// else its name as text (`Text("Content")`).
    private static func viewSample(named generic: String) -> String {
        let image = imageSample(generic)
        if image == photoPlaceholder { return "Text(\(stringLiteral(words(generic))))" }
        return image.contains("person") ? image + ".font(.system(size: 40))" : image
    }

    /// One of the guide's static values of `type` (`RDFlair.nsfw`), the n-th for the n-th element.
    private func preset(of type: String, index: Int?) -> String? {
        guard let expressions = presets[type], !expressions.isEmpty else { return nil }
        return expressions[((index ?? 1) - 1) % expressions.count]
    }

    /// An array literal of `count` of the guide's colours: its first tokens that are not named for
    /// backgrounds, text or lines, then system colours (repeated when more are asked for).
    private func colors(_ count: Int) -> String { Self.series(vividColors, count) }

    /// The guide's colour tokens not named for backgrounds, text or lines (`surface1` is a surface),
    /// where the code spells their value colourful (not a near-white `workspace`) and apart from the
    /// guide's canvas (not a dark map-water blue on a dark canvas), and not a state of another token
    /// (`ktYellowPressed` of `ktYellow`), then system colours.
    private var vividColors: [String] {
        let neutral: Set<String> = ["canvas", "background", "bg", "surface", "text", "ink", "label", "separator", "border",
                                    "divider", "stroke", "shadow"]
        let names = colorTokens.map(\.name)
        let canvas = ComponentPlan.canvasTokens(colorTokens).light?.value ?? .white
        let vivid = colorTokens.filter { token in
            token.reference != nil && token.isVivid != false
                && token.value.map { $0.perceptualDistance(to: canvas) >= Self.apartFromTheCanvas } ?? true
                && ComponentPlan.nameWords(token.name).allSatisfy { !neutral.contains($0.trimmingCharacters(in: .decimalDigits)) }
                && !names.contains { base in
                    token.name.count > base.count && token.name.hasPrefix(base)
                        && token.name[token.name.index(token.name.startIndex, offsetBy: base.count)].isUppercase
                }
        }
        return vivid.compactMap(\.reference) + ["Color.blue", "Color.purple", "Color.pink"]
    }

    /// The Oklab distance from the canvas from which a colour stands out on it as a chip's or a
    /// series' colour: a yellow on white is 0.21, a deep blue on a near-black purple 0.11.
    private static let apartFromTheCanvas = 0.15

    /// The guide's first token named for text (`acmeTextPrimary`), else `Color.primary`.
    private var textColor: String {
        colorTokens.lazy.filter { ComponentPlan.nameWords($0.name).contains("text") }.compactMap(\.reference).first ?? "Color.primary"
    }

    /// What stands in for an image: an SF Symbol for an avatar or selfie (a person) or an icon or
    /// logo (a star); for anything else (artwork, photos, thumbnails, posters) a 400 × 300 grey
    /// landscape drawn with paths, which stays sharp however far a layout stretches it.
    static func imageSample(_ name: String) -> String {
        let lower = name.lowercased()
        if ["avatar", "profile", "person", "selfie", "bitmoji", "face", "user"].contains(where: { lower.contains($0) }) {
            return #"Image(systemName: "person.crop.circle.fill")"#
        }
        if ["icon", "symbol", "glyph", "logo", "badge"].contains(where: { lower.contains($0) }) {
            return #"Image(systemName: "star.fill")"#
        }
        return photoPlaceholder
    }

    static let photoPlaceholder = "Image(size: CGSize(width: 400, height: 300)) { context in "
        + "context.fill(Path(CGRect(x: 0, y: 0, width: 400, height: 300)), with: .linearGradient(Gradient(colors: "
        + "[Color(white: 0.86), Color(white: 0.76)]), startPoint: .zero, endPoint: CGPoint(x: 0, y: 300))); "
        + "context.fill(Path { hills in hills.move(to: CGPoint(x: 0, y: 300)); hills.addLine(to: CGPoint(x: 120, y: 170)); "
        + "hills.addLine(to: CGPoint(x: 200, y: 235)); hills.addLine(to: CGPoint(x: 285, y: 150)); "
        + "hills.addLine(to: CGPoint(x: 400, y: 255)); hills.addLine(to: CGPoint(x: 400, y: 300)); hills.closeSubpath() }, "
        + "with: .color(Color(white: 0.64))); "
        + "context.fill(Path(ellipseIn: CGRect(x: 300, y: 55, width: 46, height: 46)), with: .color(Color(white: 0.95))) }"

    /// `steps` → `step`, `categories` → `category`: the name of one element of an array parameter.
    static func singular(_ name: String) -> String {
        if name.hasSuffix("ies") { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("ses") || name.hasSuffix("xes") { return String(name.dropLast(2)) }
        if name.hasSuffix("s"), !name.hasSuffix("ss") { return String(name.dropLast()) }
        return name
    }

    private func enumeration(named type: String) -> TypeDeclaration? {
        declaration(named: type).flatMap { $0.kind == .enum && !$0.cases.isEmpty ? $0 : nil }
    }

    /// The entry type `Provider.Entry` means (WidgetKit's template writes `var entry: Provider.Entry`):
    /// the program's one `TimelineEntry` when `Provider` is one of its timeline providers, whose
    /// `Entry` Swift infers from the entries it makes; nil for any other type.
    private func timelineEntry(of type: String) -> String? {
        guard type.hasSuffix(".Entry"), let provider = declaration(named: String(type.dropLast(".Entry".count))),
              provider.conformances.contains(where: { ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"].contains($0) })
        else { return nil }
        let entries = conformers(to: "TimelineEntry")
        return entries.count == 1 ? entries[0].qualifiedName : nil
    }

    /// The program's non-generic structs and classes that name `protocolName` among their conformances.
    private func conformers(to protocolName: String) -> [TypeDeclaration] {
        types.filter { $0.kind != .enum && !$0.isGeneric && !$0.isPrivate && $0.conformances.contains(protocolName) }
    }

    /// How the runner makes a stand-in of one of the program's observable classes for views whose
    /// ancestors did not inject one: the app's own instance when the class keeps one in a static
    /// property of a singleton's name (`Theme.shared`, whose initializer is often private), else
    /// `Type()` when it has that initializer, else the first of its initializers whose arguments
    /// can all be built (`ThemeManager(storage: UserDefaultsStorage())`).
    func environmentObjectInstance(of type: TypeDeclaration) -> String {
        if let singleton = type.properties.first(where: { property in
            property.isStatic && !property.isPrivate && Self.singletonNames.contains(property.name)
                && (property.type == nil || property.type == type.name || property.type == type.qualifiedName)
        }) {
            return type.qualifiedName + "." + singleton.name
        }
        let plain = type.qualifiedName + "()"
        guard !type.initializers.isEmpty, !type.initializers.contains(where: { $0.parameters.allSatisfy(\.hasDefault) }) else { return plain }
        return values(type: type.qualifiedName, name: ComponentPlan.nameWords(type.name).last ?? type.name, comment: nil)?.first ?? plain
    }

    /// The names apps give the one instance a class keeps of itself.
    private static let singletonNames: Set<String> = ["shared", "default", "standard", "current", "instance", "main"]

    /// The type a name means: the one with that qualified name (`AvatarView.Mode`, a top-level
    /// `Mode`), else the only type nested anywhere under that name; nil when several are (each
    /// type's `Mode`: naming one would not compile).
    private func declaration(named type: String) -> TypeDeclaration? {
        if let exact = types.first(where: { $0.qualifiedName == type }) { return exact }
        let nested = types.filter { $0.name == type }
        return nested.count == 1 ? nested[0] : nil
    }

    /// The flag emoji of the country or union whose currency `symbol` is (🇺🇸 for `$` and unknown symbols).
    static func flag(forCurrency symbol: String) -> String {
        ["£": "🇬🇧", "€": "🇪🇺", "¥": "🇯🇵", "₹": "🇮🇳", "R$": "🇧🇷", "₩": "🇰🇷", "CHF": "🇨🇭", "A$": "🇦🇺", "C$": "🇨🇦"][symbol] ?? "🇺🇸"
    }

    /// `{}` for a closure type, with `_ in` for each parameter; an optional closure type
    /// (`(() -> Void)?`) takes the closure it wraps.
    static func emptyClosure(_ type: String) -> String {
        let count = closureParameters(type)?.count ?? 0
        return count == 0 ? "{}" : "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
    }

    /// The parameter types of a closure type (`(Int, String) -> Void` → `Int`, `String`), nil when
    /// it has no parameter list.
    private static func closureParameters(_ type: String) -> [String]? {
        let function = functionType(type)
        guard let length = groupLength(function) else { return nil }
        let list = String(function.dropFirst().prefix(length - 2)).trimmingCharacters(in: .whitespaces)
        return list.isEmpty || list == "Void" ? [] : TypeDeclaration.splitTopLevel(list, by: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `emptyClosure(type)` returning `value`: `{ _ in .default }`.
    static func closure(_ type: String, returning value: String) -> String {
        let empty = emptyClosure(type)
        return String(empty.dropLast()) + (empty == "{}" ? " " : "") + value + " }"
    }

    /// What a closure type returns (`Animation` of `@Sendable (Motion) -> Animation`), nil when it
    /// returns nothing (`Void`, `()`).
    static func closureResult(_ type: String) -> String? {
        let function = functionType(type)
        guard let length = groupLength(function), let arrow = function.dropFirst(length).range(of: "->") else { return nil }
        let result = function[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return result.isEmpty || result == "Void" || result == "()" ? nil : result
    }

    /// A closure type without its attributes and the parentheses or optional around it:
    /// `((Int) -> Void)?` → `(Int) -> Void`.
    private static func functionType(_ type: String) -> String {
        var function = type.replacingOccurrences(of: "@escaping", with: "").replacingOccurrences(of: "@Sendable", with: "")
            .replacingOccurrences(of: "@MainActor", with: "").trimmingCharacters(in: .whitespaces)
        while true {
            let unwrapped = function.hasSuffix("?") || function.hasSuffix("!") ? String(function.dropLast()) : function
            guard let length = groupLength(unwrapped), length == unwrapped.count else { return function }
            function = String(unwrapped.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The length of the parenthesised group `text` starts with, if it starts with one.
    private static func groupLength(_ text: String) -> Int? {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return character == ")" ? offset + 1 : nil }
        }
        return nil
    }

    /// The n-th of a series that starts at a quoted sample (a string literal): a weekday or month
    /// name steps through the week or year in its own spelling (`"MON"`, `"TUE"`), a time of day by
    /// half hours (`"7:00"`, `"7:30"`); anything else repeats.
    static func sequenced(_ literal: String, index: Int) -> String {
        let text = String(literal.dropFirst().dropLast())
        guard index > 1 else { return literal }
        for names in [["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
                      ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                       "november", "december"]] {
            let lower = text.lowercased()
            guard lower.count >= 3, let start = names.firstIndex(where: { $0 == lower || ($0.hasPrefix(lower) && lower.count == 3) })
            else { continue }
            var next = names[(start + index - 1) % names.count]
            if lower.count == 3 { next = String(next.prefix(3)) }
            if text == text.uppercased() { next = next.uppercased() } else if text.first?.isUppercase == true { next = next.capitalized }
            return "\"" + next + "\""
        }
        for names in [personNames, personNames.map { String($0.prefix { $0 != " " }) }, personNames.map { String($0.split(separator: " ")[1]) }] {
            if let start = names.firstIndex(of: text) { return "\"" + names[(start + index - 1) % names.count] + "\"" }
        }
        if text.prefixMatch(of: #/\d{1,2}:\d{2}/#) != nil {
            // A time steps by half hours; a range (`8:00 – 8:30 PM`) by its own length, both ends.
            let times = text.matches(of: #/(\d{1,2}):(\d{2})/#).compactMap { match in Int(match.1).flatMap { hour in Int(match.2).map { hour * 60 + $0 } } }
            let span = times.count > 1 && times[1] > times[0] ? times[1] - times[0] : 30
            let twelveHour = text.contains("AM") || text.contains("PM")
            var shifted = text
            for match in text.matches(of: #/(\d{1,2}):(\d{2})/#).reversed() {
                guard let hour = Int(match.1), let minute = Int(match.2) else { continue }
                let minutes = (hour * 60 + minute + span * (index - 1)) % (24 * 60)
                let shownHour = twelveHour ? (minutes / 60 + 11) % 12 + 1 : minutes / 60
                shifted.replaceSubrange(match.range, with: "\(shownHour):" + String(format: "%02d", minutes % 60))
            }
            return "\"" + shifted + "\""
        }
        return literal
    }

    /// Elements an array has by its name when no comment says: a week of `days` (7), a year of `months` (12).
    static func calendarCount(_ name: String) -> Int? {
        let words = ComponentPlan.nameWords(name)
        if words.last == "days" || words.last == "weekdays" { return 7 }
        if words.last == "months" { return 12 }
        return nil
    }

    /// `"£2,418.60"` from a comment such as `// e.g. "£2,418.60"`.
    static func quotedSample(_ comment: String?) -> String? {
        guard let comment, let open = comment.firstIndex(of: "\""),
              let close = comment[comment.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return String(comment[open...close])
    }

    static func numberSample(_ comment: String?, integer: Bool) -> String? {
        // A documented range (`// 0...1`, `// 0-100`, `// -6.0 ... +6.0`): 64 % of the way along it.
        if let (low, high) = documentedRange(comment) {
            let value = ((low + 0.64 * (high - low)) * 100).rounded() / 100
            return integer ? String(Int(value.rounded())) : String(value)
        }
        guard let comment,
              let range = comment.range(of: integer ? #"-?\d+"# : #"-?\d+(\.\d+)?"#, options: .regularExpression) else { return nil }
        let number = String(comment[range])
        return integer || number.contains(".") ? number : number + ".0"
    }

    /// The range a comment documents (`0...1`, `0-100`, `-6.0 ... +6.0`), low below high.
    static func documentedRange(_ comment: String?) -> (Double, Double)? {
        guard let comment, let match = comment.firstMatch(of: #/([-+]?\d+(?:\.\d+)?)\s*(?:\.\.\.|\.\.<|…|–|-)\s*([-+]?\d+(?:\.\d+)?)/#),
              let low = Double(match.1), let high = Double(match.2), high > low else { return nil }
        return (low, high)
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

    /// Seconds by their name, consistent with each other: a whole (a track, a timer's total) is
    /// 3:34, what has elapsed 2:17 (64 % of it, as a fraction's sample), what remains 1:17.
    static func secondsSample(_ name: String) -> String {
        let words = ComponentPlan.nameWords(name)
        if words.contains(where: { ["remaining", "left", "remain"].contains($0) }) { return "77.0" }
        if words.contains(where: { ["elapsed", "current", "position", "played", "progress"].contains($0) }) { return "137.0" }
        return "214.0"
    }

    /// A fraction by one of its words (`downloadProgress`, `fillRatio`; not `duration`).
    static func isFraction(_ name: String) -> Bool {
        let words = ComponentPlan.nameWords(name)
        return ["progress", "percent", "fraction", "ratio", "completion", "opacity"].contains { words.contains($0) }
    }

    /// An integer by its name: an index 1, a score (out of 100, as readiness and credit scores are
    /// drawn) 82, a percentage 64, a person's age 28, anything else (counts, streaks) 3.
    static func integerSample(_ name: String) -> String {
        let words = ComponentPlan.nameWords(name)
        if isIndex(name) { return "1" }
        if words.contains("score") { return "82" }
        if words.last == "age" { return "28" }
        if words.contains(where: { $0.hasPrefix("percent") }) { return "64" }
        return "3"
    }

    /// An index or position (`selectedIndex`, `page`, `selection`, `activeTab`): 1; other integers
    /// (counts, streaks) 3.
    static func isIndex(_ name: String) -> Bool {
        ["index", "page", "selected", "selection", "position", "current"].contains { name.lowercased().contains($0) }
            || ComponentPlan.nameWords(name).contains("tab")
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
