import Foundation

// The resource values R.swift 7's generated `R.generated.swift` builds (github.com/mac-cain13/R.swift,
// MIT; its API re-declared here, not its code). Each names an asset, font or file of the app's bundle;
// the integrations (`Color(_:)`, `Image(_:)`, `UIFont(resource:size:)`, …) load it as the app would.

/// A colour set of the app's asset catalogs (`R.color.brand`).
public struct ColorResource: Sendable {
    public let name: String
    /// The namespace folders the colour set sits in.
    public let path: [String]
    public let bundle: Bundle

    public init(name: String, path: [String], bundle: Bundle) {
        self.name = name
        self.path = path
        self.bundle = bundle
    }
}

/// An image set of the app's asset catalogs, or an image file (`R.image.logo`).
public struct ImageResource: Sendable {
    public let name: String
    public let path: [String]
    public let bundle: Bundle
    public let locale: LocaleReference?
    public let onDemandResourceTags: [String]?

    public init(name: String, path: [String], bundle: Bundle, locale: LocaleReference?, onDemandResourceTags: [String]?) {
        self.name = name
        self.path = path
        self.bundle = bundle
        self.locale = locale
        self.onDemandResourceTags = onDemandResourceTags
    }
}

/// A data set of the app's asset catalogs (`NSDataAsset`).
public struct DataResource: Sendable {
    public let name: String
    public let path: [String]
    public let bundle: Bundle
    public let onDemandResourceTags: [String]?

    public init(name: String, path: [String], bundle: Bundle, onDemandResourceTags: [String]?) {
        self.name = name
        self.path = path
        self.bundle = bundle
        self.onDemandResourceTags = onDemandResourceTags
    }
}

/// A font file the app bundles, by its PostScript name (`R.font.interBold`).
public struct FontResource: Sendable {
    public let name: String
    public let bundle: Bundle
    public let filename: String

    public init(name: String, bundle: Bundle, filename: String) {
        self.name = name
        self.bundle = bundle
        self.filename = filename
    }
}

/// A file the app bundles (`R.file.dataJson`).
public struct FileResource: Sendable {
    public let name: String
    public let pathExtension: String
    public let bundle: Bundle
    public let locale: LocaleReference?

    public init(name: String, pathExtension: String, bundle: Bundle, locale: LocaleReference?) {
        self.name = name
        self.pathExtension = pathExtension
        self.bundle = bundle
        self.locale = locale
    }

    /// The file's name with its extension.
    public var filename: String { pathExtension.isEmpty ? name : "\(name).\(pathExtension)" }

    /// Where the bundle has the file, if it has it.
    public func url() -> URL? { bundle.url(forResource: self) }
    public func callAsFunction() -> URL? { url() }
}

extension Bundle {
    /// Where the bundle has `resource`, if it has it.
    public func url(forResource resource: FileResource) -> URL? {
        url(forResource: resource.name, withExtension: resource.pathExtension)
    }
    public func path(forResource resource: FileResource) -> String? { url(forResource: resource)?.path }
}

/// The localization a resource belongs to: none (not localized), Base, or a language.
public enum LocaleReference: Hashable, Sendable {
    case none
    case base
    case language(String)

    /// The localization of a file inside an `.lproj` folder (`fr.lproj/Info.plist` is `fr`).
    public init(url: URL) {
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else {
            self = .none
            return
        }
        let language = String(folder.dropLast(".lproj".count))
        self = language == "Base" ? .base : .language(language)
    }

    public var isNone: Bool { self == .none }
    public var isBase: Bool { self == .base }
    /// The language code, or "Base"; nil when not localized.
    public var localeDescription: String? {
        switch self {
        case .none: nil
        case .base: "Base"
        case .language(let language): language
        }
    }
}

/// Why a generated `R.validate()` found a resource missing.
public struct ValidationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
