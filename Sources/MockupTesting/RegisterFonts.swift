import Foundation
import MockupText

/// Registers the font files (`.ttf`, `.otf`, `.ttc`) in `folder` and its subfolders for every
/// snapshot this process renders, as an app registers its own fonts on iOS: `Font.custom("OpenSans-Bold",
/// size:)` and `UIFont(name:size:)` then find them by PostScript name, full name or family name.
/// Call it before asserting (e.g. in a suite's `init`), typically with a folder in the test target's
/// resources or `URL(fileURLWithPath: #filePath)` relative. Registering again is harmless; which of
/// two files with the same name wins does not depend on the order. Returns the number of faces
/// found; a damaged file throws an error naming it.
@discardableResult
public func registerFonts(in folder: URL) throws -> Int {
    try FontLibrary.shared().registerFonts(in: folder)
}
