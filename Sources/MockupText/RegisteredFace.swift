import CFreeType
import CShims
import Foundation

/// One face a user's font file offers, under the names iOS finds it by: a static face, a face of a
/// collection (`.ttc`), or a named instance of a variable font (`OpenSans-Bold` in `OpenSans[wdth,wght].ttf`).
struct RegisteredFace: Hashable, Sendable {
    /// Absolute path of the file.
    let path: String
    /// The face of a collection; 0 for a single-face file.
    let faceIndex: Int
    /// The named instance (1-based, as FreeType numbers them); 0 for the file's default face.
    let instance: Int
    /// `FT_Get_Postscript_Name`: `OpenSans-Bold` (for an instance, its name-table name or Adobe's
    /// generated one).
    let postScriptName: String
    /// The family (`Open Sans`) and style (`Bold`) names.
    let family: String
    let style: String
    /// OS/2 weight class, or the instance's `wght`.
    let weight: Double
    let italic: Bool
    /// The instance's design coordinates (empty for a static face).
    let variations: [String: Double]
    /// Whether the file varies along `wght` (a weight override sets the axis instead of picking a face).
    let hasWeightAxis: Bool

    /// The name iOS also accepts besides the PostScript name: family and style (`Open Sans Bold`).
    var fullName: String { style.isEmpty ? family : "\(family) \(style)" }

    /// Order that does not depend on registration order: by path, collection face, instance.
    static func precedes(_ a: RegisteredFace, _ b: RegisteredFace) -> Bool {
        (a.path, a.faceIndex, a.instance) < (b.path, b.faceIndex, b.instance)
    }

    /// Every face and named instance of the font file at `path`; a file FreeType cannot read throws
    /// `FontError.unreadableUserFont` naming it.
    static func faces(inFileAt path: String) throws -> [RegisteredFace] {
        func damaged(_ reason: String) -> FontError { .unreadableUserFont(path: path, reason: reason) }
        guard let data = FileManager.default.contents(atPath: path) else { throw damaged("the file cannot be read") }
        guard data.count >= 12 else { throw damaged("only \(data.count) bytes, too short for a font") }
        do { try data.withUnsafeBytes { try SfntTableDirectory.validate($0, path: path) } } catch let FontError.corruptFile(_, reason) {
            throw damaged(reason)
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw damaged("FreeType could not start") }
        defer { FT_Done_FreeType(library) }
        return try data.withUnsafeBytes { raw -> [RegisteredFace] in
            let base = raw.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
            func open(_ index: Int) throws -> FT_Face {
                var face: FT_Face?
                let error = FT_New_Memory_Face(library, base, FT_Long(raw.count), FT_Long(index), &face)
                guard error == 0, let face else { throw damaged("FreeType error \(error): \(FontError.freeTypeErrorName(error))") }
                return face
            }
            let first = try open(0)
            let faceCount = Int(first.pointee.num_faces)
            FT_Done_Face(first)
            var result: [RegisteredFace] = []
            for faceIndex in 0..<max(faceCount, 1) {
                let face = try open(faceIndex)
                let instances = Int(face.pointee.style_flags >> 16 & 0x7FFF)   // named instances of a variable face
                let axes = axisTags(library: library, face: face)
                result.append(describe(face, path: path, faceIndex: faceIndex, instance: 0, axes: axes))
                FT_Done_Face(face)
                for instance in stride(from: 1, through: instances, by: 1) {
                    let named = try open(instance << 16 | faceIndex)
                    result.append(describe(named, path: path, faceIndex: faceIndex, instance: instance, axes: axes))
                    FT_Done_Face(named)
                }
            }
            guard !result.isEmpty else { throw damaged("the file has no faces") }
            return result
        }
    }

    private static func describe(_ face: FT_Face, path: String, faceIndex: Int, instance: Int, axes: [String]) -> RegisteredFace {
        var variations: [String: Double] = [:]
        if instance > 0, !axes.isEmpty {
            var coordinates = [FT_Fixed](repeating: 0, count: axes.count)
            if FT_Get_Var_Design_Coordinates(face, FT_UInt(axes.count), &coordinates) == 0 {
                for (tag, value) in zip(axes, coordinates) { variations[tag] = Double(value) / 65536 }
            }
        }
        var weight = 400.0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self), os2.pointee.usWeightClass > 0 {
            weight = Double(os2.pointee.usWeightClass)
        }
        if let wght = variations["wght"] { weight = wght }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        return RegisteredFace(path: path, faceIndex: faceIndex, instance: instance, postScriptName: postScript,
                              family: family, style: style, weight: weight,
                              italic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
                              variations: variations, hasWeightAxis: axes.contains("wght"))
    }

    private static func axisTags(library: FT_Library, face: FT_Face) -> [String] {
        guard mockup_ft_has_multiple_masters(face) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return (0..<Int(master.pointee.num_axis)).map { OpenTypeTag.string(UInt32(truncatingIfNeeded: master.pointee.axis[$0].tag)) }
    }
}
