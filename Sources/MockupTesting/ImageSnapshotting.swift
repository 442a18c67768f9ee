import Foundation
import MockupRaster
import MockupUI

extension Diffing where Format == PixelImage {
    /// PNG files compared with swift-snapshot-testing's tolerances (see `PerceptualComparison`):
    /// `precision` is the share of pixels that must match, `perceptualPrecision` how alike (CIE94
    /// ΔE) a pixel must look to match. Both 1 (the default) compare exactly. A mismatch writes a
    /// `diff.png`: changed pixels in magenta over the faded expected image.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        Diffing(toData: { Data(try PNGEncoder.encode($0)) },
                fromData: { try PNGDecoder.decode([UInt8]($0)) },
                diff: { expected, actual in
                    let message: String
                    if precision >= 1 && perceptualPrecision >= 1 {
                        let difference = ImageDifference(expected: expected, actual: actual)
                        guard !difference.isIdentical else { return nil }
                        message = difference.summary
                    } else {
                        let comparison = PerceptualComparison(expected: expected, actual: actual, precision: precision,
                                                              perceptualPrecision: perceptualPrecision)
                        guard !comparison.matches else { return nil }
                        message = comparison.summary(perceptualPrecision: perceptualPrecision)
                            + " (precision \(precision), perceptualPrecision \(perceptualPrecision))"
                    }
                    let diff = ImageDifference.diffImage(expected: expected, actual: actual)
                    return SnapshotDifference(message, artifacts: [("diff.png", (try? Data(PNGEncoder.encode(diff))) ?? Data())])
                })
    }
}

extension Snapshotting where Value == PixelImage, Format == PixelImage {
    /// An image stored as PNG and compared with `Diffing.image(precision:perceptualPrecision:)`.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value: View, Format == PixelImage {
    /// The view rendered to a PNG, sized by `layout` (default `.sizeThatFits`) in `colorScheme`,
    /// at `scale` pixels per point (nil: the device's, else 3), compared with `precision` and
    /// `perceptualPrecision` as in swift-snapshot-testing (1 and 1: exactly).
    public static func image(layout: SnapshotLayout = .sizeThatFits, precision: Double = 1, perceptualPrecision: Double = 1,
                             colorScheme: ColorScheme = .light, scale: Double? = nil) -> Snapshotting {
        Snapshotting<PixelImage, PixelImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { (view: Value) in
                let rendered = try layout.render(colorScheme: colorScheme, scale: scale) { view }
                return Snapshot(rendered.image, warnings: rendered.warnings)
            }
    }

    /// The view rendered `.sizeThatFits` in light mode at 3x, compared exactly.
    public static var image: Snapshotting { image() }
}
