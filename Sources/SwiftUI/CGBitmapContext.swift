import Foundation
import MockupRaster
import MockupUI

/// The pixels behind a bitmap context: the caller's buffer or one of the context's own, in the
/// layout the context was made with.
final class BitmapBacking {
    let width: Int, height: Int, bytesPerRow: Int
    let layout: BitmapLayout
    let space: CGColorSpace
    let info: CGBitmapInfo
    let storage: UnsafeMutableRawPointer
    /// The caller's buffer is written after every drawing call, as Core Graphics draws at once;
    /// the context's own is written when read.
    let isCallers: Bool

    init(width: Int, height: Int, bytesPerRow: Int, layout: BitmapLayout, space: CGColorSpace, info: CGBitmapInfo,
         storage: UnsafeMutableRawPointer?) {
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow
        self.layout = layout; self.space = space; self.info = info
        isCallers = storage != nil
        if let storage {
            self.storage = storage
        } else {
            self.storage = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            self.storage.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        }
    }

    deinit { if !isCallers { storage.deallocate() } }

    var bytes: UnsafeMutablePointer<UInt8> { storage.assumingMemoryBound(to: UInt8.self) }
}

extension CGContext {
    /// A context drawing into a bitmap of `width` × `height` pixels (Core Graphics' bitmap context),
    /// into `data` when given — which keeps what it holds under the drawing — else into memory of
    /// its own. Its user space has the origin at the bottom left and y going up, as Core Graphics'.
    /// Mockup draws 8-bit RGB (alpha first or last, premultiplied, straight or skipped, either byte
    /// order), grey and alpha-only bitmaps; nil for any other layout or a size it cannot draw.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, (try? PixelImage.validate(width: width, height: height)) != nil,
              let layout = BitmapLayout(components: space.numberOfComponents, bitsPerComponent: bitsPerComponent,
                                        info: CGBitmapInfo(rawValue: bitmapInfo)) else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else { return nil }
        self.init()
        let backing = BitmapBacking(width: width, height: height, bytesPerRow: rowBytes, layout: layout, space: space,
                                    info: CGBitmapInfo(rawValue: bitmapInfo), storage: data)
        if data != nil, let held = try? layout.read(backing.bytes, width: width, height: height, bytesPerRow: rowBytes) {
            let under = UIImage(pixels: held, scale: 1)
            draw(under, in: CGRect(x: 0, y: 0, width: width, height: height))
        }
        // Core Graphics' user space: y up from the bottom-left corner.
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: 1, y: -1)
        bitmap = backing
    }

    /// The bitmap's memory, holding everything drawn so far; nil for a context that is not a bitmap.
    public var data: UnsafeMutableRawPointer? {
        guard let bitmap else { return nil }
        writeBitmap()
        return bitmap.storage
    }
    public var width: Int { bitmap?.width ?? 0 }
    public var height: Int { bitmap?.height ?? 0 }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 0) * 8 }
    public var colorSpace: CGColorSpace? { bitmap?.space }
    public var bitmapInfo: CGBitmapInfo { bitmap?.info ?? [] }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.info.alphaInfo ?? .none }

    /// An image of everything drawn so far into the bitmap; nil for a context that is not a bitmap.
    public func makeImage() -> CGImage? {
        guard let pixels = renderedBitmap() else { return nil }
        guard let bitmap, bitmap.layout != .rgbaPremultiplied else { return CGImage(pixels: pixels) }
        // The image holds what the bitmap's layout keeps (no alpha in a skip layout, grey in a grey one).
        writeBitmap(pixels)
        return (try? bitmap.layout.read(bitmap.bytes, width: bitmap.width, height: bitmap.height,
                                        bytesPerRow: bitmap.bytesPerRow)).map { CGImage(pixels: $0) }
    }

    /// Draws `image` into `rect`: its first row at the rectangle's maximum y, so upright in Core
    /// Graphics' y-up space and upside down in UIKit's flipped image-renderer contexts, as on iOS.
    /// Tiling draws it once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(UIImage(cgImage: image), in: rect)
        restoreGState()
    }

    /// Writes the bitmap after a drawing call when it is the caller's buffer.
    func bitmapDidChange() {
        if bitmap?.isCallers == true { writeBitmap() }
    }

    /// The record rendered at the bitmap's size, one pixel per point.
    private func renderedBitmap() -> PixelImage? {
        guard let bitmap else { return nil }
        let format = UIGraphicsImageRendererFormat(scale: 1, opaque: false)
        return image(size: CGSize(width: bitmap.width, height: bitmap.height), format: format).cgImage?.pixels
    }

    private func writeBitmap(_ rendered: PixelImage? = nil) {
        guard let bitmap, let pixels = rendered ?? renderedBitmap() else { return }
        bitmap.layout.write(pixels, to: bitmap.bytes, bytesPerRow: bitmap.bytesPerRow)
    }
}
