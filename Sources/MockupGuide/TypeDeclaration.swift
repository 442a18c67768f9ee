import Foundation

/// A type a guide declares — a struct, class or enum — as far as rendering its components needs:
/// name, conformances, stored properties, initializers and enum cases.
public struct TypeDeclaration: Sendable, Equatable {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum` }

    /// A stored property (`let title: String // "£2,418.60"`).
    public struct Property: Sendable, Equatable {
        public let name: String
        /// The declared type, nil when only a default value gives it.
        public let type: String?
        public let hasDefault: Bool
        /// Attributes such as `@State`, `@Binding`, `@Environment(\.colorScheme)`.
        public let attributes: [String]
        public let isStatic: Bool
        public let isLet: Bool
        /// The comment at the end of the declaration's line, if any.
        public let comment: String?
        /// `private` or `fileprivate` (not only its setter, `private(set)`).
        public var isPrivate = false

        /// Whether this property makes the memberwise initializer private, as Swift does: a private
        /// plain stored property (a `let` with a value aside), or a private wrapped one the
        /// initializer must be given — a wrapper that cannot make itself (`@Binding`, `@ObservedObject`,
        /// `@State` without a value). A wrapper with a value, attribute arguments (`@AppStorage("k")`)
        /// or an `init()` (`@Environment`, `@EnvironmentObject`, `@FocusState`) does not.
        var makesMemberwiseInitializerPrivate: Bool {
            guard isPrivate, !isStatic else { return false }
            guard let wrapper else { return !(isLet && hasDefault) }
            let optional = type?.hasSuffix("?") == true
            return !hasDefault && !isInitializedByItsWrapper
                && (["@Binding", "@ObservedObject", "@Bindable", "@StateObject"].contains(wrapper) || (wrapper == "@State" && !optional))
        }

        /// The property wrapper attribute (`@State`, `@AppStorage("key")`), if any.
        var wrapper: String? {
            attributes.first { attribute in
                attribute.hasPrefix("@") && !["@MainActor", "@ViewBuilder", "@objc", "@nonobjc", "@available"].contains { attribute.hasPrefix($0) }
            }
        }

        /// Whether the wrapper attribute's arguments make the wrapper (`@AppStorage("key")`,
        /// `@BundleKey("CFBundleVersion")`): the memberwise initializer then takes the property with
        /// that as its default (SE-0258), so no argument is needed.
        var isInitializedByItsWrapper: Bool { wrapper?.contains("(") == true && !hasDefault }
    }

    /// An explicit `init`: its parameters, and the generic parameters it declares itself
    /// (`init<Content: View>(@ViewBuilder content: () -> Content)` → `Content: View`).
    public struct Initializer: Sendable, Equatable {
        public let parameters: [Parameter]
        public let genericParameters: [GenericParameter]
    }

    /// A generic parameter and its constraint as written inside the angle brackets (`Content`,
    /// `View`); the constraint is empty when there is none there.
    public struct GenericParameter: Sendable, Equatable {
        public let name: String
        public let constraint: String
    }

    /// A parameter of an explicit `init`.
    public struct Parameter: Sendable, Equatable {
        /// The argument label (`_` for none).
        public let label: String
        public let name: String
        public let type: String
        public let hasDefault: Bool
    }

    public let kind: Kind
    public let name: String
    /// The name as code outside the type writes it: `VisaCard.Tier` for a nested type.
    public let qualifiedName: String
    /// Not reachable from another file of the program: `private` or `fileprivate`, declared in such a
    /// type, or local to a function or property body.
    public let isPrivate: Bool
    /// Declared in a generic type (or an extension of one): code names it only with the outer type's
    /// arguments.
    public var isInGenericType = false
    /// The type's generic parameters (`<Selection: Hashable, Content: View>`), empty when it has none.
    public let genericParameters: [GenericParameter]
    public var isGeneric: Bool { !genericParameters.isEmpty }
    /// Names after `:` (`View`, `PreviewProvider`, `Hashable`, ...).
    public let conformances: [String]
    public let properties: [Property]
    /// Explicit initializers' parameter lists.
    public let initializers: [Initializer]
    /// Initializers declared in extensions of the type, which keep the memberwise one.
    public var extensionInitializers: [Initializer] = []
    /// An enum's cases, each with the values it carries (`delayed(minutes: Int)` → `(minutes: Int)`).
    public let cases: [Case]

    /// An enum case: its name and, when it carries values, their list as written.
    public struct Case: Sendable, Equatable {
        public let name: String
        public let payload: String?
    }

    /// Case names of an enum whose cases carry no values (empty otherwise).
    public var simpleCases: [String] { cases.allSatisfy { $0.payload == nil } ? cases.map(\.name) : [] }
    /// Program line of the declaration.
    public let line: Int
    /// The string literals of the body, one per line (`kcal of \(goal) goal`): the words a view
    /// draws around its values, which say what they measure.
    public let bodyStrings: String
    /// The members the body's code names after a dot (`nuDarkTextPrimary` of
    /// `Color.nuDarkTextPrimary`, `dark` of `scheme == .dark`).
    public let memberReferences: Set<String>
    /// The whole the body measures a name against, from dividing it by a literal of at least 5
    /// (`CGFloat(level) / 100` → `level`: 100; halving and thirds are layout, not measures).
    public let literalDivisors: [String: Double]

    public var isView: Bool { conformances.contains("View") }
    /// Declared inside another type (or an extension of one).
    public var isNested: Bool { qualifiedName != name }
    public var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
    /// A SwiftUI `App` (rendered as its first window).
    public var isApp: Bool { conformances.contains("App") }
    /// A WidgetKit `Widget` (rendered as the widget gallery shows it).
    public var isWidget: Bool { conformances.contains("Widget") }
}

extension TypeDeclaration {
    /// Every struct, class and enum declared in `source` (nested ones included), in source order.
    public static func all(in source: String) -> [TypeDeclaration] {
        let scanner = SwiftSourceScanner(source)
        var result: [TypeDeclaration] = []
        var extensionInitializers: [String: [Initializer]] = [:]
        forEachScope(in: 0..<scanner.bytes.count, container: nil, scanner: scanner) { scope in
            guard let kind = scope.kind else {
                extensionInitializers[scope.qualifiedName, default: []] += initializers(in: scope.body, scanner: scanner)
                return
            }
            let line = scanner.bytes[..<scope.keyword.lowerBound].filter { $0 == UInt8(ascii: "\n") }.count + 1
            let header = scope.header, body = scope.body
            result.append(TypeDeclaration(
                kind: kind, name: scope.name, qualifiedName: scope.qualifiedName,
                isPrivate: scope.isPrivate, genericParameters: genericParameters(inHeader: header),
                conformances: conformances(header), properties: kind == .enum ? [] : properties(in: body, scanner: scanner),
                initializers: initializers(in: body, scanner: scanner),
                cases: kind == .enum ? cases(in: body, scanner: scanner) : [], line: line,
                bodyStrings: strings(in: body, scanner: scanner), memberReferences: memberReferences(in: body, scanner: scanner),
                literalDivisors: literalDivisors(in: scanner.codeAndStrings(body))))
        }
        let genericNames = result.filter(\.isGeneric).map { $0.qualifiedName + "." }
        for index in result.indices {
            result[index].extensionInitializers = extensionInitializers[result[index].qualifiedName] ?? []
            result[index].isInGenericType = genericNames.contains(where: result[index].qualifiedName.hasPrefix)
        }
        return result
    }

    /// The body of a type or an extension declared in a source, with the name code outside it writes.
    struct Scope {
        /// nil for an extension.
        let kind: Kind?
        /// The declared type's name, or the extended type's as written (`Color`, `Theme.Palette`).
        let name: String
        /// The name as code outside writes it: `Color.Elevation` for `struct Elevation` in `extension Color`.
        let qualifiedName: String
        /// The code between the name's keyword and the body's brace (`Card: View`, `<T: View>`).
        let header: String
        let keyword: Range<Int>
        /// Inside the braces.
        let body: Range<Int>
        /// Not reachable from another file: `private` or `fileprivate` on the declaration's line, in
        /// such a type, or local to a function or property body.
        let isPrivate: Bool

        /// Declares generic parameters (`struct Card<Content: View>`).
        var isGeneric: Bool { !genericParameters(inHeader: header).isEmpty }
    }

    /// Every type and extension body of `source` (nested ones included), outer ones first.
    static func scopes(in source: String) -> [Scope] {
        let scanner = SwiftSourceScanner(source)
        var result: [Scope] = []
        forEachScope(in: 0..<scanner.bytes.count, container: nil, scanner: scanner) { result.append($0) }
        return result
    }

    /// Calls `visit` with each type and extension body in `range`, then with those nested in it.
    private static func forEachScope(in range: Range<Int>, container: Scope?, scanner: SwiftSourceScanner,
                                     _ visit: (Scope) -> Void) {
        let words = CodeWords(scanner: scanner, range: range)
        var index = range.lowerBound
        // Braces open between `range`'s start and `counted`: a declaration inside one is local to a
        // function or property body.
        var depth = 0, counted = range.lowerBound
        while let word = words.next(from: &index) {
            for position in counted..<word.range.lowerBound where scanner.kinds[position] == .code {
                if scanner.bytes[position] == UInt8(ascii: "{") { depth += 1 } else if scanner.bytes[position] == UInt8(ascii: "}") { depth -= 1 }
            }
            counted = word.range.lowerBound
            let kind = Kind(rawValue: word.text)
            guard kind != nil || word.text == "extension",
                  let open = words.firstCode("{", from: word.range.upperBound),
                  let close = scanner.matchingBrace(from: open) else { continue }
            let header = scanner.codeAndStrings(word.range.upperBound..<open)
            // `class func`, `enum` inside a `case` pattern and similar are not declarations.
            guard let name = header.firstName(dotted: kind == nil), kind == nil || !header.contains("(") || header.contains("<") else {
                continue
            }
            let lineStart = scanner.bytes[..<word.range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? range.lowerBound
            let modifiers = scanner.codeAndStrings(max(lineStart, range.lowerBound)..<word.range.lowerBound)
            let qualifiedName = [container?.qualifiedName, name].compactMap { $0 }.joined(separator: ".")
            let body = (open + 1)..<close
            let scope = Scope(kind: kind, name: name, qualifiedName: qualifiedName, header: header, keyword: word.range, body: body,
                              isPrivate: modifiers.contains("private") || container?.isPrivate == true || depth > 0)
            visit(scope)
            forEachScope(in: body, container: scope, scanner: scanner, visit)
            index = close + 1
            counted = index
        }
    }

    /// The string-literal text in `range`, each literal on its own line.
    private static func strings(in range: Range<Int>, scanner: SwiftSourceScanner) -> String {
        var bytes: [UInt8] = []
        var inString = false
        for index in range {
            let isString = scanner.kinds[index] == .string
            if isString { bytes.append(scanner.bytes[index]) } else if inString { bytes.append(UInt8(ascii: "\n")) }
            inString = isString
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The identifiers after a `.` in the code of `range`.
    private static func memberReferences(in range: Range<Int>, scanner: SwiftSourceScanner) -> Set<String> {
        var names: Set<String> = []
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard scanner.bytes[index] == UInt8(ascii: "."), scanner.kinds[index] == .code else { continue }
            var end = index + 1
            while end < range.upperBound, scanner.kinds[end] == .code, SwiftSourceScanner.isIdentifierByte(scanner.bytes[end]) { end += 1 }
            if end > index + 1 { names.insert(scanner.text((index + 1)..<end)) }
        }
        return names
    }

    /// The names divided by a number literal of at least 5 in `code` (the first divisor of each).
    private static func literalDivisors(in code: String) -> [String: Double] {
        let division = try! NSRegularExpression(pattern: #"\b([A-Za-z_]\w*)\)?\s*/\s*([0-9]+(?:\.[0-9]+)?)\b"#)
        var divisors: [String: Double] = [:]
        for match in division.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let name = Range(match.range(at: 1), in: code).map({ String(code[$0]) }),
                  let divisor = Range(match.range(at: 2), in: code).flatMap({ Double(code[$0]) }), divisor >= 5,
                  divisors[name] == nil else { continue }
            divisors[name] = divisor
        }
        return divisors
    }

    /// `Name<T>: View, Hashable where …` → ["View", "Hashable"].
    private static func conformances(_ header: String) -> [String] {
        var text = header
        if let angle = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), angle < close {
            text.removeSubrange(angle...close)
        }
        guard let colon = text.firstIndex(of: ":") else { return [] }
        var list = String(text[text.index(after: colon)...])
        if let whereClause = list.range(of: " where ") { list = String(list[..<whereClause.lowerBound]) }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// The statements directly inside a type body (depth 1), each as its code text and the comment
    /// that ends its first line.
    static func statements(in body: Range<Int>, scanner: SwiftSourceScanner) -> [(code: String, comment: String?, start: Int)] {
        var result: [(String, String?, Int)] = []
        var depth = 0
        var lineStart = body.lowerBound
        var index = body.lowerBound
        var atDepthZeroLine = true
        while index <= body.upperBound {
            let isEnd = index == body.upperBound
            let byte = isEnd ? UInt8(ascii: "\n") : scanner.bytes[index]
            if !isEnd, scanner.kinds[index] == .code {
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            }
            if byte == UInt8(ascii: "\n") {
                if atDepthZeroLine {
                    let range = lineStart..<index
                    var code = scanner.codeAndStrings(range).trimmingCharacters(in: .whitespaces)
                    // A brace on the next line opens this declaration's body (`var body: some View` ⏎ `{`).
                    if depth == 0, !isEnd, let next = (index + 1..<body.upperBound).first(where: {
                        scanner.kinds[$0] == .code && !SwiftSourceScanner.isSpace(scanner.bytes[$0])
                    }), scanner.bytes[next] == UInt8(ascii: "{") {
                        code += " {"
                    }
                    let commentBytes = range.filter { scanner.kinds[$0] == .comment }
                    let comment = commentBytes.isEmpty ? nil
                        : String(decoding: commentBytes.map { scanner.bytes[$0] }, as: UTF8.self)
                    // `let title: String; let action: () -> Void` is two statements.
                    for part in splitTopLevel(code, by: ";") {
                        let statement = part.trimmingCharacters(in: .whitespaces)
                        if !statement.isEmpty { result.append((statement, comment, lineStart)) }
                    }
                }
                lineStart = index + 1
                atDepthZeroLine = depth == 0
            }
            index += 1
        }
        return result
    }

    private static let propertyPattern = try! NSRegularExpression(
        pattern: #"^((?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*)((?:(?:private|fileprivate|internal|public|open|static|lazy|weak|nonisolated|final|override)(?:\(set\))?\s+)*)(let|var)\s+(\w+(?:\s*,\s*\w+)*)\s*(?::\s*([^={]+?))?\s*(=|\{|$)"#)

    private static func properties(in body: Range<Int>, scanner: SwiftSourceScanner) -> [Property] {
        // Attributes on lines of their own (`@FetchRequest(` with its arguments on the next lines,
        // above `private var items`) belong to the property that follows.
        var pendingAttributes: [String] = []
        return statements(in: body, scanner: scanner).flatMap { statement -> [Property] in
            let code = statement.code
            if let attributes = attributesOnly(code) {
                pendingAttributes += attributes
                return []
            }
            defer { pendingAttributes = [] }
            let ns = code as NSString
            guard let match = propertyPattern.firstMatch(in: code, range: NSRange(location: 0, length: ns.length)) else { return [] }
            func group(_ i: Int) -> String? {
                let r = match.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            let terminator = group(6) ?? ""
            // `var x: Int { … }` is computed (unless it is `{ didSet`/`willSet`, still stored).
            if terminator == "{", !code.contains("didSet"), !code.contains("willSet") { return [] }
            let attributes = pendingAttributes
                + (group(1) ?? "").split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("@") }
            let modifiers = group(2) ?? ""
            let isLet = group(3) == "let"
            var type = group(5)?.trimmingCharacters(in: .whitespaces)
            // `let depTime, depCode: String` declares several properties of one type.
            var names = (group(4) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // `let power: Double, cadence: Double` declares several, each with its own type.
            var ownTypes: [String: String] = [:]
            if let written = type, case let parts = splitTopLevel(written, by: ","), parts.count > 1,
               let name = names.last, names.count == 1 {
                let declared = parts.dropFirst().compactMap { $0.firstMatch(of: #/^\s*(\w+)\s*:\s*(.+?)\s*$/#) }
                if declared.count == parts.count - 1 {
                    type = parts[0].trimmingCharacters(in: .whitespaces)
                    ownTypes[name] = type
                    for part in declared { names.append(String(part.1)); ownTypes[String(part.1)] = String(part.2) }
                }
            }
            // A `var` of optional type without a value starts as nil, so the memberwise initializer
            // defaults it — unless a wrapper without `init(wrappedValue:)` holds it (`@Binding var x: T?`).
            let bindingWrapped = attributes.contains { ["@Binding", "@ObservedObject", "@EnvironmentObject", "@Bindable"].contains($0) }
            let optionalVar = !isLet && !bindingWrapped && (type?.hasSuffix("?") ?? false)
            return names.map { name in
                let type = ownTypes[name] ?? type
                return Property(name: name, type: type?.isEmpty == false ? type : nil,
                         hasDefault: terminator == "=" || optionalVar, attributes: attributes,
                         isStatic: modifiers.contains("static"), isLet: isLet, comment: statement.comment,
                         isPrivate: modifiers.split(whereSeparator: \.isWhitespace).contains { $0 == "private" || $0 == "fileprivate" })
            }
        }
    }

    /// The attributes of a line that holds only attributes, each with its arguments as written
    /// (`@MainActor`, `@BundleKey("CFBundleVersion")`, `@FetchRequest(` whose arguments continue on
    /// the next lines), else nil.
    static func attributesOnly(_ line: String) -> [String]? {
        guard line.hasPrefix("@") else { return nil }
        // The words outside parentheses, each with the parenthesized arguments that follow it.
        var words: [String] = [""]
        var depth = 0
        for character in line {
            if depth == 0, character.isWhitespace {
                if !words[words.count - 1].isEmpty { words.append("") }
                continue
            }
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            words[words.count - 1].append(character)
        }
        let attributes = words.filter { !$0.isEmpty }
        guard attributes.allSatisfy({ $0.prefix { $0 != "(" }.range(of: #"^@\w+$"#, options: .regularExpression) != nil })
        else { return nil }
        return attributes
    }

    private static func initializers(in body: Range<Int>, scanner: SwiftSourceScanner) -> [Initializer] {
        statements(in: body, scanner: scanner).compactMap { statement -> Initializer? in
            let code = statement.code
            guard let head = code.firstMatch(of: #/^(?:(?:public|internal|private|fileprivate|convenience|required|@\w+)\s+)*init\??\s*(<[^()]*>)?\s*\(/#)
            else { return nil }
            guard !code.contains("private init") else { return nil }
            // The parameter list, which may run over several lines: from the "(" after `init` to its match.
            guard let open = (statement.start..<body.upperBound).first(where: {
                scanner.bytes[$0] == UInt8(ascii: "(") && scanner.kinds[$0] == .code
            }), let close = scanner.matchingBrace(from: open) else { return nil }
            return Initializer(parameters: splitTopLevel(scanner.codeAndStrings((open + 1)..<close), by: ",").compactMap(parameter),
                               genericParameters: head.1.map { genericParameters(String($0)) } ?? [])
        }
    }

    /// `<Content: View, T>` → `Content: View`, `T` (constraint empty).
    static func genericParameters(_ clause: String) -> [GenericParameter] {
        splitTopLevel(String(clause.dropFirst().dropLast()), by: ",").map { parameter in
            let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return GenericParameter(name: parts[0], constraint: parts.count > 1 ? parts[1] : "")
        }
    }

    /// `label name: Type = default` → a parameter.
    private static func parameter(_ text: String) -> Parameter? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        // Attributes before the names (`@ViewBuilder content:`) are not labels.
        let names = trimmed[..<colon].split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("@") }
        guard let name = names.last else { return nil }
        let label = names.count > 1 ? names[0] : name
        var rest = String(trimmed[trimmed.index(after: colon)...])
        var hasDefault = false
        if let equals = splitTopLevel(rest, by: "=").first, equals.count < rest.count {
            rest = equals; hasDefault = true
        }
        var type = rest.replacingOccurrences(of: "@escaping", with: "").replacingOccurrences(of: "@ViewBuilder", with: "")
            .trimmingCharacters(in: .whitespaces)
        // A result builder of the code's own (`@ActionBuilder actions: () -> [Action]`) stays with the
        // type: a sample closure lists its elements as statements.
        if let builder = trimmed[..<colon].split(whereSeparator: \.isWhitespace).first(where: { $0.hasPrefix("@") && $0.hasSuffix("Builder") && $0 != "@ViewBuilder" }) {
            type = builder + " " + type
        }
        // An `@autoclosure () -> T` parameter is passed a value of `T`.
        if type.hasPrefix("@autoclosure") {
            type = type.dropFirst("@autoclosure".count).trimmingCharacters(in: .whitespaces)
            if type.hasPrefix("()"), let arrow = type.range(of: "->") { type = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces) }
        }
        return Parameter(label: label, name: name, type: type, hasDefault: hasDefault)
    }

    private static func cases(in body: Range<Int>, scanner: SwiftSourceScanner) -> [Case] {
        var cases: [Case] = []
        for statement in statements(in: body, scanner: scanner) where statement.code.hasPrefix("case ") {
            for item in splitTopLevel(String(statement.code.dropFirst(5)), by: ",") {
                let declaration = splitTopLevel(item, by: "=").first?.trimmingCharacters(in: .whitespaces) ?? ""
                let name = declaration.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { continue }
                let payload = declaration.firstIndex(of: "(").map { String(declaration[$0...]) }
                cases.append(Case(name: name.replacingOccurrences(of: "`", with: ""), payload: payload))
            }
        }
        return cases
    }

    /// The generic parameters of a type's header (`Card<Content: View>: View` → `Content: View`).
    private static func genericParameters(inHeader header: String) -> [GenericParameter] {
        guard let open = header.firstIndex(where: { $0 == "<" || $0 == ":" }), header[open] == "<" else { return [] }
        var depth = 0
        for index in header[open...].indices {
            if header[index] == "<" { depth += 1 } else if header[index] == ">" { depth -= 1 }
            if depth == 0 { return genericParameters(String(header[open...index])) }
        }
        return []
    }

    /// `text` split at `separator`s outside brackets, parentheses, braces, angle brackets and string literals.
    static func splitTopLevel(_ text: String, by separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        // Inside a string literal (`= "Gestures, blend and transform"`) nothing separates or nests.
        var inString = false, escaped = false
        for character in text {
            if inString {
                if character == "\"", !escaped { inString = false }
                escaped = character == "\\" && !escaped
                current.append(character)
                continue
            }
            switch character {
            case "\"": inString = true
            // `..<` and a spaced `a < b`, `a > b` are operators; a function type's `->` is an arrow.
            case "<" where previous == "." || previous == " ", ">" where previous == "-" || previous == " ": break
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth -= 1
            default: break
            }
            previous = character
            if character == separator, depth == 0 {
                parts.append(current); current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }
}

/// Identifier-like words in the code (not strings or comments) of a range.
private struct CodeWords {
    let scanner: SwiftSourceScanner
    let range: Range<Int>

    /// The next word at or after `index`, at brace depth 0 relative to the range; moves `index` past it.
    func next(from index: inout Int) -> (text: String, range: Range<Int>)? {
        var depth = 0
        while index < range.upperBound {
            let byte = scanner.bytes[index]
            guard scanner.kinds[index] == .code else { index += 1; continue }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0, isWordByte(byte), index == range.lowerBound || !isWordByte(scanner.bytes[index - 1]) {
                let start = index
                while index < range.upperBound, isWordByte(scanner.bytes[index]) { index += 1 }
                return (scanner.text(start..<index), start..<index)
            }
            index += 1
        }
        return nil
    }

    /// The first `character` in code at or after `start`.
    func firstCode(_ character: Character, from start: Int) -> Int? {
        let target = character.asciiValue!
        return (start..<range.upperBound).first { scanner.bytes[$0] == target && scanner.kinds[$0] == .code }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

private extension String {
    /// The first identifier in the text (a type's name after its keyword), or dotted path of
    /// identifiers when `dotted` (an extended type: `Color.Brand`).
    func firstName(dotted: Bool) -> String? {
        let trimmed = drop { $0.isWhitespace }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || dotted && $0 == "." }
        return name.isEmpty ? nil : String(name)
    }
}
