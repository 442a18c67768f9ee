import Foundation

/// Argument values the guide itself passes to its views (`TransactionRow(emoji: "☕️", merchant:
/// "Pret A Manger", …)` in a screen), per type and label: the most faithful samples there are.
/// Only literals are taken — strings, numbers, booleans, `.cases`, `Type.member` references and an
/// element of one (`DataService.instance.data[0]`, as a preview passes the app's own data) — never
/// expressions that depend on the calling code's variables. Also the frame a call gives the view
/// (`UAGlobe(stroke: .white).frame(width: 22, height: 22)`), for views that only fill.
struct CallSiteSamples {
    private var samples: [String: [String: String]] = [:]
    private var frames: [String: UsedFrame] = [:]

    /// `unreachableNames`: private static values (`GuidePresets`), which a call in their own file may
    /// pass (`.fightClub`) but a render cannot. A loading stand-in (`.placeholder` of a skeleton row) is
    /// not taken either: it is not content.
    init(source: String, typeNames: Set<String>, unreachableNames: Set<String> = []) {
        let scanner = SwiftSourceScanner(source)
        for call in GuideCalls(scanner: scanner, names: typeNames).calls {
            for argument in call.arguments {
                let member = String(argument.value.split(separator: ".").last?.prefix { $0 != "[" } ?? "")
                guard let label = argument.label, Self.isLiteral(argument.value), samples[call.name]?[label] == nil,
                      !unreachableNames.contains(member), !GuidePresets.isLoadingStandIn(member) else { continue }
                samples[call.name, default: [:]][label] = argument.value
            }
            if frames[call.name] == nil, let frame = Self.frame(after: call.close, scanner: scanner) { frames[call.name] = frame }
        }
    }

    /// The value the guide passes as `label` to `type`, if it passes a literal anywhere.
    func value(type: String, label: String) -> String? { samples[type]?[label] }

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

    /// A literal the generated call can repeat verbatim.
    static func isLiteral(_ value: String) -> Bool {
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2, !value.contains("\\(") { return true }
        if Double(value) != nil || value == "true" || value == "false" { return true }
        let member = #"^(\.[a-z]\w*|[A-Z]\w*(\.\w+)+(\[\d+\])?)$"#
        return value.range(of: member, options: .regularExpression) != nil
    }

}

/// The size a guide gives a view where it uses it (`.frame(width: 22, height: 22)`); nil sides are
/// left to the view.
public struct UsedFrame: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
}
