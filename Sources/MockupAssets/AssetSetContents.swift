import Foundation

/// A set's or group's `Contents.json` (Apple's Asset Catalog Format Reference: "Image Set Type",
/// "Named Color Type", "Group Type"): the fields Mockup reads. Unknown fields are ignored.
struct AssetSetContents: Decodable {
    var images: [ImageEntry]?
    var colors: [ColorEntry]?
    var data: [DataEntry]?
    var properties: Properties?

    struct Properties: Decodable {
        /// `"template"` draws the image as a template (its alpha in the foreground style).
        var templateRenderingIntent: String?
        /// A group whose name prefixes the names inside it (`Group/Name`).
        var providesNamespace: Bool?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
            case providesNamespace = "provides-namespace"
        }
    }

    /// One `appearances` element: `{"appearance": "luminosity", "value": "dark"}`.
    struct Appearance: Decodable, Hashable {
        var appearance: String
        var value: String
    }

    /// One file of an image set: its name, scale (`"2x"`; none for a single-scale image), device
    /// idiom and appearances.
    struct ImageEntry: Decodable, AssetVariant {
        var filename: String?
        var scale: String?
        var idiom: String?
        var appearances: [Appearance]?

        init(filename: String, scale: String) {
            self.filename = filename; self.scale = scale
        }

        /// Pixels per point: `2x` is 2; a single-scale image is 1 (Mockup's choice).
        var pixelsPerPoint: Double { scale.flatMap { Double($0.dropLast()) } ?? 1 }
    }

    /// One colour of a colour set, with its idiom and appearances.
    struct ColorEntry: Decodable, AssetVariant {
        /// nil for a colour Mockup cannot read (a broken component).
        var color: AssetColorContent?
        var idiom: String?
        var appearances: [Appearance]?

        enum CodingKeys: String, CodingKey { case color, idiom, appearances }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            color = try? container.decodeIfPresent(AssetColorContent.self, forKey: .color)
            idiom = try container.decodeIfPresent(String.self, forKey: .idiom)
            appearances = try container.decodeIfPresent([Appearance].self, forKey: .appearances)
        }
    }

    /// One file of a data set, with its device idiom, appearances and type identifier.
    struct DataEntry: Decodable, AssetVariant {
        var filename: String?
        var idiom: String?
        var appearances: [Appearance]?
        var universalTypeIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case filename, idiom, appearances
            case universalTypeIdentifier = "universal-type-identifier"
        }
    }

    /// The `Contents.json` in `folder`, nil when missing or not JSON of this shape.
    static func read(folder: String) -> AssetSetContents? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(AssetSetContents.self, from: data)
    }
}
