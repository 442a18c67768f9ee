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
}
