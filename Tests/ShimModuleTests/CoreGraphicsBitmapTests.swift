import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Core Graphics bitmap contexts, raw-pixel images and gradients, as image-processing view code
/// uses them: the average-colour idiom, procedural images, gradient images.
@MainActor @Suite struct CoreGraphicsBitmapTests {
    private let rgb = CGColorSpaceCreateDeviceRGB()

    /// A 2 × 1 image, red then blue.
    private func redBlue() throws -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let provider = try #require(CGDataProvider(data: Data(bytes) as CFData))
        return try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                                    bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: provider, decode: nil,
                                    shouldInterpolate: true, intent: .defaultIntent))
    }

    @Test func rawPixelsMakeAnImageAndReadBack() throws {
        let image = try redBlue()
        #expect(image.width == 2 && image.height == 1)
        let data = try #require(image.dataProvider?.data)
        #expect(CFDataGetLength(data) == 8)
        let bytes = CFDataGetBytePtr(data)!
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 8)) == [255, 0, 0, 255, 0, 0, 255, 255])
        // Too few bytes, or a layout Core Graphics has no 8-bit form of, make no image.
        let short = try #require(CGDataProvider(data: Data([1, 2, 3]) as CFData))
        #expect(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                        bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: short, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
    }

    @Test func drawingIntoOnePixelAveragesTheImage() throws {
        var pixel = [UInt8](repeating: 0, count: 4)
        let context = try #require(CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.draw(try redBlue(), in: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(abs(Int(pixel[0]) - 128) <= 2 && pixel[1] == 0 && abs(Int(pixel[2]) - 128) <= 2 && pixel[3] == 255,
                "half red, half blue: \(pixel)")
    }

    @Test func bitmapContextsAreYUpAndWriteTheirLayout() throws {
        // BGRA (alpha first, little-endian): the layout most image code asks for.
        let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        #expect(context.bytesPerRow == 16 && context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedFirst)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))   // the bottom-left pixel
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: bytes + 16, count: 4)) == [0, 0, 255, 255], "bottom row, first pixel: B G R A")
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 0, 0, 0], "the top row is untouched")
        let image = try #require(context.makeImage())
        #expect(image.pixels.rgba(0, 1) == (255, 0, 0, 255) && image.pixels.rgba(0, 0).a == 0)

        // A grey context keeps luma; an image drawn into a y-up context is upright.
        var grey = [UInt8](repeating: 0, count: 2)
        let greyContext = try #require(CGContext(data: &grey, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 1,
                                                 space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        greyContext.setFillColor(CGColor(gray: 1, alpha: 1))
        greyContext.fill(CGRect(x: 0, y: 1, width: 1, height: 1))   // the top pixel
        #expect(grey == [255, 0])
    }

    @Test func gradientsBlendInSRGBAndStopAtTheirEnds() throws {
        let gradient = try #require(CGGradient(colorsSpace: rgb, colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                                                            CGColor(red: 1, green: 1, blue: 0, alpha: 1)] as CFArray,
                                               locations: [0, 1]))
        let context = try #require(CGContext(data: nil, width: 100, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        let pixels = try #require(context.makeImage()).pixels
        #expect(pixels.rgba(10, 0).a == 0 && pixels.rgba(90, 0).a == 0, "nothing before the start or after the end")
        let middle = pixels.rgba(50, 0)
        // Core Graphics blends the encoded components: grey-ish (127, 127, 128) halfway, not Oklab's brighter mix.
        #expect(abs(Int(middle.r) - 128) <= 4 && abs(Int(middle.g) - 128) <= 4 && abs(Int(middle.b) - 128) <= 4, "\(middle)")

        let padded = try #require(CGContext(data: nil, width: 100, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        padded.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                  options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        let ends = try #require(padded.makeImage()).pixels
        #expect(ends.rgba(5, 0) == (0, 0, 255, 255) && ends.rgba(95, 0) == (255, 255, 0, 255))

        let ring = try #require(CGContext(data: nil, width: 41, height: 41, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ring.drawRadialGradient(gradient, startCenter: CGPoint(x: 20.5, y: 20.5), startRadius: 5,
                                endCenter: CGPoint(x: 20.5, y: 20.5), endRadius: 15, options: [])
        let rings = try #require(ring.makeImage()).pixels
        #expect(rings.rgba(20, 20).a == 0 && rings.rgba(1, 20).a == 0, "only the ring between the circles")
        #expect(rings.rgba(20 + 6, 20).b > 200 && rings.rgba(20 + 14, 20).r > 200)
    }
}
