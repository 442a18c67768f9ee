import Foundation

/// The fonts a user registered (`FontLibrary.registerFonts(in:)`), found by name as iOS finds the
/// fonts an app registers: by PostScript name, by full name (`Open Sans Bold`), or by family name
/// (the family's regular face). Faces are kept in path order, so when two files offer the same name
/// the one whose path sorts first wins, whatever order the folders were registered in.
struct RegisteredFonts: Sendable {
    /// The font file extensions registered: TrueType, OpenType (CFF) and collections.
    static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]

    private(set) var faces: [RegisteredFace] = []

    var isEmpty: Bool { faces.isEmpty }

    /// Adds faces (a file registered twice counts once).
    mutating func add(_ new: [RegisteredFace]) {
        faces = Array(Set(faces).union(new)).sorted(by: RegisteredFace.precedes)
    }

    /// The face `name` names, or nil.
    func face(named name: String) -> RegisteredFace? {
        faces.first { $0.postScriptName == name } ?? faces.first { $0.fullName == name }
            ?? nearest(inFamily: name, weight: 400, italic: false)
    }

    /// The family's face closest to `weight` with the italic flag asked for if the family has one
    /// (ties go to the heavier face, as for bundled families).
    func nearest(inFamily family: String, weight: Double, italic: Bool) -> RegisteredFace? {
        let members = faces.filter { $0.family == family }
        let styled = members.filter { $0.italic == italic }
        return (styled.isEmpty ? members : styled).min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            if da != db { return da < db }
            if a.weight != b.weight { return a.weight > b.weight }
            return RegisteredFace.precedes(a, b)
        }
    }

    /// The font files in `folder` and its subfolders, sorted by path.
    static func fontFiles(in folder: URL) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FontError.userFontsFolderNotFound(path: folder.path)
        }
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let file = walker?.nextObject() as? URL {
            if fileExtensions.contains(file.pathExtension.lowercased()) { paths.append(file.standardizedFileURL.path) }
        }
        return paths.sorted()
    }
}
