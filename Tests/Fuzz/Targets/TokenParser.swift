// libFuzzer target: the gallery's guide token parser (SwiftExpression, TokenEvaluator) on arbitrary
// Swift source, read as the one code block of a guide.
import MockupGallery
import MockupGuide
import MockupText

private let fonts = try! FontLibrary(directory: FontsDirectory.locate())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let tokens = GuideTokens(document: GuideDocument(markdown: "# Fuzz\n\n```swift\n" + source + "\n```\n"), fonts: fonts)
    _ = tokens.colors.map(\.hex)
    _ = tokens.fonts.count + tokens.issues.count
    return 0
}
