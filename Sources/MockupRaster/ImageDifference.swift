/// How two images differ, pixel for pixel (exact comparison: any channel change counts).
public struct ImageDifference: Hashable, Sendable {
    /// Pixels whose premultiplied RGBA differs.
    public let changedPixels: Int
    /// The smallest rectangle holding every changed pixel; nil when nothing changed.
    public let bounds: IntRect?
    /// The largest per-channel difference (0...255).
    public let maxChannelDelta: Int
    /// True when the sizes differ (then every pixel counts as changed).
    public let sizeMismatch: Bool

    public var isIdentical: Bool { changedPixels == 0 && !sizeMismatch }

    /// Compares `actual` with `expected`.
    public init(expected: PixelImage, actual: PixelImage) {
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = true
            changedPixels = max(expected.width * expected.height, actual.width * actual.height)
            bounds = IntRect(x: 0, y: 0, width: max(expected.width, actual.width),
                             height: max(expected.height, actual.height))
            maxChannelDelta = 255
            return
        }
        sizeMismatch = false
        var count = 0, delta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let width = expected.width
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0..<e.count where e[i] != a[i] {
                    count &+= 1
                    let x = i % width, y = i / width
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    delta = max(delta, ImageDifference.channelDelta(e[i], a[i]))
                }
            }
        }
        changedPixels = count
        maxChannelDelta = delta
        bounds = count == 0 ? nil : IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// An image that explains the difference: the expected image faded to a quarter of its contrast
    /// over white, with every changed pixel in solid magenta. Sizes that differ are compared over
    /// their common area; the rest shows magenta.
    public static func diffImage(expected: PixelImage, actual: PixelImage) -> PixelImage {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var pixels = [UInt32](repeating: highlight, count: width * height)
        for y in 0..<min(expected.height, actual.height) {
            for x in 0..<min(expected.width, actual.width) {
                let e = expected.pixels[y * expected.width + x], a = actual.pixels[y * actual.width + x]
                pixels[y * width + x] = e == a ? faded(e) : highlight
            }
        }
        return PixelImage(validatedWidth: width, height: height, pixels: pixels)
    }

    private static let highlight: UInt32 = 0xFFFF_00FF   // opaque magenta (R in the low byte)

    /// `pixel` composited over white, then blended 75 % toward white (opaque result).
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        var out: UInt32 = 0xFF00_0000
        for shift in stride(from: 0, through: 16, by: 8) {
            let channel = (pixel >> UInt32(shift)) & 0xFF
            let overWhite = channel + (255 - alpha)          // premultiplied over white
            let faded = (overWhite + 3 * 255) / 4
            out |= faded << UInt32(shift)
        }
        return out
    }

    private static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var delta = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let x = Int((a >> UInt32(shift)) & 0xFF), y = Int((b >> UInt32(shift)) & 0xFF)
            delta = max(delta, abs(x - y))
        }
        return delta
    }
}
