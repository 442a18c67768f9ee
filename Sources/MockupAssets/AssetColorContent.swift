/// What one entry of a colour set holds: its components, or the UIKit colour it refers to by name
/// (`"reference": "systemBlueColor"`, what Xcode writes when a colour set's colour is a system
/// colour such as "System Blue Color" or "Label Color").
public enum AssetColorContent: Hashable, Sendable, Decodable {
    case components(AssetColorValue)
    /// UIKit's name of the colour, without Xcode's `Color` suffix: `systemBlue`, `label`, `darkText`.
    case system(String)

    enum CodingKeys: String, CodingKey { case reference }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let reference = try container.decodeIfPresent(String.self, forKey: .reference) {
            self = .system(reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
        } else {
            self = .components(try AssetColorValue(from: decoder))
        }
    }
}
