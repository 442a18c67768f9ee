// libFuzzer target: PNG decoding (MockupRaster.PNGDecoder) on arbitrary bytes. A decoded image is
// re-encoded and decoded again, which must give the same pixels.
import MockupRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecode(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGDecoder.decode(bytes) else { return 0 }
    guard let encoded = try? PNGEncoder.encode(image), let again = try? PNGDecoder.decode(encoded) else {
        fatalError("a decoded \(image.width)x\(image.height) image does not survive re-encoding")
    }
    precondition(again.pixels == image.pixels, "PNG round trip changed pixels")
    return 0
}
