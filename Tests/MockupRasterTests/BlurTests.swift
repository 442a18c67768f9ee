import Foundation
import Testing
@testable import MockupRaster

@Suite struct BlurTests {
    /// Exact Gaussian blur of an axis-aligned box [x0, x1) × [y0, y1) of value 255, at pixel centres.
    func gaussianOfBox(x: Int, y: Int, box: (Double, Double, Double, Double), sigma: Double) -> Double {
        func axis(_ p: Double, _ a: Double, _ b: Double) -> Double {
            0.5 * (erf((p - a) / (sigma * 2.0.squareRoot())) - erf((p - b) / (sigma * 2.0.squareRoot())))
        }
        return 255 * axis(Double(x) + 0.5, box.0, box.1) * axis(Double(y) + 0.5, box.2, box.3)
    }

    @Test func boxWidthsFollowKutskir() {
        #expect(GaussianBlur.boxWidths(sigma: 0) == [1, 1, 1])
        #expect(GaussianBlur.boxWidths(sigma: 2) == [3, 3, 5])
        for sigma in [1.5, 6, 22.5, 90] {
            let variance = GaussianBlur.boxWidths(sigma: sigma).reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.08, "σ \(sigma)")
        }
    }

    @Test func maskBlurMatchesGaussianAndKeepsEnergy() {
        let sigma = 6.0, size = 140
        var mask = [UInt8](repeating: 0, count: size * size)
        for y in 40..<100 { for x in 30..<110 { mask[y * size + x] = 255 } }
        let before = mask.reduce(0) { $0 + Int($1) }
        mask.withUnsafeMutableBufferPointer {
            GaussianBlur.blurA8($0.baseAddress!, width: size, height: size, stride: size, sigma: sigma)
        }
        let after = mask.reduce(0) { $0 + Int($1) }
        #expect(abs(Double(after - before)) / Double(before) < 0.01)
        var worst = 0.0
        for y in 0..<size { for x in 0..<size {
            worst = max(worst, abs(Double(mask[y * size + x]) - gaussianOfBox(x: x, y: y, box: (30, 110, 40, 100), sigma: sigma)))
        } }
        #expect(worst <= 4, "max error \(worst)/255")
    }

    @Test(arguments: [3.0, 12.0, 30.0])
    func imageBlurMatchesGaussianAndKeepsEnergy(sigma: Double) throws {
        let pad = 3 * Int(sigma.rounded(.up)) + 4, w = 50 + 2 * pad, h = 30 + 2 * pad
        var image = try PixelImage(width: w, height: h)
        let translucentBlue = PremultipliedColor(red: 0, green: 40, blue: 128, alpha: 128)
        for y in pad..<(pad + 30) { for x in pad..<(pad + 50) { image[x, y] = translucentBlue } }
        let blurred = GaussianBlur.blur(image, sigma: sigma)
        let box = (Double(pad), Double(pad + 50), Double(pad), Double(pad + 30))
        var worst = 0.0, energy = 0
        for y in 0..<h { for x in 0..<w {
            let p = blurred[x, y]
            #expect(p.blue <= p.alpha && p.green <= p.alpha)
            energy += Int(p.alpha)
            worst = max(worst, abs(Double(p.alpha) - gaussianOfBox(x: x, y: y, box: box, sigma: sigma) * 128 / 255))
        } }
        #expect(abs(Double(energy - 128 * 50 * 30)) / Double(128 * 50 * 30) < 0.01)
        #expect(worst <= 4, "σ \(sigma): max error \(worst)/255")
    }

    @Test func coverageMaskBlurGrowsAndKeepsEnergy() {
        var mask = CoverageMask(bounds: IntRect(x: 10, y: 20, width: 8, height: 6))
        mask.pixels = Array(repeating: 255, count: 48)
        let blurred = GaussianBlur.blur(mask, sigma: 3)
        let pad = GaussianBlur.extent(sigma: 3)
        #expect(blurred.bounds == IntRect(x: 10 - pad, y: 20 - pad, width: 8 + 2 * pad, height: 6 + 2 * pad))
        #expect(abs(blurred.coveredArea - 48) < 0.5)
        #expect(blurred[13, 22] > 100 && blurred[13, 22] < 255)
    }
    @Test(arguments: [3.0, 12.0, 30.0])
    func normalizedEdgesKeepAUniformImageUniformToItsEdge(sigma: Double) throws {
        // 50×31 is no multiple of the ½ or ¼ resolution the larger blurs run at.
        var image = try PixelImage(width: 50, height: 31)
        let orange = PremultipliedColor(red: 255, green: 149, blue: 0, alpha: 255)
        for y in 0..<31 { for x in 0..<50 { image[x, y] = orange } }
        let normalized = GaussianBlur.blur(image, sigma: sigma, edges: .normalized)
        #expect(normalized.pixels.allSatisfy { $0 == orange.rawValue }, "σ \(sigma): corner \(normalized[0, 0])")
        // Decal edges let the transparent outside in: the corner keeps about a quarter.
        #expect(GaussianBlur.blur(image, sigma: sigma)[0, 0].alpha < 100)
    }

    @Test func normalizedEdgesRenormalizeTheGaussianOverTheImage() throws {
        // White left half, black right half: each pixel is the Gaussian average of the image's own
        // pixels, so the left edge stays white and the right edge black.
        let sigma = 6.0, black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        var image = try PixelImage(width: 60, height: 20)
        for y in 0..<20 { for x in 0..<60 { image[x, y] = x < 30 ? .white : black } }
        let blurred = GaussianBlur.blur(image, sigma: sigma, edges: .normalized)
        func below(_ t: Double) -> Double { 0.5 * (1 + erf(t / (sigma * 2.0.squareRoot()))) }
        var worst = 0.0
        for x in 0..<60 {
            let centre = Double(x) + 0.5
            let expected = 255 * (below(30 - centre) - below(-centre)) / (below(60 - centre) - below(-centre))
            for y in [0, 10, 19] {
                #expect(blurred[x, y].alpha == 255)
                worst = max(worst, abs(Double(blurred[x, y].red) - expected))
            }
        }
        #expect(worst <= 4, "max error \(worst)/255")
        #expect(blurred[0, 0] == .white && blurred[59, 19] == black)
    }

    @Test func opaqueEdgesDivideByAlpha() throws {
        // A translucent top half over a transparent bottom half.
        var image = try PixelImage(width: 40, height: 40)
        for y in 0..<20 { for x in 0..<40 { image[x, y] = PremultipliedColor(red: 0, green: 40, blue: 128, alpha: 128) } }
        let blurred = GaussianBlur.blur(image, sigma: 3, edges: .opaque)
        #expect(blurred[0, 0] == PremultipliedColor(red: 0, green: 80, blue: 255, alpha: 255))
        // The spread rim is opaque too (its colour rounded from low alphas).
        let rim = blurred[20, 21]
        #expect(rim.alpha == 255 && rim.blue == 255 && abs(Int(rim.green) - 80) <= 2, "\(rim)")
        #expect(blurred[20, 39].alpha == 0)                                                         // out of reach: nothing
    }
}
