import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import XCTest
@testable import MockupUI

/// Core Image on pixels: the barcode generators, transforms, compositing, colour filters and
/// contexts, as the QR-code, boarding-pass and artwork-colour idioms of view code use them.
/// XCTest, not Swift Testing: the toolchain's Testing library has a cross-import overlay for a module
/// named CoreImage (`_Testing_CoreImage`, not on Linux), so a file importing both cannot compile.
final class CoreImageTests: XCTestCase {
    private func pixels(_ image: CIImage) throws -> PixelImage {
        try XCTUnwrap(CIContext().createCGImage(image, from: image.extent)).pixels
    }

    private func isBlack(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool { image[x, y] == .black }

    /// A bitmap (at most 256 pixels a side) whose every pixel has its own opaque colour.
    private func distinctColours(_ width: Int, _ height: Int) throws -> PixelImage {
        try PixelImage(width: width, height: height, pixels: (0..<width * height).map { index in
            PremultipliedColor(red: UInt8(index % width * 255 / max(width - 1, 1)), green: UInt8(index / width * 255 / max(height - 1, 1)),
                               blue: 128, alpha: 255).rawValue
        })
    }

    /// A square `side` pixels wide of one opaque grey.
    private func flat(_ gray: UInt8, _ side: Int) throws -> CIImage {
        CIImage(cgImage: CGImage(pixels: try PixelImage(width: side, height: side,
                                                        color: PremultipliedColor(red: gray, green: gray, blue: gray, alpha: 255))))
    }

    func testAQRCodeHasOnePixelPerModuleInsideAOneModuleQuietZone() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        XCTAssert(filter.correctionLevel == "M", "Core Image's default level")
        let output = try XCTUnwrap(filter.outputImage)
        // Five bytes at level M fit version 1: 21 modules, plus one module of quiet zone on each side.
        XCTAssert(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let image = try pixels(output)
        XCTAssert((0..<23).allSatisfy { !isBlack(image, $0, 0) && !isBlack(image, 0, $0) }, "the quiet zone is white")
        // The top-left finder pattern: a 7-module dark ring, a light ring, a 3×3 dark centre.
        XCTAssert((1...7).allSatisfy { isBlack(image, $0, 1) && isBlack(image, 1, $0) && isBlack(image, $0, 7) })
        XCTAssert((2...6).allSatisfy { !isBlack(image, $0, 2) } && isBlack(image, 4, 4) && !isBlack(image, 8, 4))
        XCTAssert(image.pixels.allSatisfy { $0 == PremultipliedColor.black.rawValue || $0 == PremultipliedColor.white.rawValue })
        // A higher level needs more modules for the same message once it no longer fits version 1.
        filter.message = Data(String(repeating: "mockup ", count: 4).utf8)
        let medium = try XCTUnwrap(filter.outputImage).extent.width
        filter.correctionLevel = "H"
        XCTAssert(try XCTUnwrap(filter.outputImage).extent.width > medium)
    }

    func testTheKeyedAndTypedFormsAreTheSameFilter() throws {
        let keyed = try XCTUnwrap(CIFilter(name: "CIQRCodeGenerator"))
        keyed.setValue(Data("same".utf8), forKey: "inputMessage")
        keyed.setValue("Q", forKey: "inputCorrectionLevel")
        let typed = CIFilter.qrCodeGenerator()
        typed.message = Data("same".utf8)
        typed.correctionLevel = "Q"
        XCTAssert(try pixels(try XCTUnwrap(keyed.outputImage)) == pixels(try XCTUnwrap(typed.outputImage)))
        XCTAssert(CIFilter(name: "NotAFilter") == nil)
        XCTAssert(try XCTUnwrap(CIFilter(name: "CIQRCodeGenerator")).outputImage == nil, "no message, no output")
    }

    func testEnlargingByAScaleKeepsHardModuleEdges() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        let output = try XCTUnwrap(filter.outputImage).transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        XCTAssert(output.extent == CGRect(x: 0, y: 0, width: 230, height: 230))
        let image = try pixels(output)
        XCTAssert(image.pixels.allSatisfy { $0 == PremultipliedColor.black.rawValue || $0 == PremultipliedColor.white.rawValue })
        XCTAssert(isBlack(image, 10, 10) && isBlack(image, 79, 10) && !isBlack(image, 9, 10) && !isBlack(image, 80, 20))
        // Composited over an infinite white first, the code is scaled all the same.
        let backed = try XCTUnwrap(filter.outputImage).composited(over: .white).transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        XCTAssert(backed.extent.isInfinite)
        XCTAssertEqual(try XCTUnwrap(CIContext().createCGImage(backed, from: output.extent)).pixels, image)
    }

    func testACode128BarcodeIsBarcodeHeightTallInsideItsQuietSpace() throws {
        let filter = CIFilter.code128BarcodeGenerator()
        filter.message = Data("ABC".utf8)
        let output = try XCTUnwrap(filter.outputImage)
        // Start B, three characters, a check character (11 modules each) and the 13-module stop.
        XCTAssert(output.extent == CGRect(x: 0, y: 0, width: 5 * 11 + 13 + 14, height: 32 + 14))
        let image = try pixels(output)
        XCTAssert((0..<46).allSatisfy { !isBlack(image, 6, $0) } && isBlack(image, 7, 7) && isBlack(image, 7, 38) && !isBlack(image, 7, 39))
        filter.quietSpace = 0
        filter.barcodeHeight = 10
        XCTAssert(try XCTUnwrap(filter.outputImage).extent.size == CGSize(width: 68, height: 10))
    }

    func testAztecAndPDF417SymbolsAreGenerated() throws {
        let aztec = CIFilter.aztecCodeGenerator()
        aztec.message = Data("Mockup".utf8)
        let symbol = try XCTUnwrap(aztec.outputImage).extent
        XCTAssert(symbol.width == symbol.height && symbol.width >= 15, "an Aztec symbol is square, 15 modules at least")
        let pdf417 = CIFilter.pdf417BarcodeGenerator()
        pdf417.message = Data("Mockup".utf8)
        let stacked = try XCTUnwrap(pdf417.outputImage).extent
        XCTAssert(stacked.width > stacked.height && Int(stacked.height) % 3 == 0, "rows three pixels tall")
    }

    func testFalseColorMapsDarkAndLightIncludingAlpha() throws {
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data("Hello".utf8)
        let tint = CIFilter.falseColor()
        tint.inputImage = qr.outputImage
        tint.color0 = CIColor(red: 1, green: 0, blue: 0)
        tint.color1 = .clear
        let image = try pixels(try XCTUnwrap(tint.outputImage))
        XCTAssert(image[1, 1] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255), "a dark module in color0")
        XCTAssert(image[0, 0] == .clear, "the light quiet zone in a clear color1")
        let inverted = try pixels(try XCTUnwrap(qr.outputImage).applyingFilter("CIColorInvert"))
        XCTAssert(inverted[1, 1] == .white && inverted[0, 0] == .black)
        let mask = try pixels(try XCTUnwrap(qr.outputImage).applyingFilter("CIMaskToAlpha"))
        XCTAssert(mask[0, 0] == .white && mask[1, 1] == .clear, "white stays, black becomes transparent")
    }

    func testColourFiltersComputeOnSRGBComponents() throws {
        let orange = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        let gray = try pixels(orange.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0.0]))
        // Green 0.5 is stored as 128 of 255 in the cropped bitmap.
        let luma = UInt8((0.2126 + 0.7152 * 128 / 255) * 255 + 0.5)
        XCTAssert(gray[0, 0] == PremultipliedColor(red: luma, green: luma, blue: luma, alpha: 255))
        let brighter = try pixels(orange.applyingFilter("CIColorControls", parameters: [kCIInputBrightnessKey: 0.25]))
        XCTAssert(brighter[0, 0] == PremultipliedColor(red: 255, green: 192, blue: 64, alpha: 255))
        let swapped = CIFilter.colorMatrix()
        swapped.inputImage = orange
        swapped.rVector = CIVector(x: 0, y: 0, z: 1, w: 0)
        swapped.bVector = CIVector(x: 1, y: 0, z: 0, w: 0)
        XCTAssert(try pixels(try XCTUnwrap(swapped.outputImage))[1, 1] == PremultipliedColor(red: 0, green: 128, blue: 255, alpha: 255))
    }

    func testThePhotoEffectsAreTheirLooks() throws {
        let red = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        func grey(_ filter: CIFilter & CIPhotoEffect) throws -> UInt8 {
            filter.inputImage = red
            let pixel = try pixels(try XCTUnwrap(filter.outputImage))[0, 0]
            XCTAssert(pixel.red == pixel.green && pixel.green == pixel.blue, "\(filter.name) is grey")
            return pixel.red
        }
        // Red's Rec. 709 luma is 0.2126: Tonal keeps it, Mono (contrast 0.85) lifts it, Noir (1.5) darkens it.
        XCTAssert(try grey(CIFilter.photoEffectTonal()) == 54)
        XCTAssert(try grey(CIFilter.photoEffectMono()) == 65)
        XCTAssert(try grey(CIFilter.photoEffectNoir()) == 18)
        let chrome = CIFilter.photoEffectChrome()
        chrome.inputImage = red
        XCTAssert(try pixels(try XCTUnwrap(chrome.outputImage))[1, 1] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
        // On mid-grey the film tints show: Fade lifts it, Instant and Transfer warm it, Process cools it.
        let midGrey = CIImage(color: CIColor(red: 0.5, green: 0.5, blue: 0.5)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        func tinted(_ name: String) throws -> PremultipliedColor { try pixels(midGrey.applyingFilter(name))[0, 0] }
        let faded = try tinted("CIPhotoEffectFade")
        XCTAssert(faded.red == faded.blue && faded.red > 140)
        XCTAssert(try tinted("CIPhotoEffectInstant").red > tinted("CIPhotoEffectInstant").blue)
        XCTAssert(try tinted("CIPhotoEffectTransfer").red > tinted("CIPhotoEffectTransfer").blue)
        XCTAssert(try tinted("CIPhotoEffectProcess").blue > tinted("CIPhotoEffectProcess").red)
        let fade = CIFilter.photoEffectFade()
        fade.extrapolate = true
        XCTAssert(fade.extrapolate && fade.inputKeys.contains("inputExtrapolate"))
    }

    func testAreaAverageGivesTheMeanColourAsOnePixel() throws {
        // Two black and two white pixels: the artwork-colour idiom reads one RGBA8 pixel back.
        let half = try PixelImage(width: 2, height: 2, pixels: [PremultipliedColor.black.rawValue, PremultipliedColor.white.rawValue,
                                                               PremultipliedColor.black.rawValue, PremultipliedColor.white.rawValue])
        let image = CIImage(cgImage: CGImage(pixels: half))
        let filter = try XCTUnwrap(CIFilter(name: "CIAreaAverage"))
        filter.setValue(image, forKey: kCIInputImageKey)
        filter.setValue(CIVector(x: 0, y: 0, z: image.extent.width, w: image.extent.height), forKey: kCIInputExtentKey)
        let output = try XCTUnwrap(filter.outputImage)
        XCTAssert(output.extent == CGRect(x: 0, y: 0, width: 1, height: 1))
        var bitmap = [UInt8](repeating: 0, count: 4)
        CIContext(options: [.workingColorSpace: kCFNull as Any]).render(output, toBitmap: &bitmap, rowBytes: 4,
                                                                        bounds: CGRect(x: 0, y: 0, width: 1, height: 1),
                                                                        format: .RGBA8, colorSpace: nil)
        XCTAssert(bitmap == [128, 128, 128, 255])
    }

    func testPlaneCoordinatesPointUpAndCompositingCoversTheUnion() throws {
        // A red pixel at the plane's origin is the bitmap's bottom-left pixel.
        let red = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let card = red.composited(over: CIImage(color: .white)).cropped(to: CGRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssert(card.extent == CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = try pixels(card)
        XCTAssert(image[0, 1] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) && image[0, 0] == .white && image[2, 1] == .white)
        XCTAssert(CIImage(color: .red).extent.isInfinite && CIContext().createCGImage(CIImage(color: .red), from: .infinite) == nil)
        // CICrop's default rectangle is finite but far larger than a bitmap: no pixels, and no trap.
        let vast = CIImage(color: .red).applyingFilter("CICrop")
        XCTAssert(!vast.extent.isInfinite && vast.extent.width > 1e300)
        XCTAssertNil(CIContext().createCGImage(vast, from: vast.extent))
        let moved = red.transformed(by: CGAffineTransform(translationX: 2, y: 1))
        XCTAssert(moved.extent == CGRect(x: 2, y: 1, width: 1, height: 1))
        XCTAssert(try pixels(moved.composited(over: CIImage(color: .white)).cropped(to: CGRect(x: 0, y: 0, width: 3, height: 2)))[2, 0]
                    == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))
    }

    func testAGaussianBlurSpreadsBeyondTheImage() throws {
        let square = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        let blurred = square.applyingGaussianBlur(sigma: 2)
        XCTAssert(blurred.extent == CGRect(x: -6, y: -6, width: 22, height: 22))
        let image = try pixels(blurred)
        XCTAssert(image[11, 11].alpha > 200, "the centre stays nearly opaque")
        XCTAssert(image[4, 11].alpha > 0 && image[4, 11].alpha < 128, "just outside the square is partly covered")
        XCTAssert(image[0, 0].alpha == 0)
    }

    func testTheStylizeAndDistortionFiltersHaveApplesDefaults() throws {
        let crystallize = CIFilter.crystallize(), pixellate = CIFilter.pixellate(), twirl = CIFilter.twirlDistortion()
        XCTAssert(crystallize.radius == 20 && crystallize.center == CGPoint(x: 150, y: 150))
        XCTAssert(pixellate.scale == 8 && pixellate.center == CGPoint(x: 150, y: 150))
        XCTAssert(twirl.center == CGPoint(x: 150, y: 150) && twirl.radius == 300 && twirl.angle == 3.14)
        XCTAssert(CIFilter.edges().intensity == 1)
        let unsharp = CIFilter.unsharpMask(), vignette = CIFilter.vignette(), effect = CIFilter.vignetteEffect()
        XCTAssert(unsharp.radius == 2.5 && unsharp.intensity == 0.5)
        XCTAssert(vignette.intensity == 0 && vignette.radius == 1)
        XCTAssert(effect.center == CGPoint(x: 150, y: 150) && effect.radius == 150 && effect.intensity == 1 && effect.falloff == 0.5)
        XCTAssert(CIFilter.bloom().radius == 10 && CIFilter.bloom().intensity == 0.5)
        XCTAssert(CIFilter.gloom().radius == 10 && CIFilter.gloom().intensity == 0.5)
        // Keyed, the centre is a vector, and a typed property writes the same key.
        let keyed = try XCTUnwrap(CIFilter(name: "CITwirlDistortion"))
        XCTAssert(keyed.inputKeys == [kCIInputAngleKey, kCIInputCenterKey, kCIInputRadiusKey])
        XCTAssert((keyed.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue == CGPoint(x: 150, y: 150))
        crystallize.center = CGPoint(x: 3, y: 4)
        XCTAssert((crystallize.value(forKey: kCIInputCenterKey) as? CIVector)?.cgPointValue == CGPoint(x: 3, y: 4))
        XCTAssert(kCIInputAmountKey == "inputAmount" && kCIInputEVKey == "inputEV" && kCIInputTargetImageKey == "inputTargetImage")
    }

    func testPixellateBlocksAreUniformAndTakeTheColourAtTheirMiddle() throws {
        let source = try distinctColours(16, 16)
        let filter = CIFilter.pixellate()
        filter.inputImage = CIImage(cgImage: CGImage(pixels: source))
        filter.center = .zero
        filter.scale = 4
        let output = try pixels(try XCTUnwrap(filter.outputImage))
        XCTAssert(output.width == 16 && output.height == 16)
        // Block (i, j) covers plane x 4i..<4i+4, y 4j..<4j+4 (y up: bitmap rows 15 - y) and shows the pixel at its middle.
        for i in 0..<4 {
            for j in 0..<4 {
                let middle = source[4 * i + 2, 15 - (4 * j + 2)]
                XCTAssert((0..<4).allSatisfy { dx in (0..<4).allSatisfy { dy in output[4 * i + dx, 15 - (4 * j + dy)] == middle } }, "\(i), \(j)")
            }
        }
        // By default blocks are 8 wide with a corner at (150, 150): their sides fall on x = 6, 14, 22 …
        let defaults = CIFilter.pixellate()
        defaults.inputImage = CIImage(cgImage: CGImage(pixels: try distinctColours(30, 2)))
        let row = try pixels(try XCTUnwrap(defaults.outputImage))
        XCTAssert((6..<14).allSatisfy { row[$0, 0] == row[6, 0] } && row[5, 0] != row[6, 0] && row[14, 0] != row[13, 0])
    }

    func testEdgesOfAFlatImageAreBlackAndAStepIsFound() throws {
        let flatEdges = try pixels(try flat(200, 8).applyingFilter("CIEdges"))
        XCTAssert(flatEdges.pixels.allSatisfy { $0 == PremultipliedColor.black.rawValue }, "no edge, not even at the image's border")
        // Black on the left half, white on the right: the two columns at the step are lit, the rest stays black.
        let step = try PixelImage(width: 8, height: 8, pixels: (0..<64).map {
            $0 % 8 < 4 ? PremultipliedColor.black.rawValue : PremultipliedColor.white.rawValue
        })
        let filter = CIFilter.edges()
        filter.inputImage = CIImage(cgImage: CGImage(pixels: step))
        let edges = try pixels(try XCTUnwrap(filter.outputImage))
        XCTAssert(edges[3, 4] == .white && edges[4, 4] == .white && edges[1, 4] == .black && edges[6, 4] == .black)
        filter.intensity = 0.5
        XCTAssert(try pixels(try XCTUnwrap(filter.outputImage))[3, 4] == PremultipliedColor(red: 128, green: 128, blue: 128, alpha: 255))
    }

    func testATwirlOfAngleZeroIsTheIdentityAndTurnsCounterClockwise() throws {
        let source = try distinctColours(17, 17)
        let filter = CIFilter.twirlDistortion()
        filter.inputImage = CIImage(cgImage: CGImage(pixels: source))
        filter.center = CGPoint(x: 8.5, y: 8.5)
        filter.radius = 8
        filter.angle = 0
        XCTAssertEqual(try pixels(try XCTUnwrap(filter.outputImage)), source)
        // Halfway out the turn is half the angle: a quarter turn brings the pixel 4 below the centre to 4 right of it.
        filter.angle = .pi
        let twirled = try pixels(try XCTUnwrap(filter.outputImage))
        XCTAssert(twirled[12, 8] == source[8, 12])
        XCTAssert(twirled[0, 0] == source[0, 0] && twirled[16, 8] == source[16, 8], "beyond the radius nothing moves")
    }

    func testAnUnsharpMaskLeavesAFlatImageAndSteepensAStep() throws {
        let flatImage = try flat(100, 12)
        XCTAssertEqual(try pixels(flatImage.applyingFilter("CIUnsharpMask")), try pixels(flatImage))
        let step = try PixelImage(width: 12, height: 4, pixels: (0..<48).map {
            let gray: UInt8 = $0 % 12 < 6 ? 64 : 192
            return PremultipliedColor(red: gray, green: gray, blue: gray, alpha: 255).rawValue
        })
        let filter = CIFilter.unsharpMask()
        filter.inputImage = CIImage(cgImage: CGImage(pixels: step))
        filter.radius = 1
        filter.intensity = 1
        let sharpened = try pixels(try XCTUnwrap(filter.outputImage))
        XCTAssert(sharpened[5, 2].red < 64 && sharpened[6, 2].red > 192, "each side of the step pushed away from the other")
        XCTAssert(sharpened[0, 2].red == 64 && sharpened[11, 2].red == 192, "far from it nothing changes")
    }

    func testCrystallizeCellsAreUniformColoursTakenFromTheInput() throws {
        let source = try distinctColours(64, 64)
        let filter = CIFilter.crystallize()
        filter.inputImage = CIImage(cgImage: CGImage(pixels: source))
        filter.radius = 4
        let output = try pixels(try XCTUnwrap(filter.outputImage))
        XCTAssertEqual(try pixels(try XCTUnwrap(filter.outputImage)), output, "the same crystals every time")
        let inputColours = Set(source.pixels), outputColours = Set(output.pixels)
        XCTAssert(outputColours.isSubset(of: inputColours))
        // One seed per 8 × 8 square: about 64 crystals, each convex, so each row crosses a crystal once.
        XCTAssert((50...100).contains(outputColours.count), "\(outputColours.count)")
        for y in 0..<64 {
            let runs = (0..<64).map { output[$0, y].rawValue }.enumerated().filter { $0.offset == 0 || $0.element != output[$0.offset - 1, y].rawValue }
            XCTAssertEqual(Set(runs.map(\.element)).count, runs.count, "row \(y)")
        }
    }

    func testVignettesDarkenAwayFromTheCentre() throws {
        let white = try flat(255, 21)
        XCTAssertEqual(try pixels(white.applyingFilter("CIVignette")), try pixels(white), "intensity 0 by default")
        let vignette = CIFilter.vignette()
        vignette.inputImage = white
        vignette.intensity = 1
        let shaded = try pixels(try XCTUnwrap(vignette.outputImage))
        XCTAssert(shaded[10, 10] == .white && shaded[0, 0].red < shaded[5, 5].red && shaded[5, 5].red < 255)
        let effect = CIFilter.vignetteEffect()
        effect.inputImage = white
        effect.center = CGPoint(x: 10.5, y: 10.5)
        effect.radius = 8
        let spot = try pixels(try XCTUnwrap(effect.outputImage))
        XCTAssert(spot[10, 10] == .white && spot[0, 0] == .black && spot[10, 5].red < 255 && spot[10, 5].red > 0)
    }

    func testBloomBrightensAndGloomDarkensByTheirIntensity() throws {
        let gray = try flat(128, 16)
        let bloom = try pixels(gray.applyingFilter("CIBloom"))[8, 8], gloom = try pixels(gray.applyingFilter("CIGloom"))[8, 8]
        XCTAssert(bloom.red > 128 && gloom.red < 128 && bloom.alpha == 255 && gloom.alpha == 255, "\(bloom) \(gloom)")
        let none = try pixels(gray.applyingFilter("CIBloom", parameters: [kCIInputIntensityKey: 0.0]))
        XCTAssertEqual(none, try pixels(gray))
    }

    func testTheInstafilterIdiomsCompileAndRender() throws {
        let image = CIImage(cgImage: CGImage(pixels: try distinctColours(40, 30)))
        let context = CIContext()
        let f = CIFilter.crystallize()
        f.inputImage = image
        f.radius = 20
        let cgImage = try XCTUnwrap(context.createCGImage(f.outputImage!, from: f.outputImage!.extent))
        XCTAssert(cgImage.width == 40 && cgImage.height == 30)
        // The string-keyed form, one slider for whichever inputs the chosen filter has.
        let amount = 0.5
        let filters: [CIFilter] = [CIFilter.crystallize(), CIFilter.edges(), CIFilter.gaussianBlur(), CIFilter.pixellate(),
                                   CIFilter.sepiaTone(), CIFilter.unsharpMask(), CIFilter.vignette(), CIFilter.twirlDistortion(),
                                   CIFilter.bloom(), CIFilter.gloom()]
        for var currentFilter in filters {
            currentFilter = CIFilter(name: currentFilter.name) ?? currentFilter
            currentFilter.setValue(image, forKey: kCIInputImageKey)
            let inputKeys = currentFilter.inputKeys
            if inputKeys.contains(kCIInputIntensityKey) { currentFilter.setValue(amount, forKey: kCIInputIntensityKey) }
            if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(amount * 200, forKey: kCIInputRadiusKey) }
            if inputKeys.contains(kCIInputScaleKey) { currentFilter.setValue(amount * 10, forKey: kCIInputScaleKey) }
            if inputKeys.contains(kCIInputAmountKey) { currentFilter.setValue(amount, forKey: kCIInputAmountKey) }
            let output = try XCTUnwrap(currentFilter.outputImage, currentFilter.name)
            XCTAssertNotNil(context.createCGImage(output, from: output.extent), currentFilter.name)
        }
    }

    @MainActor func testBitmapsCropTurnAndBecomeUIKitAndSwiftUIImages() throws {
        let strip = try PixelImage(width: 3, height: 1, pixels: [PremultipliedColor.black.rawValue, PremultipliedColor.white.rawValue,
                                                                PremultipliedColor.white.rawValue])
        let cgImage = CGImage(pixels: strip)
        XCTAssert(cgImage.width == 3 && cgImage.height == 1 && cgImage.bytesPerRow == 12 && cgImage.alphaInfo == .premultipliedLast)
        XCTAssert(cgImage.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 1))?.width == 2)
        XCTAssert(cgImage.cropping(to: CGRect(x: 5, y: 5, width: 1, height: 1)) == nil)
        let turned = UIImage(cgImage: cgImage, scale: 2, orientation: .right)
        XCTAssert(turned.size == CGSize(width: 0.5, height: 1.5))
        XCTAssert(turned.cgImage?.pixels[0, 0] == .black, "turned right, the first pixel is at the top")
        XCTAssert(UIImage(ciImage: CIImage(cgImage: cgImage)).cgImage?.pixels == strip)
        XCTAssert(UIImage(ciImage: CIImage(color: .red)).size == .zero, "an infinite image has no pixels to keep")

        let rendered = try ViewRenderer.render(RenderRequest(width: nil, height: nil, scale: 1, colorScheme: .light),
                                               fonts: FontLibrary.shared()) {
            Image(decorative: cgImage, scale: 1, orientation: .down).interpolation(.none).resizable().frame(width: 30, height: 10)
        }
        XCTAssert(rendered.image.rgba(29, 5) == (0, 0, 0, 255) && rendered.image.rgba(0, 5) == (255, 255, 255, 255),
                "turned upside down, the black pixel is on the right")
        XCTAssert(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }
}
