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
    public static let webP = UTType("org.webmproject.webp", conformsTo: ["public.image"], filenameExtension: "webp",
                                    mimeType: "image/webp")
    public static let tiff = UTType("public.tiff", conformsTo: ["public.image"], filenameExtension: "tiff", mimeType: "image/tiff")
    public static let bmp = UTType("com.microsoft.bmp", conformsTo: ["public.image"], filenameExtension: "bmp", mimeType: "image/bmp")
    public static let ico = UTType("com.microsoft.ico", conformsTo: ["public.image"], filenameExtension: "ico",
                                   mimeType: "image/vnd.microsoft.icon")
    public static let heif = UTType("public.heif", conformsTo: ["public.heif-standard"], filenameExtension: "heif",
                                    mimeType: "image/heif")
    public static let heifStandard = UTType("public.heif-standard", conformsTo: ["public.image"])
    public static let rawImage = UTType("public.camera-raw-image", conformsTo: ["public.image"])
    public static let livePhoto = UTType("com.apple.live-photo", conformsTo: [])
    public static let webArchive = UTType("com.apple.webarchive", conformsTo: ["public.data", "public.content"],
                                          filenameExtension: "webarchive", mimeType: "application/x-webarchive")
    public static let avi = UTType("public.avi", conformsTo: ["public.movie"], filenameExtension: "avi", mimeType: "video/avi")
    public static let mpeg = UTType("public.mpeg", conformsTo: ["public.movie"], filenameExtension: "mpg", mimeType: "video/mpeg")
    public static let mpeg2Video = UTType("public.mpeg-2-video", conformsTo: ["public.movie"], filenameExtension: "m2v",
                                          mimeType: "video/mpeg2")
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"],
                                          filenameExtension: "m4a", mimeType: "audio/mp4")
    public static let wav = UTType("com.microsoft.waveform-audio", conformsTo: ["public.audio"], filenameExtension: "wav",
                                   mimeType: "audio/vnd.wave")
    public static let aiff = UTType("public.aiff-audio", conformsTo: ["public.audio"], filenameExtension: "aiff",
                                    mimeType: "audio/aiff")
    public static let midi = UTType("public.midi-audio", conformsTo: ["public.audio"], filenameExtension: "midi",
                                    mimeType: "audio/midi")
    public static let epub = UTType("org.idpf.epub-container", conformsTo: ["public.zip-archive"], filenameExtension: "epub",
                                    mimeType: "application/epub+zip")
    public static let log = UTType("public.log", conformsTo: ["public.plain-text"], filenameExtension: "log")
    public static let contact = UTType("public.contact", conformsTo: ["public.data", "public.content"])
    public static let vCard = UTType("public.vcard", conformsTo: ["public.text", "public.contact"], filenameExtension: "vcf",
                                     mimeType: "text/vcard")
    public static let message = UTType("public.message", conformsTo: ["public.data", "public.content"])
    public static let emailMessage = UTType("public.email-message", conformsTo: ["public.message"], filenameExtension: "eml",
                                            mimeType: "message/rfc822")
    public static let calendarEvent = UTType("public.calendar-event", conformsTo: ["public.data", "public.content"])
    public static let font = UTType("public.font", conformsTo: ["public.data", "public.content"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], filenameExtension: "gz",
                                    mimeType: "application/x-gzip")
    public static let script = UTType("public.script", conformsTo: ["public.source-code"])
    public static let javaScript = UTType("com.netscape.javascript-source", conformsTo: ["public.script"], filenameExtension: "js",
                                          mimeType: "text/javascript")
    public static let shellScript = UTType("public.shell-script", conformsTo: ["public.script"], filenameExtension: "sh",
                                           mimeType: "application/x-sh")
    public static let pythonScript = UTType("public.python-script", conformsTo: ["public.shell-script"], filenameExtension: "py",
                                            mimeType: "text/x-python-script")
    public static let delimitedText = UTType("public.delimited-values-text", conformsTo: ["public.text"])
    public static let binaryPropertyList = UTType("com.apple.binary-property-list", conformsTo: ["com.apple.property-list"])
    public static let xmlPropertyList = UTType("com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"])
    public static let database = UTType("public.database", conformsTo: ["public.data"])
    public static let threeDContent = UTType("public.3d-content", conformsTo: ["public.content"])
    public static let usd = UTType("com.pixar.universal-scene-description", conformsTo: ["public.3d-content", "public.data"],
                                   filenameExtension: "usd")
    public static let usdz = UTType("com.pixar.universal-scene-description-mobile", conformsTo: ["public.zip-archive", "public.3d-content"],
                                    filenameExtension: "usdz", mimeType: "model/vnd.usdz+zip")
    public static let executable = UTType("public.executable", conformsTo: ["public.item"])
    public static let bundle = UTType("com.apple.bundle", conformsTo: ["public.directory"])
    public static let application = UTType("com.apple.application", conformsTo: ["public.executable"])
    public static let symbolicLink = UTType("public.symlink", conformsTo: ["public.item"])
    public static let diskImage = UTType("public.disk-image", conformsTo: ["public.archive"])

    /// The system types above, for look-ups by identifier, extension and MIME type.
    static let system: [UTType] = [
        item, content, data, directory, folder, package, archive, zip, text, plainText, utf8PlainText, utf16PlainText,
        rtf, html, xml, json, yaml, commaSeparatedText, tabSeparatedText, sourceCode, swiftSource, propertyList, url,
        fileURL, pdf, image, png, jpeg, gif, heic, svg, audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie,
        audio, mp3, spreadsheet, presentation, webP, tiff, bmp, ico, heif, heifStandard, rawImage, livePhoto, webArchive,
        avi, mpeg, mpeg2Video, mpeg4Audio, wav, aiff, midi, epub, log, contact, vCard, message, emailMessage, calendarEvent,
        font, gzip, script, javaScript, shellScript, pythonScript, delimitedText, binaryPropertyList, xmlPropertyList,
        database, threeDContent, usd, usdz, executable, bundle, application, symbolicLink, diskImage,
    ]
}
