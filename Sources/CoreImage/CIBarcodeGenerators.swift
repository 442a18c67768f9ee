import Foundation
import MockupRaster

/// Core Image's barcode generators: black modules on white, one pixel per module, with the
/// quiet zones Core Image leaves (one module around a QR code; `inputQuietSpace` pixels around
/// Code 128). Zint encodes the symbols, so they scan; where a symbology allows several valid
/// encodings (QR's mask choice) a module pattern may differ from an iPhone's.
extension CIFilterKernel {
    static let barcodeGenerators: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        kernels["CIQRCodeGenerator"] = CIFilterKernel(defaults: ["inputCorrectionLevel": "M"]) {
            (inputs: CIFilterInputs) -> CIImage? in
            let level: Int32 = ["L": 1, "M": 2, "Q": 3, "H": 4][inputs.string("inputCorrectionLevel") ?? "M"] ?? 2
            return inputs.data("inputMessage")
                .flatMap { BarcodeModules($0, symbology: .qrCode, option1: level) }
                .flatMap { barcodeImage($0, quietSpace: 1) }
        }
        let code128Defaults: [String: Any] = ["inputQuietSpace": 7.0, "inputBarcodeHeight": 32.0]
        kernels["CICode128BarcodeGenerator"] = CIFilterKernel(defaults: code128Defaults) { (inputs: CIFilterInputs) -> CIImage? in
            let quietSpace = Int(max(0, min(inputs.number("inputQuietSpace") ?? 7, 100)))
            let height = Int(max(1, min(inputs.number("inputBarcodeHeight") ?? 32, 500)))
            return inputs.data("inputMessage")
                .flatMap { BarcodeModules($0, symbology: .code128) }
                .flatMap { barcodeImage($0, quietSpace: quietSpace, rowHeight: height) }
        }
        let aztecDefaults: [String: Any] = ["inputCorrectionLevel": 23.0, "inputCompactStyle": false]
        kernels["CIAztecCodeGenerator"] = CIFilterKernel(defaults: aztecDefaults) { (inputs: CIFilterInputs) -> CIImage? in
            // Zint's four Aztec levels are 10, 23, 36 and 50 % of the symbol plus 3 codewords.
            let percent = inputs.number("inputCorrectionLevel") ?? 23
            let level: Int32 = percent <= 10 ? 1 : percent <= 23 ? 2 : percent <= 36 ? 3 : 4
            return inputs.data("inputMessage")
                .flatMap { BarcodeModules($0, symbology: .aztec, option1: level) }
                .flatMap { barcodeImage($0, quietSpace: 0) }
        }
        kernels["CIPDF417BarcodeGenerator"] = CIFilterKernel(defaults: [:]) { (inputs: CIFilterInputs) -> CIImage? in
            let level = inputs.number("inputCorrectionLevel").map { Int32(max(0, min($0, 8))) } ?? -1
            let columns = inputs.number("inputDataColumns").map { Int32(max(1, min($0, 30))) } ?? 0
            // Rows three modules tall, the height ISO/IEC 15438 recommends.
            return inputs.data("inputMessage")
                .flatMap { BarcodeModules($0, symbology: .pdf417, option1: level, option2: columns) }
                .flatMap { barcodeImage($0, quietSpace: 0, rowHeight: 3) }
        }
        return kernels
    }()

    /// The symbol drawn one pixel per module, each row `rowHeight` pixels tall, inside `quietSpace`
    /// white pixels on every side.
    static func barcodeImage(_ modules: BarcodeModules, quietSpace: Int, rowHeight: Int = 1) -> CIImage? {
        let width = modules.columns + 2 * quietSpace, height = modules.rows * rowHeight + 2 * quietSpace
        guard var image = try? PixelImage(width: width, height: height, color: .white) else { return nil }
        for y in 0..<modules.rows * rowHeight {
            for column in 0..<modules.columns where modules.isDark(row: y / rowHeight, column: column) {
                image.pixels[(quietSpace + y) * width + quietSpace + column] = PremultipliedColor.black.rawValue
            }
        }
        return CIImage(pixels: image)
    }
}
