/// What a blur does at the edge of the buffer it blurs (docs/RENDERING.md §6.1).
public enum BlurEdges: Sendable, Equatable {
    /// Transparent beyond the buffer (decal): content fades out towards its edge, so callers pad
    /// the buffer by `GaussianBlur.extent(sigma:)` to keep the whole spread.
    case transparent
    /// The Gaussian's weights renormalized over the samples inside the buffer, as Core Animation's
    /// gaussian blur filter does with `inputNormalizeEdges` (the backdrop blur of iOS materials):
    /// a uniform buffer stays uniform up to its edge, and nothing outside it mixes in.
    case normalized
    /// `normalized`, then each pixel divided by its alpha, so what was drawn comes out opaque
    /// (SwiftUI's `blur(radius:opaque: true)`; Apple's `GraphicsContext.BlurOptions.opaque`
    /// "ensure[s] opacity by dividing each pixel by its alpha value"). Fully transparent pixels stay so.
    case opaque
}

/// The share of a decal blur's weight that lands inside the buffer, per low-resolution sample:
/// the blurred indicator of a rectangle is the product of one profile per axis, computed with the
/// same downsample and box passes as the channels, so dividing by it renormalizes exactly.
struct BlurEdgeWeights {
    /// 1 / (inside weight) per column and per row of the plane; 1 in the interior.
    private let columnScale: [Double]
    private let rowScale: [Double]
    /// Columns whose scale is not 1 (the bands along the left and right edges).
    private let edgeColumns: [Int]

    /// Weights for planes of `width`×`height` samples that are `factor`-fold downsampled from an
    /// image of `imageWidth`×`imageHeight` pixels and blurred with `sigma` (in plane samples).
    init(width: Int, height: Int, imageWidth: Int, imageHeight: Int, factor: Int, sigma: Double) {
        let columns = BlurEdgeWeights.scales(count: width, pixels: imageWidth, factor: factor, sigma: sigma)
        columnScale = columns
        rowScale = BlurEdgeWeights.scales(count: height, pixels: imageHeight, factor: factor, sigma: sigma)
        edgeColumns = columns.indices.filter { columns[$0] != 1 }
    }

    /// Divides every sample of `plane` by the weight inside the buffer at its place.
    func normalize(_ plane: SamplePlane) {
        let allColumns = Array(0..<plane.width)
        for y in 0..<plane.height {
            let rowFactor = rowScale[y], line = plane.row(y)
            for x in rowFactor == 1 ? edgeColumns : allColumns {
                let scaled = (Double(line[x]) * rowFactor * columnScale[x]).rounded()
                line[x] = UInt16(min(scaled, 65280))
            }
        }
    }

    /// One axis: each sample's share of `factor` pixels inside the image, blurred like the planes.
    private static func scales(count: Int, pixels: Int, factor: Int, sigma: Double) -> [Double] {
        let profile = SamplePlane(width: count, height: 1)
        defer { profile.deallocate() }
        for i in 0..<count {
            let inside = max(0, min(factor, pixels - i * factor))
            profile.samples[i] = UInt16((65280 * inside + factor / 2) / factor)
        }
        profile.blur(sigma: sigma, vertically: false)
        return (0..<count).map { i in
            let weight = profile.samples[i]
            return weight == 0 || weight == 65280 ? 1 : 65280 / Double(weight)
        }
    }
}
