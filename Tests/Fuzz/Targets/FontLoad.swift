// libFuzzer target: font loading. The input replaces Manrope-Regular in a copy of the bundled fonts
// folder; text in that face (with emoji and a symbol) is laid out and its glyphs rasterized. A
// damaged file must throw `FontError`, never crash.
import Foundation
import MockupRaster
import MockupText

private let folder: URL = {
    let bundled = try! FontsDirectory.locate()
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-fuzz-fonts-\(getpid())")
    try? FileManager.default.removeItem(at: copy)
    try! FileManager.default.createDirectory(at: copy.appendingPathComponent("Manrope"), withIntermediateDirectories: true)
    for entry in try! FileManager.default.contentsOfDirectory(atPath: bundled.path) where entry != "Manrope" {
        try! FileManager.default.createSymbolicLink(at: copy.appendingPathComponent(entry),
                                                    withDestinationURL: bundled.appendingPathComponent(entry))
    }
    atexit { try? FileManager.default.removeItem(at: URL(fileURLWithPath: NSTemporaryDirectory() + "mockup-fuzz-fonts-\(getpid())")) }
    return copy
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontLoad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = folder.appendingPathComponent("Manrope/Manrope-Regular.ttf")
    try! Data(bytes: data, count: size).write(to: file)
    let library = FontLibrary(directory: folder)
    let style = TextStyle(font: FontDescriptor(source: .named("Manrope-Regular"), size: 17))
    do {
        let layout = try TextLayoutEngine.layout("Ag fi ☕️ 12", style: style, maxWidth: 80, maxLines: 2, library: library)
        _ = try layout.placedGlyphs(origin: Point(0, 0), scale: 3, cache: library.glyphCache)
    } catch is FontError {
        return 0
    } catch {
        fatalError("font loading threw a \(type(of: error)), not a FontError: \(error)")
    }
    return 0
}
