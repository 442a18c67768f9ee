import Foundation
import MockupText
import MockupUI

/// UIKit's font descriptor: a font's face, size and traits, to derive another font from
/// (`font.fontDescriptor.withDesign(.rounded)` for rounded bar titles, `.withSymbolicTraits(.traitBold)`).
public final class UIFontDescriptor: Hashable, Sendable {
    /// The font described.
    let font: Font
    /// The named face, or nil for the system font.
    let fontName: String?
    public let symbolicTraits: SymbolicTraits

    init(font: Font, fontName: String?, symbolicTraits: SymbolicTraits = []) {
        self.font = font
        self.fontName = fontName
        self.symbolicTraits = symbolicTraits
    }

    /// The face `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: .custom(fontName, size: size), fontName: fontName)
    }

    /// A descriptor from attributes: a `.name` or `.family` face (else the system font) at `.size`
    /// (else 17), with `.traits`' symbolic traits and weight.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 17
        let name = (attributes[.name] as? String) ?? (attributes[.family] as? String)
        let base = UIFontDescriptor(font: name.map { .custom($0, size: size) } ?? .system(size: size), fontName: name)
        self.init(copying: base.addingAttributes(attributes.filter { $0.key == .traits }))
    }

    private init(copying other: UIFontDescriptor) {
        font = other.font
        fontName = other.fontName
        symbolicTraits = other.symbolicTraits
    }

    /// The descriptor of a Dynamic Type style at the default content size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public var pointSize: CGFloat { CGFloat(font.descriptor.size) }
    public var postscriptName: String { fontName ?? ".SFUI-Regular" }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var resized = font
        resized.descriptor.size = Double(newPointSize)
        return UIFontDescriptor(font: resized, fontName: fontName, symbolicTraits: symbolicTraits)
    }

    /// The system font in `design`; nil for a named face, as UIKit answers for faces without one.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard fontName == nil else { return nil }
        var redesigned = font
        redesigned.descriptor.source = .system(design.design)
        return UIFontDescriptor(font: redesigned, fontName: nil, symbolicTraits: symbolicTraits)
    }

    /// The font with exactly `traits`: bold, italic, condensed or expanded, monospaced.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var traited = font
        if traits.contains(.traitBold) {
            traited.descriptor.weight = .bold
        } else if symbolicTraits.contains(.traitBold) {
            traited.descriptor.weight = nil
        }
        traited.descriptor.italic = traits.contains(.traitItalic)
        if traits.contains(.traitMonoSpace), fontName == nil { traited.descriptor.source = .system(.monospaced) }
        if traits.contains(.traitCondensed) { traited = traited.width(.condensed) }
        if traits.contains(.traitExpanded) { traited = traited.width(.expanded) }
        return UIFontDescriptor(font: traited, fontName: fontName, symbolicTraits: traits)
    }

    /// The descriptor with `.size`, `.name` (or `.family`) and `.traits` (symbolic traits, weight) replaced.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var result = self
        if let name = (attributes[.name] ?? attributes[.family]) as? String { result = UIFontDescriptor(name: name, size: result.pointSize) }
        if let size = attributes[.size] as? CGFloat { result = result.withSize(size) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traits[.symbolic] as? UInt32 {
                result = result.withSymbolicTraits(SymbolicTraits(rawValue: symbolic)) ?? result
            }
            if let weight = traits[.weight] as? UIFont.Weight {
                var font = result.font
                font.descriptor.weight = weight.font
                result = UIFontDescriptor(font: font, fontName: result.fontName, symbolicTraits: result.symbolicTraits)
            }
        }
        return result
    }

    /// The descriptor's attributes: its face's `.name` (a named font's), `.size`, and `.traits`
    /// (symbolic traits and weight).
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.size: pointSize]
        if let fontName { attributes[.name] = fontName }
        var traits: [TraitKey: Any] = [.symbolic: symbolicTraits.rawValue]
        if let weight = font.descriptor.weight { traits[.weight] = UIFont.Weight(weight) }
        attributes[.traits] = traits
        return attributes
    }

    /// One of the descriptor's attributes, nil when it does not set it.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// Attributes as Core Text passes them (`[kCTFontSizeAttribute: 17] as CFDictionary`): string keys,
    /// numbers for sizes, symbolic traits and weights.
    static func attributes(_ dictionary: NSDictionary) -> [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [:]
        for (key, value) in dictionary {
            guard let key = key as? String else { continue }
            let name = AttributeName(rawValue: key)
            switch (name, value) {
            case (.size, let number as NSNumber): attributes[.size] = CGFloat(number.doubleValue)
            case (.traits, let traits as NSDictionary):
                var converted: [TraitKey: Any] = [:]
                for case let (trait as String, number as NSNumber) in traits {
                    switch TraitKey(rawValue: trait) {
                    case .symbolic: converted[.symbolic] = number.uint32Value
                    case .weight: converted[.weight] = UIFont.Weight(rawValue: CGFloat(number.doubleValue))
                    case let other: converted[other] = number
                    }
                }
                attributes[.traits] = converted
            default: attributes[name] = value
            }
        }
        return attributes
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.font == rhs.font && lhs.fontName == rhs.fontName && lhs.symbolicTraits == rhs.symbolicTraits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(fontName)
    }

    /// The system font's designs.
    public struct SystemDesign: Hashable, Sendable {
        let design: Font.Design
        public static let `default` = SystemDesign(design: .default)
        public static let rounded = SystemDesign(design: .rounded)
        public static let serif = SystemDesign(design: .serif)
        public static let monospaced = SystemDesign(design: .monospaced)
    }

    /// A font's traits, with Core Text's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of a descriptor's attributes.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// The keys of a descriptor's `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}

extension UIFont {
    /// The font's descriptor, to derive other fonts from.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font, fontName: postScriptName) }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let sized = pointSize > 0 ? descriptor.withSize(pointSize) : descriptor
        self.init(font: sized.font, pointSize: sized.pointSize, fontName: sized.fontName)
    }
}
