import Foundation
import SwiftUI

/// A Core Image filter, by name, with its inputs set by key (`setValue(_:forKey:)`) or through the
/// typed builtins (`CIFilter.qrCodeGenerator()`). The filters in `CIFilterKernel.all` compute their
/// output on pixels; any other `CI…` name makes a filter whose output is nil.
open class CIFilter: @unchecked Sendable {
    /// The filter's name (`"CIQRCodeGenerator"`).
    open var name: String
    private var values: [String: Any] = [:]

    /// The filter named `name` with its inputs at their defaults; nil for a name that is not a Core
    /// Image filter name (one that does not start with "CI").
    public init?(name: String) {
        guard name.hasPrefix("CI") else { return nil }
        self.name = name
        setDefaults()
    }

    /// A builtin filter (the typed factories of `CIFilterBuiltins`).
    init(builtin name: String) {
        self.name = name
        setDefaults()
    }

    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    public convenience init?(name: String, withInputParameters parameters: [String: Any]?) {
        self.init(name: name, parameters: parameters)
    }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }

    /// Sets every input to the filter's documented default.
    open func setDefaults() {
        for (key, value) in CIFilterKernel.all[name]?.defaults ?? [:] { values[key] = value }
    }

    /// The filter's result, or nil when an input it needs is missing (or it is not computed here).
    open var outputImage: CIImage? { CIFilterKernel.all[name]?.output(CIFilterInputs(values: values)) }

    /// The names of the filter's inputs that have defaults or values.
    open var inputKeys: [String] { Array(Set(values.keys).union(CIFilterKernel.all[name]?.defaults.keys ?? [:].keys)).sorted() }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open var attributes: [String: Any] { [kCIAttributeFilterName: name] }

    /// The names of the filters computed here, whatever the category.
    open class func filterNames(inCategory category: String?) -> [String] { CIFilterKernel.all.keys.sorted() }
    open class func filterNames(inCategories categories: [String]?) -> [String] { filterNames(inCategory: nil) }

    /// The numeric input `key` as a typed filter's property reads it, or `fallback` when unset.
    func floatInput(_ key: String, _ fallback: Float) -> Float { CIFilterInputs.number(value(forKey: key)).map(Float.init) ?? fallback }
    /// The message of a barcode generator (empty when unset).
    var messageInput: Data {
        get { value(forKey: "inputMessage") as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
}

/// A filter's inputs, read with the types Core Image accepts for them.
struct CIFilterInputs {
    let values: [String: Any]

    func image(_ key: String) -> CIImage? { values[key] as? CIImage }
    func color(_ key: String) -> CIColor? { values[key] as? CIColor }
    func vector(_ key: String) -> CIVector? { values[key] as? CIVector }
    func point(_ key: String) -> CGPoint? { Self.point(values[key]) }

    /// A position, given as a `CIVector` (as Core Image's keyed inputs take it) or a `CGPoint`.
    static func point(_ value: Any?) -> CGPoint? { (value as? CIVector)?.cgPointValue ?? value as? CGPoint }

    func number(_ key: String) -> Double? { Self.number(values[key]) }

    /// A number in any of the types code passes one as (`Double`, `Float`, `CGFloat`, `Int`, `NSNumber`, `Bool`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as Bool: value ? 1 : 0
        default: nil
        }
    }
    func data(_ key: String) -> Data? {
        switch values[key] {
        case let value as Data: value
        case let value as String: Data(value.utf8)
        default: nil
        }
    }
    func string(_ key: String) -> String? { values[key] as? String }
    func transform(_ key: String) -> CGAffineTransform? { values[key] as? CGAffineTransform }
}

/// A filter's computation and its inputs' defaults (constants, shared read-only).
struct CIFilterKernel: @unchecked Sendable {
    let defaults: [String: Any]
    let output: (CIFilterInputs) -> CIImage?

    /// Every filter computed here, by name.
    static let all: [String: CIFilterKernel] = barcodeGenerators.merging(colorEffects) { first, _ in first }
        .merging(imageOperations) { first, _ in first }.merging(distortions) { first, _ in first }
        .merging(neighbourhoodFilters) { first, _ in first }.merging(photoEffects) { first, _ in first }
}

public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputColorKey = "inputColor"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
// The rest of Apple's "Filter Parameter Keys".
public let kCIInputAmountKey = "inputAmount"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputBacksideImageKey = "inputBacksideImage"
public let kCIInputBiasVectorKey = "inputBiasVector"
public let kCIInputColor0Key = "inputColor0"
public let kCIInputColor1Key = "inputColor1"
public let kCIInputColorSpaceKey = "inputColorSpace"
public let kCIInputCountKey = "inputCount"
public let kCIInputDepthImageKey = "inputDepthImage"
public let kCIInputDisparityImageKey = "inputDisparityImage"
public let kCIInputEVKey = "inputEV"
public let kCIInputExtrapolateKey = "inputExtrapolate"
public let kCIInputGradientImageKey = "inputGradientImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputMatteImageKey = "inputMatteImage"
public let kCIInputPaletteImageKey = "inputPaletteImage"
public let kCIInputPerceptualKey = "inputPerceptual"
public let kCIInputPoint0Key = "inputPoint0"
public let kCIInputPoint1Key = "inputPoint1"
public let kCIInputRadius0Key = "inputRadius0"
public let kCIInputRadius1Key = "inputRadius1"
public let kCIInputRefractionKey = "inputRefraction"
public let kCIInputShadingImageKey = "inputShadingImage"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputThresholdKey = "inputThreshold"
public let kCIInputTimeKey = "inputTime"
public let kCIInputVersionKey = "inputVersion"
public let kCIInputWeightsKey = "inputWeights"
public let kCIInputWidthKey = "inputWidth"
public let kCIOutputImageKey = "outputImage"
public let kCIAttributeFilterName = "CIAttributeFilterName"
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
public let kCICategoryGenerator = "CICategoryGenerator"
public let kCICategoryColorEffect = "CICategoryColorEffect"
