import Foundation
import MockupText
import MockupUI

// Core Text's font API over UIKit's font. On iOS `CTFont` and `UIFont` are toll-free bridged
// (`uiFont as CTFont`, `Font(ctFont)`), so here they are one type; the numbers come from the face
// Mockup draws the font with (docs/TEXT.md §1 and §9), as `UIFont`'s do.

/// Core Text's font: UIKit's font (toll-free bridged on iOS).
public typealias CTFont = UIFont
/// Core Text's font descriptor: UIKit's (toll-free bridged on iOS).
public typealias CTFontDescriptor = UIFontDescriptor
/// A glyph index in a font.
public typealias CGGlyph = UInt16
/// A UTF-16 code unit, as Core Text takes characters.
public typealias UniChar = UInt16

/// A font's symbolic traits, with Core Text's bit values (`UIFontDescriptor.SymbolicTraits`' own).
public struct CTFontSymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
    public static let traitClassMask = CTFontSymbolicTraits(rawValue: 15 << 28)
    public static let italicTrait = traitItalic, boldTrait = traitBold, expandedTrait = traitExpanded
    public static let condensedTrait = traitCondensed, monoSpaceTrait = traitMonoSpace, verticalTrait = traitVertical
    public static let UIOptimizedTrait = traitUIOptimized, colorGlyphsTrait = traitColorGlyphs
    public static let compositeTrait = traitComposite, classMaskTrait = traitClassMask
}

/// Which way glyphs are set: a render sets every line horizontally.
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0, horizontal = 1, vertical = 2
}

/// The system's interface fonts (`CTFontCreateUIFontForLanguage`): on iOS each is the system font.
public enum CTFontUIFontType: UInt32, Sendable {
    case none = 4294967295, user = 0, userFixedPitch = 1, system = 2, emphasizedSystem = 3, smallSystem = 4
    case smallEmphasizedSystem = 5, miniSystem = 6, miniEmphasizedSystem = 7, views = 8, application = 9, label = 10
    case menuTitle = 11, menuItem = 12, menuItemMark = 13, menuItemCmdKey = 14, windowTitle = 15, pushButton = 16
    case utilityWindowTitle = 17, alertHeader = 18, systemDetail = 19, emphasizedSystemDetail = 20, toolbar = 21
    case smallToolbar = 22, message = 23, palette = 24, toolTip = 25, controlContent = 26
}

// The keys of a font's names (`CTFontCopyName`), with Core Text's values.
public let kCTFontCopyrightNameKey: CFString = "CTFontCopyrightName"
public let kCTFontFamilyNameKey: CFString = "CTFontFamilyName"
public let kCTFontSubFamilyNameKey: CFString = "CTFontSubFamilyName"
public let kCTFontStyleNameKey: CFString = "CTFontSubFamilyName"
public let kCTFontUniqueNameKey: CFString = "CTFontUniqueName"
public let kCTFontFullNameKey: CFString = "CTFontFullName"
public let kCTFontVersionNameKey: CFString = "CTFontVersionName"
public let kCTFontPostScriptNameKey: CFString = "CTFontPostScriptName"
public let kCTFontTrademarkNameKey: CFString = "CTFontTrademarkName"
public let kCTFontManufacturerNameKey: CFString = "CTFontManufacturerName"
public let kCTFontDesignerNameKey: CFString = "CTFontDesignerName"
public let kCTFontDescriptionNameKey: CFString = "CTFontDescriptionName"
public let kCTFontVendorURLNameKey: CFString = "CTFontVendorURLName"
public let kCTFontDesignerURLNameKey: CFString = "CTFontDesignerURLName"
public let kCTFontLicenseNameKey: CFString = "CTFontLicenseName"
public let kCTFontLicenseURLNameKey: CFString = "CTFontLicenseURLName"
public let kCTFontSampleTextNameKey: CFString = "CTFontSampleTextName"
public let kCTFontPostScriptCIDNameKey: CFString = "CTFontPostScriptCIDName"

/// The `name` table entry each key reads.
private let nameIDs: [CFString: FontNameID] = [
    kCTFontCopyrightNameKey: .copyright, kCTFontFamilyNameKey: .family, kCTFontSubFamilyNameKey: .subfamily,
    kCTFontUniqueNameKey: .unique, kCTFontFullNameKey: .full, kCTFontVersionNameKey: .version,
    kCTFontPostScriptNameKey: .postScript, kCTFontTrademarkNameKey: .trademark,
    kCTFontManufacturerNameKey: .manufacturer, kCTFontDesignerNameKey: .designer,
    kCTFontDescriptionNameKey: .description, kCTFontVendorURLNameKey: .vendorURL,
    kCTFontDesignerURLNameKey: .designerURL, kCTFontLicenseNameKey: .license,
    kCTFontLicenseURLNameKey: .licenseURL, kCTFontSampleTextNameKey: .sampleText,
    kCTFontPostScriptCIDNameKey: .postScriptCID,
]

// The attributes of a font descriptor, with the values `UIFontDescriptor.AttributeName` has.
public let kCTFontNameAttribute: CFString = UIFontDescriptor.AttributeName.name.rawValue
public let kCTFontFamilyNameAttribute: CFString = UIFontDescriptor.AttributeName.family.rawValue
public let kCTFontStyleNameAttribute: CFString = UIFontDescriptor.AttributeName.face.rawValue
public let kCTFontSizeAttribute: CFString = UIFontDescriptor.AttributeName.size.rawValue
public let kCTFontTraitsAttribute: CFString = UIFontDescriptor.AttributeName.traits.rawValue
public let kCTFontFeatureSettingsAttribute: CFString = UIFontDescriptor.AttributeName.featureSettings.rawValue
public let kCTFontDisplayNameAttribute: CFString = "NSFontVisibleNameAttribute"
public let kCTFontURLAttribute: CFString = "NSCTFontFileURLAttribute"
public let kCTFontOrientationAttribute: CFString = "NSCTFontOrientationAttribute"
public let kCTFontFixedAdvanceAttribute: CFString = "NSFontFixedAdvanceAttribute"
// The keys of a descriptor's traits dictionary, as `UIFontDescriptor.TraitKey` has them.
public let kCTFontSymbolicTrait: CFString = UIFontDescriptor.TraitKey.symbolic.rawValue
public let kCTFontWeightTrait: CFString = UIFontDescriptor.TraitKey.weight.rawValue
public let kCTFontWidthTrait: CFString = UIFontDescriptor.TraitKey.width.rawValue
public let kCTFontSlantTrait: CFString = UIFontDescriptor.TraitKey.slant.rawValue

extension UIFont {
    /// The font library's details of the face drawing this font, at its size.
    var faceDetails: FontDetails? { try? FontLibrary.shared().details(of: font.descriptor) }

    /// The lowercase letters' height above the baseline.
    public var xHeight: CGFloat { CGFloat(faceDetails?.xHeight ?? 0) }
}

// MARK: Creating fonts

/// The face named `name` (a PostScript or family name) at `size` (0: Core Text's default, 12 pt).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    UIFont(name: name, size: size > 0 ? size : 12) ?? .systemFont(ofSize: size > 0 ? size : 12)
}

/// The font `descriptor` describes, at `size` (0 keeps the descriptor's).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat,
                                           _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    UIFont(descriptor: descriptor, size: size)
}

/// An interface font: on iOS the system font, emphasized ones bold, fixed-pitch ones monospaced,
/// at `size` (0: the type's default, 17 pt as UIKit's label font).
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    let size = size > 0 ? size : UIFont.labelFontSize
    switch uiType {
    case .none: return nil
    case .userFixedPitch: return .monospacedSystemFont(ofSize: size, weight: .regular)
    case .emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem, .emphasizedSystemDetail, .alertHeader:
        return .boldSystemFont(ofSize: size)
    default: return .systemFont(ofSize: size)
    }
}

/// `font` at `size` (0 keeps its own) with `attributes` added.
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                           _ attributes: CTFontDescriptor?) -> CTFont {
    let descriptor = attributes.map { font.fontDescriptor.addingAttributes($0.fontAttributes) } ?? font.fontDescriptor
    return UIFont(descriptor: descriptor, size: size > 0 ? size : font.pointSize)
}

/// `font` with the traits in `mask` set as in `value`; nil when the family has no such face.
public func CTFontCreateCopyWithSymbolicTraits(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                               _ symTraitValue: CTFontSymbolicTraits, _ symTraitMask: CTFontSymbolicTraits) -> CTFont? {
    let current = CTFontGetSymbolicTraits(font)
    let traits = current.subtracting(symTraitMask).union(symTraitValue.intersection(symTraitMask))
    guard let descriptor = font.fontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: traits.rawValue)) else { return nil }
    return UIFont(descriptor: descriptor, size: size > 0 ? size : font.pointSize)
}

/// `font`'s style in `family`, at `size` (0 keeps its own).
public func CTFontCreateCopyWithFamily(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
                                       _ family: CFString) -> CTFont? {
    CTFontCreateCopyWithAttributes(font, size, matrix, UIFontDescriptor(fontAttributes: [.family: family]))
}

// MARK: Names and attributes

/// The font's descriptor.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor { font.fontDescriptor }

/// One attribute of the font's descriptor (`kCTFontSizeAttribute`…).
public func CTFontCopyAttribute(_ font: CTFont, _ attribute: CFString) -> CFTypeRef? {
    CTFontDescriptorCopyAttribute(font.fontDescriptor, attribute)
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The font's traits: bold from semibold weight up (as iOS reports the system font's), italic,
/// monospaced, condensed or expanded as asked.
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits = CTFontSymbolicTraits(rawValue: font.fontDescriptor.symbolicTraits.rawValue)
    let descriptor = font.font.descriptor
    if let weight = descriptor.weight, weight.value >= FontWeight.bold.value { traits.insert(.traitBold) }
    if descriptor.italic { traits.insert(.traitItalic) }
    if case .system(.monospaced) = descriptor.source { traits.insert(.traitMonoSpace) }
    return traits
}

/// The font's traits as Core Text's dictionary: symbolic traits, weight, width and slant.
public func CTFontCopyTraits(_ font: CTFont) -> CFDictionary {
    [kCTFontSymbolicTrait: NSNumber(value: CTFontGetSymbolicTraits(font).rawValue),
     kCTFontWeightTrait: NSNumber(value: Double(UIFont.Weight(font.font.descriptor.weight ?? .regular).rawValue)),
     kCTFontWidthTrait: NSNumber(value: 0.0),
     // −1…1, where 1 is a 30° lean to the right.
     kCTFontSlantTrait: NSNumber(value: Double(-CTFontGetSlantAngle(font)) / 30)] as NSDictionary
}

/// The font's PostScript name (`.SFUI-Regular` for the system font).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName }
/// The font's family name (`.AppleSystemUIFont` for the system font).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName }
/// The font's full name.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { CTFontCopyName(font, kCTFontFullNameKey) ?? font.fontName }
/// The font's name for display.
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }

/// One of the font's names: the family and PostScript names as `UIFont` reports them; the others
/// from the `name` table of the face Mockup draws a named font with (nil for the system font, whose
/// stand-in's copyright and designers are not Apple's).
public func CTFontCopyName(_ font: CTFont, _ nameKey: CFString) -> CFString? {
    switch nameKey {
    case kCTFontFamilyNameKey: return font.familyName
    case kCTFontPostScriptNameKey: return font.fontName
    default:
        guard font.postScriptName != nil, let id = nameIDs[nameKey] else { return nil }
        return try? FontLibrary.shared().name(id, of: font.font.descriptor)
    }
}

// MARK: Metrics

/// The distance from the baseline to the top of the tallest glyphs.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
/// The distance from the baseline to the bottom of the lowest glyphs (positive, unlike `UIFont.descender`).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
/// The gap between lines.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
/// The height of capital letters.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
/// The height of lowercase letters.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
/// Design units per em.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.faceDetails?.unitsPerEm ?? 2048) }
/// The underline's position: negative, below the baseline.
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { CGFloat(font.faceDetails?.underlinePosition ?? 0) }
/// The underline's thickness.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { CGFloat(font.faceDetails?.underlineThickness ?? 0) }
/// The slant in degrees counter-clockwise from vertical (negative for an italic).
public func CTFontGetSlantAngle(_ font: CTFont) -> CGFloat { CGFloat(font.faceDetails?.slantAngle ?? 0) }
/// How many glyphs the face has.
public func CTFontGetGlyphCount(_ font: CTFont) -> CFIndex { font.faceDetails?.glyphCount ?? 0 }

// MARK: Glyphs

/// The glyphs of `count` UTF-16 `characters` into `glyphs`: a surrogate pair's glyph at its first
/// unit and 0 at its second; 0 where the face has none. True when it has all of them.
public func CTFontGetGlyphsForCharacters(_ font: CTFont, _ characters: UnsafePointer<UniChar>,
                                         _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex) -> Bool {
    let units = Array(UnsafeBufferPointer(start: characters, count: max(0, count)))
    var slots: [(index: Int, scalar: Unicode.Scalar)] = []
    var index = 0
    for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
        slots.append((index, scalar))
        index += scalar.utf16.count
    }
    for offset in 0..<max(0, count) { glyphs[offset] = 0 }
    let found = (try? FontLibrary.shared().glyphs(for: slots.map(\.scalar), of: font.font.descriptor)) ?? []
    var all = found.count == slots.count
    for (slot, glyph) in zip(slots, found) {
        if let glyph, glyph <= UInt32(UInt16.max) { glyphs[slot.index] = CGGlyph(glyph) } else { all = false }
    }
    return all
}

/// The outline of `glyph` in Core Graphics' glyph space (y up from the pen on the baseline),
/// mapped by `matrix`; nil for a glyph without one (a space).
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let outline = try? FontLibrary.shared().outline(of: UInt32(glyph), in: font.font.descriptor), !outline.isEmpty else { return nil }
    let glyphSpace = outline.applying(CGAffineTransform(scaleX: 1, y: -1))
    return CGPath(path: matrix.map { glyphSpace.applying($0.pointee) } ?? glyphSpace)
}

/// The characters the face drawing the font maps.
public func CTFontCopyCharacterSet(_ font: CTFont) -> CharacterSet {
    var set = CharacterSet()
    for range in (try? FontLibrary.shared().coveredScalars(of: font.font.descriptor)) ?? [] {
        guard let lower = Unicode.Scalar(range.lowerBound), let upper = Unicode.Scalar(range.upperBound) else { continue }
        set.insert(charactersIn: lower...upper)
    }
    return set
}

// MARK: Descriptors

/// A descriptor from attributes (`kCTFontNameAttribute`, `kCTFontFamilyNameAttribute`,
/// `kCTFontSizeAttribute`, `kCTFontTraitsAttribute`).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    UIFontDescriptor(fontAttributes: UIFontDescriptor.attributes(attributes))
}

/// The face named `name` at `size`.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    UIFontDescriptor(name: name, size: size)
}

/// `original` with `attributes` added.
public func CTFontDescriptorCreateCopyWithAttributes(_ original: CTFontDescriptor, _ attributes: CFDictionary) -> CTFontDescriptor {
    original.addingAttributes(UIFontDescriptor.attributes(attributes))
}

/// One attribute of `descriptor`, nil when it does not set it.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef? {
    descriptor.object(forKey: UIFontDescriptor.AttributeName(rawValue: attribute)).map { $0 as AnyObject }
}

// MARK: The font manager's lists

/// The PostScript names of the fonts the app registered or bundled.
public func CTFontManagerCopyAvailablePostScriptNames() -> CFArray {
    ((try? FontLibrary.shared().registeredFontNames) ?? []) as NSArray
}

/// The families installed on iOS and those the app registered.
public func CTFontManagerCopyAvailableFontFamilyNames() -> CFArray { UIFont.familyNames as NSArray }
