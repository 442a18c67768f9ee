import Foundation
import SwiftUI

// Core Image's typed filters (`import CoreImage.CIFilterBuiltins`): `CIFilter.qrCodeGenerator()`
// and friends return a `CIFilter` that also has the filter's inputs as properties.

/// What every typed filter has.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

/// A typed filter that takes an input image.
public protocol CIFilterWithInputImage: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    /// "L", "M", "Q" or "H": 7, 15, 25 or 30 % of the code can be lost and still read.
    var correctionLevel: String { get set }
}

public protocol CICode128BarcodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var quietSpace: Float { get set }
    var barcodeHeight: Float { get set }
}

public protocol CIAztecCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: Float { get set }
    var layers: Float { get set }
    var compactStyle: Float { get set }
}

public protocol CIPDF417BarcodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: Float { get set }
    var dataColumns: Float { get set }
}

public protocol CIColorInvert: CIFilterWithInputImage {}
/// The photo effects; `extrapolate` (iOS 15) is held: these looks have no colour table to extrapolate.
public protocol CIPhotoEffect: CIFilterWithInputImage {
    var extrapolate: Bool { get set }
}
public protocol CIMaskToAlpha: CIFilterWithInputImage {}

public protocol CIFalseColor: CIFilterWithInputImage {
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

public protocol CIColorMonochrome: CIFilterWithInputImage {
    var color: CIColor { get set }
    var intensity: Float { get set }
}

public protocol CISepiaTone: CIFilterWithInputImage {
    var intensity: Float { get set }
}

public protocol CIColorControls: CIFilterWithInputImage {
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

public protocol CIColorMatrix: CIFilterWithInputImage {
    var rVector: CIVector { get set }
    var gVector: CIVector { get set }
    var bVector: CIVector { get set }
    var aVector: CIVector { get set }
    var biasVector: CIVector { get set }
}

public protocol CIGaussianBlur: CIFilterWithInputImage {
    var radius: Float { get set }
}

public protocol CIAreaAverage: CIFilterWithInputImage {
    var extent: CGRect { get set }
}

public protocol CICompositeOperation: CIFilterWithInputImage {
    var backgroundImage: CIImage? { get set }
}

public protocol CIAffineTransform: CIFilterWithInputImage {
    var transform: CGAffineTransform { get set }
}

public protocol CILanczosScaleTransform: CIFilterWithInputImage {
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}

public protocol CIPixellate: CIFilterWithInputImage {
    var center: CGPoint { get set }
    var scale: Float { get set }
}

public protocol CICrystallize: CIFilterWithInputImage {
    var radius: Float { get set }
    var center: CGPoint { get set }
}

public protocol CIEdges: CIFilterWithInputImage {
    var intensity: Float { get set }
}

public protocol CITwirlDistortion: CIFilterWithInputImage {
    var center: CGPoint { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

public protocol CIUnsharpMask: CIFilterWithInputImage {
    var radius: Float { get set }
    var intensity: Float { get set }
}

public protocol CIVignette: CIFilterWithInputImage {
    var intensity: Float { get set }
    var radius: Float { get set }
}

public protocol CIVignetteEffect: CIFilterWithInputImage {
    var center: CGPoint { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
    var falloff: Float { get set }
}

public protocol CIBloom: CIFilterWithInputImage {
    var radius: Float { get set }
    var intensity: Float { get set }
}

public protocol CIGloom: CIFilterWithInputImage {
    var radius: Float { get set }
    var intensity: Float { get set }
}

/// One class behind every typed filter: each property reads and writes its filter's input key, so
/// `filter.message = data` and `filter.setValue(data, forKey: "inputMessage")` are the same.
final class TypedFilter: CIFilter, CIQRCodeGenerator, CICode128BarcodeGenerator, CIColorInvert, CIPhotoEffect,
    CIMaskToAlpha, CIFalseColor, CIColorMonochrome, CISepiaTone, CIColorControls, CIColorMatrix, CIGaussianBlur,
    CIAreaAverage, CICompositeOperation, CIAffineTransform, CILanczosScaleTransform, CIPixellate, CICrystallize, CIEdges,
    CITwirlDistortion, CIUnsharpMask, CIVignette, CIVignetteEffect, CIBloom, CIGloom {

    var inputImage: CIImage? {
        get { value(forKey: kCIInputImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var extrapolate: Bool {
        get { value(forKey: kCIInputExtrapolateKey) as? Bool ?? false }
        set { setValue(newValue, forKey: kCIInputExtrapolateKey) }
    }
    var backgroundImage: CIImage? {
        get { value(forKey: kCIInputBackgroundImageKey) as? CIImage }
        set { setValue(newValue, forKey: kCIInputBackgroundImageKey) }
    }
    var message: Data {
        get { messageInput }
        set { messageInput = newValue }
    }
    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
    var quietSpace: Float {
        get { floatInput("inputQuietSpace", 7) }
        set { setValue(Double(newValue), forKey: "inputQuietSpace") }
    }
    var barcodeHeight: Float {
        get { floatInput("inputBarcodeHeight", 32) }
        set { setValue(Double(newValue), forKey: "inputBarcodeHeight") }
    }
    var color0: CIColor {
        get { value(forKey: kCIInputColor0Key) as? CIColor ?? .black }
        set { setValue(newValue, forKey: kCIInputColor0Key) }
    }
    var color1: CIColor {
        get { value(forKey: kCIInputColor1Key) as? CIColor ?? .white }
        set { setValue(newValue, forKey: kCIInputColor1Key) }
    }
    var color: CIColor {
        get { value(forKey: kCIInputColorKey) as? CIColor ?? .gray }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
    var intensity: Float {
        get { floatInput(kCIInputIntensityKey, 1) }
        set { setValue(Double(newValue), forKey: kCIInputIntensityKey) }
    }
    var saturation: Float {
        get { floatInput(kCIInputSaturationKey, 1) }
        set { setValue(Double(newValue), forKey: kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { floatInput(kCIInputBrightnessKey, 0) }
        set { setValue(Double(newValue), forKey: kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { floatInput(kCIInputContrastKey, 1) }
        set { setValue(Double(newValue), forKey: kCIInputContrastKey) }
    }
    private func vector(_ key: String) -> CIVector { value(forKey: key) as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
    var rVector: CIVector { get { vector("inputRVector") } set { setValue(newValue, forKey: "inputRVector") } }
    var gVector: CIVector { get { vector("inputGVector") } set { setValue(newValue, forKey: "inputGVector") } }
    var bVector: CIVector { get { vector("inputBVector") } set { setValue(newValue, forKey: "inputBVector") } }
    var aVector: CIVector { get { vector("inputAVector") } set { setValue(newValue, forKey: "inputAVector") } }
    var biasVector: CIVector { get { vector(kCIInputBiasVectorKey) } set { setValue(newValue, forKey: kCIInputBiasVectorKey) } }
    var radius: Float {
        get { floatInput(kCIInputRadiusKey, 10) }
        set { setValue(Double(newValue), forKey: kCIInputRadiusKey) }
    }
    var extent: CGRect {
        get { (value(forKey: kCIInputExtentKey) as? CIVector)?.cgRectValue ?? .zero }
        set { setValue(CIVector(cgRect: newValue), forKey: kCIInputExtentKey) }
    }
    var transform: CGAffineTransform {
        get { value(forKey: kCIInputTransformKey) as? CGAffineTransform ?? .identity }
        set { setValue(newValue, forKey: kCIInputTransformKey) }
    }
    var scale: Float {
        get { floatInput(kCIInputScaleKey, 1) }
        set { setValue(Double(newValue), forKey: kCIInputScaleKey) }
    }
    var aspectRatio: Float {
        get { floatInput(kCIInputAspectRatioKey, 1) }
        set { setValue(Double(newValue), forKey: kCIInputAspectRatioKey) }
    }
    var center: CGPoint {
        get { CIFilterInputs.point(value(forKey: kCIInputCenterKey)) ?? CGPoint(x: 150, y: 150) }
        set { setValue(CIVector(cgPoint: newValue), forKey: kCIInputCenterKey) }
    }
    var angle: Float {
        get { floatInput(kCIInputAngleKey, 0) }
        set { setValue(Double(newValue), forKey: kCIInputAngleKey) }
    }
    var falloff: Float {
        get { floatInput("inputFalloff", 0.5) }
        set { setValue(Double(newValue), forKey: "inputFalloff") }
    }
}

/// The Aztec and PDF417 generators, whose correction level is a number (the QR generator's is a letter).
final class TypedSymbolFilter: CIFilter, CIAztecCodeGenerator, CIPDF417BarcodeGenerator {
    var message: Data {
        get { messageInput }
        set { messageInput = newValue }
    }
    var correctionLevel: Float {
        get { floatInput("inputCorrectionLevel", name == "CIAztecCodeGenerator" ? 23 : 2) }
        set { setValue(Double(newValue), forKey: "inputCorrectionLevel") }
    }
    var layers: Float {
        get { floatInput("inputLayers", 0) }
        set { setValue(Double(newValue), forKey: "inputLayers") }
    }
    var compactStyle: Float {
        get { floatInput("inputCompactStyle", 0) }
        set { setValue(Double(newValue), forKey: "inputCompactStyle") }
    }
    var dataColumns: Float {
        get { floatInput("inputDataColumns", 0) }
        set { setValue(Double(newValue), forKey: "inputDataColumns") }
    }
}

extension CIFilter {
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { TypedFilter(builtin: "CIQRCodeGenerator") }
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator {
        TypedFilter(builtin: "CICode128BarcodeGenerator")
    }
    public static func aztecCodeGenerator() -> CIFilter & CIAztecCodeGenerator { TypedSymbolFilter(builtin: "CIAztecCodeGenerator") }
    public static func pdf417BarcodeGenerator() -> CIFilter & CIPDF417BarcodeGenerator {
        TypedSymbolFilter(builtin: "CIPDF417BarcodeGenerator")
    }
    public static func colorInvert() -> CIFilter & CIColorInvert { TypedFilter(builtin: "CIColorInvert") }
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectMono") }
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectTonal") }
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectNoir") }
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectChrome") }
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectFade") }
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectInstant") }
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectProcess") }
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { TypedFilter(builtin: "CIPhotoEffectTransfer") }
    public static func maskToAlpha() -> CIFilter & CIMaskToAlpha { TypedFilter(builtin: "CIMaskToAlpha") }
    public static func falseColor() -> CIFilter & CIFalseColor { TypedFilter(builtin: "CIFalseColor") }
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { TypedFilter(builtin: "CIColorMonochrome") }
    public static func sepiaTone() -> CIFilter & CISepiaTone { TypedFilter(builtin: "CISepiaTone") }
    public static func colorControls() -> CIFilter & CIColorControls { TypedFilter(builtin: "CIColorControls") }
    public static func colorMatrix() -> CIFilter & CIColorMatrix { TypedFilter(builtin: "CIColorMatrix") }
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { TypedFilter(builtin: "CIGaussianBlur") }
    public static func areaAverage() -> CIFilter & CIAreaAverage { TypedFilter(builtin: "CIAreaAverage") }
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation {
        TypedFilter(builtin: "CISourceOverCompositing")
    }
    public static func affineTransform() -> CIFilter & CIAffineTransform { TypedFilter(builtin: "CIAffineTransform") }
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform {
        TypedFilter(builtin: "CILanczosScaleTransform")
    }
    public static func pixellate() -> CIFilter & CIPixellate { TypedFilter(builtin: "CIPixellate") }
    public static func crystallize() -> CIFilter & CICrystallize { TypedFilter(builtin: "CICrystallize") }
    public static func edges() -> CIFilter & CIEdges { TypedFilter(builtin: "CIEdges") }
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion { TypedFilter(builtin: "CITwirlDistortion") }
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { TypedFilter(builtin: "CIUnsharpMask") }
    public static func vignette() -> CIFilter & CIVignette { TypedFilter(builtin: "CIVignette") }
    public static func vignetteEffect() -> CIFilter & CIVignetteEffect { TypedFilter(builtin: "CIVignetteEffect") }
    public static func bloom() -> CIFilter & CIBloom { TypedFilter(builtin: "CIBloom") }
    public static func gloom() -> CIFilter & CIGloom { TypedFilter(builtin: "CIGloom") }
}
