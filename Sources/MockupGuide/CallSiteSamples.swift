import Foundation

/// Argument values the guide itself passes to its views (`TransactionRow(emoji: "☕️", merchant:
/// "Pret A Manger", …)` in a screen), per type and label: the most faithful samples there are; the
/// first for each label that is not empty (`""`, `0`), else the first.
/// Only literals are taken — strings, numbers, booleans, `.cases`, `Type.member` references and an
/// element of one (`DataService.instance.data[0]`, as a preview passes the app's own data), a type's
/// initializer given literals (`Angle(degrees: 5)`, `ModelData().landmarks[0]`), and a static value of
/// the type around the call (`landmarks[0]` in a preview) — never expressions that depend on the
/// calling code's variables. Also the frame a call gives the view
/// (`UAGlobe(stroke: .white).frame(width: 22, height: 22)`), for views that only fill.
struct CallSiteSamples {
    private var samples: [String: [String: String]] = [:]
    /// The first such value the code passes for one of the program's own non-view types (`Landmark`).
    private var samplesByModelType: [String: String] = [:]
    private var frames: [String: UsedFrame] = [:]

    /// `unreachableNames`: private static values (`GuidePresets`), which a call in their own file may
    /// pass (`.fightClub`) but a render cannot. A loading stand-in (`.placeholder` of a skeleton row) is
    /// not taken either: it is not content.
    init(source: String, types: [TypeDeclaration], unreachableNames: Set<String> = []) {
        let scanner = SwiftSourceScanner(source)
        var staticMembers: StaticMembers?
        let modelTypes = Set(types.filter { !$0.isView }.map(\.qualifiedName))
        let declarations = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A type nested in another (`EditPostView.Icon`) by its qualified name, when its name is its own.
        let byName = Dictionary(grouping: types, by: \.name)
        let nestedNames = byName.compactMapValues { sameName in
            sameName.count == 1 && sameName[0].qualifiedName != sameName[0].name ? sameName[0].qualifiedName : nil
        }
        // A name only types nested in several others declare (each screen's `Constants`) means the
        // caller's own: a value made of it cannot be passed from elsewhere.
        let ambiguousNestedNames = Set(byName.filter { $0.value.count > 1 && $0.value.allSatisfy { $0.qualifiedName != $0.name } }.keys)
        for call in GuideCalls(scanner: scanner, names: Set(types.map(\.name))).calls {
            for argument in call.arguments {
                let member = String(argument.value.split(separator: ".").last?.prefix { $0 != "[" } ?? "")
                // An empty value (`title: ""`, `total: 0`, as a skeleton factory passes) gives way to
                // content a later call passes (the preview's `title: "Read a Book"`).
                guard let label = argument.label, samples[call.name]?[label].map(Self.isEmptyLiteral) ?? true,
                      !unreachableNames.contains(member), !GuidePresets.isLoadingStandIn(member) else { continue }
                var value: String?
                if Self.isLiteral(argument.value) {
                    let head = String(argument.value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    guard !ambiguousNestedNames.contains(head) else { continue }
                    value = Self.qualifyingNestedType(Self.oneLine(argument.value), nestedNames)
                } else if argument.value.first?.isLowercase == true {
                    if staticMembers == nil { staticMembers = StaticMembers(source: source, types: types) }
                    value = staticMembers?.qualified(argument.value, at: call.close)
                }
                guard let value, samples[call.name]?[label] == nil || !Self.isEmptyLiteral(value) else { continue }
                samples[call.name, default: [:]][label] = value
                if let valueType = declarations[call.name].flatMap({ Self.declaredType(of: label, in: $0) }),
                   modelTypes.contains(valueType), samplesByModelType[valueType] == nil {
                    samplesByModelType[valueType] = Self.boundValue(value) ?? value
                }
            }
            if frames[call.name] == nil, let frame = Self.frame(after: call.close, scanner: scanner) { frames[call.name] = frame }
        }
    }

    /// `value` with a leading type nested in another named in full (`Icon.exercise.rawValue`, passed
    /// inside `EditPostView`, is `EditPostView.Icon.exercise.rawValue` where a render calls the view).
    private static func qualifyingNestedType(_ value: String, _ nestedNames: [String: String]) -> String {
        let head = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard head.first?.isUppercase == true, value.dropFirst(head.count).first == ".",
              let qualified = nestedNames[String(head)] else { return value }
        return qualified + value.dropFirst(head.count)
    }

    /// The type a view declares for the argument `label`: its stored property's or an initializer's.
    private static func declaredType(of label: String, in type: TypeDeclaration) -> String? {
        let declared = type.properties.first { $0.name == label && !$0.isStatic }?.type
            ?? type.initializers.lazy.flatMap(\.parameters).first { $0.label == label }?.type
        return declared?.trimmingCharacters(in: .whitespaces)
    }

    /// The value the guide passes as `label` to `type`, if it passes a literal anywhere.
    func value(type: String, label: String) -> String? { samples[type]?[label] }

    /// A value the guide passes to some view for one of its own non-view types (`Landmark`), so a view
    /// it never calls with one (`TextOverlay(landmark:)`) shows the same data; a binding's value unwrapped.
    func value(ofModelType type: String) -> String? { samplesByModelType[type.trimmingCharacters(in: .whitespaces)] }

    /// The frame the guide gives `type` where it uses it, if it gives one with literal sizes.
    func frame(type: String) -> UsedFrame? { frames[type] }

    /// The literal `width:` and `height:` of a `.frame(…)` applied right after the call ending at `close`.
    private static func frame(after close: Int, scanner: SwiftSourceScanner) -> UsedFrame? {
        let bytes = scanner.bytes
        var index = close + 1
        while index < bytes.count, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
        let opener = Array(".frame(".utf8)
        guard index + opener.count <= bytes.count, Array(bytes[index..<(index + opener.count)]) == opener,
              let end = scanner.matching(from: index + opener.count - 1, open: "(", close: ")") else { return nil }
        var frame = UsedFrame()
        for argument in TypeDeclaration.splitTopLevel(scanner.codeAndStrings((index + opener.count)..<end), by: ",") {
            let parts = argument.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard parts.count == 2, let value = Double(parts[1]), value > 0 else { continue }
            if parts[0] == "width" { frame.width = value }
            if parts[0] == "height" { frame.height = value }
        }
        return frame.width == nil && frame.height == nil ? nil : frame
    }

    /// An empty string, a zero or an empty array: a value that shows no content.
    private static func isEmptyLiteral(_ value: String) -> Bool {
        value == "\"\"" || value == "[]" || Double(value) == 0
    }

    /// A literal the generated call can repeat verbatim.
    static func isLiteral(_ value: String) -> Bool {
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2, !value.contains("\\(") { return true }
        // Numbers, with Swift's digit separators too (`4_218.37`).
        if value.first.map({ $0.isNumber || $0 == "-" }) == true, Double(value.replacing("_", with: "")) != nil { return true }
        if value == "true" || value == "false" { return true }
        // A key path from the parameter's type (`\.elevation`) and a range of numbers (`10..<50`).
        if value.wholeMatch(of: #/\\(\.[a-z]\w*)+/#) != nil { return true }
        if value.wholeMatch(of: #/-?\d+(\.\d+)?\s*(\.\.<|\.\.\.)\s*-?\d+(\.\d+)?/#) != nil { return true }
        // A binding to a literal (`.constant(DailyScrum.sampleData[0])`, as previews pass bindings).
        if let bound = boundValue(value) { return isLiteral(bound) }
        // An array or a tuple of literals, as a preview passes a list's rows (`[GrabService(symbol:
        // "car.fill", title: "รถยนต์"), …]`, `[("plus.circle", "Top up"), …]`), comments excluded.
        if !value.contains("//"), !value.contains("/*"), let elements = collectionElements(value) {
            return !elements.isEmpty && elements.allSatisfy(isLiteral)
        }
        let member = #"^(\.[a-z]\w*|[A-Z]\w*(\.\w+)+"# + accessChain + ")$"
        return value.range(of: member, options: .regularExpression) != nil || isLiteralInitializerCall(value)
    }

    /// The members and elements read after a value (`.sampleData[0].data`), as a regular expression.
    static let accessChain = #"(?:\.\w+|\[\d+\])*"#

    /// The value a constant binding holds (`DailyScrum.sampleData[0]` of `.constant(DailyScrum.sampleData[0])`).
    private static func boundValue(_ value: String) -> String? {
        value.wholeMatch(of: #/\.constant\((.+)\)/#).map { String($0.1) }
    }

    /// `value` on one line, as a report shows it: the line breaks of an array written over several
    /// lines and their indentation become one space, none inside brackets (string literals hold no
    /// line breaks; a multi-line one is kept as written).
    private static func oneLine(_ value: String) -> String {
        guard value.contains("\n"), !value.contains("\"\"\"") else { return value }
        return value.replacing(#/([\[(])\s*\n\s*/#) { $0.output.1 + "" }
            .replacing(#/,?\s*\n\s*([\])])/#) { $0.output.1 + "" }
            .replacing(#/\s*\n\s*/#, with: " ")
    }

    /// The elements of an array literal (`[a, b,]`) or a tuple's values without their labels
    /// (`(symbol: "star", title: "Top up")`); nil for anything else.
    private static func collectionElements(_ value: String) -> [String]? {
        let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = value.first, first == "[" || first == "(",
              value.last == (first == "[" ? "]" : ")"), closesAtEnd(value) else { return nil }
        var elements = TypeDeclaration.splitTopLevel(String(value.dropFirst().dropLast()), by: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        if elements.last?.isEmpty == true { elements.removeLast() }  // a trailing comma
        guard first == "(" else { return elements }
        return elements.map { $0.wholeMatch(of: #/[a-z]\w*\s*:\s*(.+)/#.dotMatchesNewlines()).map { String($0.1) } ?? $0 }
    }

    /// Whether the bracket opening `value` is closed by its last character (`[a, b]`, not `[a][0]`).
    private static func closesAtEnd(_ value: String) -> Bool {
        var depth = 0, inString = false, previous: Character?
        for (offset, character) in value.enumerated() {
            defer { previous = character }
            if character == "\"", previous != "\\" { inString.toggle() }
            guard !inString else { continue }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { return offset == value.count - 1 }
            }
        }
        return false
    }

    /// A type's initializer given only literals (`Angle(degrees: 5)`, `ModelData()`, `.init(month:
    /// "Aug", amount: 420)` where the parameter's type is known), maybe followed by members and
    /// elements (`ModelData().landmarks[0]`, as Apple's Landmarks previews pass).
    private static func isLiteralInitializerCall(_ value: String) -> Bool {
        guard let call = try? Regex(#"([A-Z]\w*(?:\.[A-Z]\w*)*|\.init)\((.*)\)"# + accessChain)
            .dotMatchesNewlines().wholeMatch(in: value),
              let arguments = call[2].substring.map(String.init) else { return false }
        // `.init()` names no data of its own (`api: .init()`): only a named type's empty call is taken.
        guard !arguments.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return !value.hasPrefix(".") }
        return TypeDeclaration.splitTopLevel(arguments, by: ",").allSatisfy { argument in
            let argument = argument.trimmingCharacters(in: .whitespacesAndNewlines)
            let unlabelled = argument.wholeMatch(of: #/[a-z]\w*\s*:\s*(.+)/#.dotMatchesNewlines()).map { String($0.1) } ?? argument
            return isLiteral(unlabelled)
        }
    }

}

/// The static values of the types around a call, which a call inside them passes by their bare name
/// (`LandmarkRow(landmark: landmarks[0])` in a preview declaring `static let landmarks = ModelData().landmarks`),
/// and the program's global constants (`landmarkData[0]`, as Apple's first Landmarks previews pass).
private struct StaticMembers {
    private let scopes: [TypeDeclaration.Scope]
    private let names: [String: Set<String>]
    private let instanceNames: [String: Set<String>]
    /// The names of the `let`s and `var`s declared at the top level (at a line's start), not private.
    private let globals: Set<String>

    init(source: String, types: [TypeDeclaration]) {
        scopes = TypeDeclaration.scopes(in: source).filter { $0.kind != nil && !$0.isPrivate }
        names = Dictionary(types.map { type in
            (type.qualifiedName, Set(type.properties.filter { $0.isStatic && !$0.isPrivate }.map(\.name)))
        }, uniquingKeysWith: { $0.union($1) })
        instanceNames = Dictionary(types.map { type in (type.qualifiedName, Set(type.properties.filter { !$0.isStatic }.map(\.name))) },
                                   uniquingKeysWith: { $0.union($1) })
        globals = Set(source.matches(of: #/(?m)^(?:public\s+|internal\s+)?(?:let|var)\s+([a-z_]\w*)\s*[:=]/#).map { String($0.1) })
    }

    /// `value` (`landmarks[0]`, `modelData.hikes[0].name`) qualified with the innermost type around `offset`
    /// when it starts with a static value of that type, as the runner can reach it; as it is when it
    /// starts with a global constant no property of that type shadows.
    func qualified(_ value: String, at offset: Int) -> String? {
        guard let reference = try? Regex(#"([a-z]\w*)"# + CallSiteSamples.accessChain).wholeMatch(in: value),
              let name = reference[1].substring.map(String.init) else { return nil }
        let scope = scopes.last { $0.body.contains(offset) }
        if let scope, names[scope.qualifiedName]?.contains(name) == true { return scope.qualifiedName + "." + value }
        guard globals.contains(name), scope.map({ instanceNames[$0.qualifiedName]?.contains(name) != true }) ?? true else { return nil }
        return value
    }
}

/// The size a guide gives a view where it uses it (`.frame(width: 22, height: 22)`); nil sides are
/// left to the view.
public struct UsedFrame: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
}
