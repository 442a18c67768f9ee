import Foundation

/// A uniform type identifier, as Apple's `UTType`: the identifier, the types it conforms to, and
/// its preferred filename extension and MIME type. The system types documents name are listed
/// below; types of an app's own are created with `init(exportedAs:)` / `init(importedAs:)`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The identifiers of the types this type conforms to directly.
    let parents: [String]
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// Whether the type is declared (by the system or an app) rather than made up dynamically for
    /// an unknown extension; every type here is.
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { !isDeclared }
    public var description: String { identifier }

    init(_ identifier: String, conformsTo parents: [String], filenameExtension: String? = nil, mimeType: String? = nil) {
        self.identifier = identifier; self.parents = parents
        preferredFilenameExtension = filenameExtension; preferredMIMEType = mimeType
    }

    /// The system type with `identifier`, nil when it is not one of the known types.
    public init?(_ identifier: String) {
        guard let known = UTType.system.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// A type the app declares (its Info.plist's exported types), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier, conformsTo: [parentType.identifier])
    }

    /// A type another app owns that this app reads (its Info.plist's imported types).
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
        self.init(identifier, conformsTo: [parentType.identifier])
    }

    /// The known type whose preferred extension is `filenameExtension` and that conforms to
    /// `supertype`; nil when there is none.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let known = UTType.system.first(where: { $0.preferredFilenameExtension == ext && $0.conforms(to: supertype) })
        else { return nil }
        self = known
    }

    /// The known type whose preferred MIME type is `mimeType`, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.system.first(where: { $0.preferredMIMEType == mimeType && $0.conforms(to: supertype) })
        else { return nil }
        self = known
    }

    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }

    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this type conforms to, directly or through its parents.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    public static let item = UTType("public.item", conformsTo: [])
    public static let content = UTType("public.content", conformsTo: [])
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    public static let package = UTType("com.apple.package", conformsTo: ["public.directory"])
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    public static let zip = UTType("public.zip-archive", conformsTo: ["public.archive"], filenameExtension: "zip",
                                   mimeType: "application/zip")
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", conformsTo: ["public.text"], filenameExtension: "txt",
                                         mimeType: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", conformsTo: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", conformsTo: ["public.text"], filenameExtension: "rtf", mimeType: "text/rtf")
    public static let html = UTType("public.html", conformsTo: ["public.text"], filenameExtension: "html", mimeType: "text/html")
    public static let xml = UTType("public.xml", conformsTo: ["public.text"], filenameExtension: "xml", mimeType: "application/xml")
    public static let json = UTType("public.json", conformsTo: ["public.text"], filenameExtension: "json",
                                    mimeType: "application/json")
    public static let yaml = UTType("public.yaml", conformsTo: ["public.text"], filenameExtension: "yaml",
                                    mimeType: "application/x-yaml")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", conformsTo: ["public.text"],
                                                  filenameExtension: "csv", mimeType: "text/csv")
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", conformsTo: ["public.text"],
                                                filenameExtension: "tsv", mimeType: "text/tab-separated-values")
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", conformsTo: ["public.source-code"],
                                           filenameExtension: "swift")
    public static let propertyList = UTType("com.apple.property-list", conformsTo: ["public.data"],
                                            filenameExtension: "plist")
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    public static let pdf = UTType("com.adobe.pdf", conformsTo: ["public.data", "public.content"], filenameExtension: "pdf",
                                   mimeType: "application/pdf")
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    public static let png = UTType("public.png", conformsTo: ["public.image"], filenameExtension: "png", mimeType: "image/png")
    public static let jpeg = UTType("public.jpeg", conformsTo: ["public.image"], filenameExtension: "jpeg",
                                    mimeType: "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", conformsTo: ["public.image"], filenameExtension: "gif",
                                   mimeType: "image/gif")
    public static let heic = UTType("public.heic", conformsTo: ["public.image"], filenameExtension: "heic",
                                    mimeType: "image/heic")
    public static let svg = UTType("public.svg-image", conformsTo: ["public.image"], filenameExtension: "svg",
                                   mimeType: "image/svg+xml")
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", conformsTo: ["public.movie"], filenameExtension: "mp4",
                                          mimeType: "video/mp4")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", conformsTo: ["public.movie"],
                                              filenameExtension: "mov", mimeType: "video/quicktime")
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", conformsTo: ["public.audio"], filenameExtension: "mp3", mimeType: "audio/mpeg")
    public static let spreadsheet = UTType("public.spreadsheet", conformsTo: ["public.content"])
    public static let presentation = UTType("public.presentation", conformsTo: ["public.content"])

    /// The system types above, for look-ups by identifier, extension and MIME type.
    static let system: [UTType] = [
        item, content, data, directory, folder, package, archive, zip, text, plainText, utf8PlainText, utf16PlainText,
        rtf, html, xml, json, yaml, commaSeparatedText, tabSeparatedText, sourceCode, swiftSource, propertyList, url,
        fileURL, pdf, image, png, jpeg, gif, heic, svg, audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie,
        audio, mp3, spreadsheet, presentation,
    ]
}
