import Foundation

// The resource types of R.swift.Library 5 and 6 (github.com/mac-cain13/R.swift.Library, MIT; its API
// re-declared here, not its code), which the `R.generated.swift` of R.swift 5 and 6 builds: resources
// by name in a bundle, loaded through UIKit (`UIColor(resource:)`, `UIImage(resource:)`, …).

/// A colour set of the app's asset catalogs (`R.color.brand`).
public protocol ColorResourceType {
    var bundle: Bundle { get }
    var name: String { get }
}

public struct ColorResource: ColorResourceType, @unchecked Sendable {
    public let bundle: Bundle
    public let name: String
    public init(bundle: Bundle, name: String) {
        self.bundle = bundle
        self.name = name
    }
}

/// An image of the app's asset catalogs or files (`R.image.logo`).
public protocol ImageResourceType {
    var bundle: Bundle { get }
    var name: String { get }
}

public struct ImageResource: ImageResourceType, @unchecked Sendable {
    public let bundle: Bundle
    public let name: String
    public init(bundle: Bundle, name: String) {
        self.bundle = bundle
        self.name = name
    }
}

/// A font file the app bundles, by its PostScript name (`R.font.latoBold`).
public protocol FontResourceType {
    var fontName: String { get }
}

public struct FontResource: FontResourceType, Sendable {
    public let fontName: String
    public init(fontName: String) { self.fontName = fontName }
}

/// A file the app bundles (`R.file.dataJson`).
public protocol FileResourceType {
    var bundle: Bundle { get }
    var name: String { get }
    var pathExtension: String { get }
}

extension FileResourceType {
    /// The file's name with its extension.
    public var fullName: String { [name, pathExtension].joined(separator: ".") }
    public func path() -> String? { bundle.path(forResource: self) }
    public func url() -> URL? { bundle.url(forResource: self) }
}

public struct FileResource: FileResourceType, @unchecked Sendable {
    public let bundle: Bundle
    public let name: String
    public let pathExtension: String
    public init(bundle: Bundle, name: String, pathExtension: String) {
        self.bundle = bundle
        self.name = name
        self.pathExtension = pathExtension
    }
}

extension Bundle {
    /// Where the bundle has `resource`, if it has it.
    public func url(forResource resource: FileResourceType) -> URL? {
        url(forResource: resource.name, withExtension: resource.pathExtension)
    }
    public func path(forResource resource: FileResourceType) -> String? {
        path(forResource: resource.name, ofType: resource.pathExtension)
    }
}

extension Data {
    /// The contents of the bundled file `resource`.
    public init(resource: FileResourceType) throws {
        guard let url = resource.url() else { throw NSError(domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError) }
        try self.init(contentsOf: url)
    }
}

/// A key of the app's string tables (`R.string.localizable.welcome`).
public protocol StringResourceType {
    var key: String { get }
    var tableName: String { get }
    var bundle: Bundle { get }
    var locales: [String] { get }
    var comment: String? { get }
}

public struct StringResource: StringResourceType, @unchecked Sendable {
    public let key: String
    public let tableName: String
    public let bundle: Bundle
    public let locales: [String]
    public let comment: String?
    public init(key: String, tableName: String, bundle: Bundle, locales: [String], comment: String?) {
        self.key = key
        self.tableName = tableName
        self.bundle = bundle
        self.locales = locales
        self.comment = comment
    }
}

/// Something a generated `R.validate()` checks.
public protocol Validatable {
    static func validate() throws
}

/// Why a generated `R.validate()` found a resource missing.
public struct ValidationError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(description: String) { self.description = description }
}
