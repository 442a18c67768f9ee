import Foundation

/// The Swift Xcode generates from a SiriKit intent definition (`.intentdefinition`), so code that
/// uses it compiles: for each intent `Name`, a `NameIntent: INIntent` with a property per
/// parameter, a `NameIntentResponseCode` enum (the standard codes, then the definition's own from
/// 100) and a `NameIntentResponse`; each enum with its values (`unknown` = 0 first); each custom
/// type as an `INObject` subclass with its own properties. Parameter types follow Xcode's: numbers
/// and Booleans are `NSNumber?`, text `String?`, an enum its enum, several values an array.
/// Parameters of a type the Intents module does not have (people, files, payments) are left out,
/// and so is code that reads them. An unreadable definition generates nothing.
enum IntentDefinitionCode {
    /// One generated file per readable definition, named after it.
    static func files(for definitions: [URL]) -> [(name: String, text: String)] {
        definitions.compactMap { url in
            guard let data = try? Data(contentsOf: url),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
            return (url.lastPathComponent + ".swift", source(of: plist))
        }
    }

    /// The generated source of a definition's property list.
    static func source(of definition: [String: Any]) -> String {
        let enums = definition["INEnums"] as? [[String: Any]] ?? []
        let types = definition["INTypes"] as? [[String: Any]] ?? []
        let intents = definition["INIntents"] as? [[String: Any]] ?? []
        var lines = ["import Foundation", "import Intents"]
        let everyProperty = intents.flatMap { $0["INIntentParameters"] as? [[String: Any]] ?? [] }
            + types.flatMap { $0["INTypeProperties"] as? [[String: Any]] ?? [] }
        if everyProperty.contains(where: { ($0["INIntentParameterType"] ?? $0["INTypePropertyType"]) as? String == "Placemark" }) {
            lines.append("import CoreLocation")
        }
        for enumeration in enums {
            guard let name = enumeration["INEnumName"] as? String else { continue }
            let values = (enumeration["INEnumValues"] as? [[String: Any]] ?? []).compactMap { $0["INEnumValueName"] as? String }
            let cases = (values.contains("unknown") ? values : ["unknown"] + values.filter { $0 != "unknown" })
            lines += ["", "public enum \(name): Int, CaseIterable {"]
                + cases.enumerated().map { "    case `\($1)` = \($0)" } + ["}"]
        }
        for type in types {
            guard let name = type["INTypeName"] as? String else { continue }
            let properties = (type["INTypeProperties"] as? [[String: Any]] ?? []).filter {
                !inheritedProperties.contains($0["INTypePropertyName"] as? String ?? "")
            }
            lines += ["", "public class \(name): INObject {"]
                + properties.compactMap { property("INTypeProperty", $0) }.map { "    public var \($0)" } + ["}"]
        }
        for intent in intents {
            guard let name = intent["INIntentName"] as? String else { continue }
            let parameters = intent["INIntentParameters"] as? [[String: Any]] ?? []
            lines += ["", "public class \(name)Intent: INIntent {"]
                + parameters.compactMap { property("INIntentParameter", $0) }.map { "    public var \($0)" } + ["}"]
            let response = intent["INIntentResponse"] as? [String: Any] ?? [:]
            let own = (response["INIntentResponseCodes"] as? [[String: Any]] ?? []).compactMap { $0["INIntentResponseCodeName"] as? String }
                .filter { !standardResponseCodes.contains($0) }
            lines += ["", "public enum \(name)IntentResponseCode: Int {"]
                + standardResponseCodes.enumerated().map { "    case `\($1)` = \($0)" }
                + own.enumerated().map { "    case `\($1)` = \(100 + $0)" } + ["}"]
            lines += ["", "public class \(name)IntentResponse: INIntentResponse {",
                      "    public fileprivate(set) var code: \(name)IntentResponseCode = .unspecified",
                      "    public convenience init(code: \(name)IntentResponseCode, userActivity: NSUserActivity?) {",
                      "        self.init()", "        self.code = code", "        self.userActivity = userActivity", "    }", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name: Type` with its initial value, for a parameter or type property (`prefix` names its
    /// keys); nil when its type has no Swift counterpart here.
    private static func property(_ prefix: String, _ entry: [String: Any]) -> String? {
        guard let name = entry[prefix + "Name"] as? String else { return nil }
        let multiple = entry[prefix + "SupportsMultipleValues"] as? Bool ?? false
        if let enumeration = entry[prefix + "EnumType"] as? String {
            return multiple ? "`\(name)`: [NSNumber]?" : "`\(name)`: \(enumeration) = .unknown"
        }
        let kind = entry[prefix + "Type"] as? String ?? "String"
        guard let type = kind == "Object" ? entry[prefix + "ObjectType"] as? String ?? "INObject" : swiftTypes[kind] else { return nil }
        return multiple ? "`\(name)`: [\(type)]?" : "`\(name)`: \(type)?"
    }

    /// The Swift type of each parameter type Xcode generates a property of, as Xcode writes it.
    private static let swiftTypes = [
        "String": "String", "Integer": "NSNumber", "Boolean": "NSNumber", "Decimal": "NSNumber", "Duration": "NSNumber",
        "DateComponents": "DateComponents", "URL": "URL", "Placemark": "CLPlacemark",
        "Distance": "Measurement<UnitLength>", "Temperature": "Measurement<UnitTemperature>",
    ]

    /// The response codes every intent response has, in their order.
    private static let standardResponseCodes = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure",
                                                "failureRequiringAppLaunch"]

    /// The properties a custom type inherits from `INObject` (the definition lists them too).
    private static let inheritedProperties: Set<String> = ["identifier", "displayString", "pronunciationHint", "subtitleString",
                                                           "alternativeSpeakableMatches", "displayImage"]
}
