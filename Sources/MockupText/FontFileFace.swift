import Foundation

/// The names of one face of a font file, as an app's resource tools read them (SwiftGen's and Tuist's
/// font accessors): its PostScript name, family and style.
public struct FontFileFace: Hashable, Sendable {
    /// `Pretendard-SemiBold`.
    public let postScriptName: String
    /// `Pretendard`.
    public let family: String
    /// `SemiBold`.
    public let style: String

    /// The extensions of the font files an app registers: TrueType, OpenType and collections.
    public static var fileExtensions: Set<String> { RegisteredFonts.fileExtensions }

    /// The faces of the font file at `path` (each face of a collection; a variable font's default
    /// instance), without registering them; throws `FontError.unreadableUserFont` for a damaged file.
    public static func faces(inFileAt path: String) throws -> [FontFileFace] {
        try RegisteredFace.faces(inFileAt: path).filter { $0.instance == 0 }.map {
            FontFileFace(postScriptName: $0.postScriptName, family: $0.family, style: $0.style)
        }
    }
}
