internal import CZint
import Foundation

/// The dark and light modules of a barcode symbol, rows top to bottom, as Zint encodes it.
struct BarcodeModules {
    let rows: Int
    let columns: Int
    private let dark: [Bool]

    func isDark(row: Int, column: Int) -> Bool { dark[row * columns + column] }

    /// The symbology's kinds Core Image generates.
    enum Symbology {
        case qrCode, code128, aztec, pdf417
        var zintNumber: Int32 {
            switch self {
            case .qrCode: BARCODE_QRCODE
            case .code128: BARCODE_CODE128
            case .aztec: BARCODE_AZTEC
            case .pdf417: BARCODE_PDF417
            }
        }
    }

    /// `message` encoded as bytes in `symbology` with Zint's symbol options (error correction,
    /// size); nil when the message is empty or does not fit the symbology.
    init?(_ message: Data, symbology: Symbology, option1: Int32 = -1, option2: Int32 = 0) {
        guard !message.isEmpty, let symbol = ZBarcode_Create() else { return nil }
        defer { ZBarcode_Delete(symbol) }
        symbol.pointee.symbology = symbology.zintNumber
        symbol.pointee.input_mode = DATA_MODE
        symbol.pointee.option_1 = option1
        symbol.pointee.option_2 = option2
        let status = message.withUnsafeBytes { bytes in
            ZBarcode_Encode(symbol, bytes.bindMemory(to: UInt8.self).baseAddress, Int32(bytes.count))
        }
        let rows = Int(symbol.pointee.rows), columns = Int(symbol.pointee.width)
        guard status < ZINT_ERROR, rows > 0, columns > 0 else { return nil }
        dark = (0..<rows * columns).map { index in
            mockup_zint_module_is_dark(symbol, Int32(index / columns), Int32(index % columns)) == 1
        }
        self.rows = rows
        self.columns = columns
    }
}
