import Foundation
import MockupText

/// UIFont's vertical metrics and font lists, from the face Mockup draws the font with: the system
/// font measures as SF Pro (its hhea values, docs/TEXT.md), a custom or installed font as the face
/// that stands in for it.
extension UIFont {
    /// The metrics of the face at this size; zero when the bundled fonts cannot be read.
    private var verticalMetrics: FontVerticalMetrics {
        (try? FontLibrary.shared().verticalMetrics(of: font.descriptor))
            ?? FontVerticalMetrics(ascent: 0, descent: 0, lineGap: 0, capHeight: 0)
    }

    /// The top of the tallest glyphs above the baseline.
    public var ascender: CGFloat { CGFloat(verticalMetrics.ascent) }
    /// The bottom of the lowest glyphs below the baseline: negative, as in UIKit.
    public var descender: CGFloat { -CGFloat(verticalMetrics.descent) }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { CGFloat(verticalMetrics.capHeight) }
    /// The gap between lines the face asks for.
    public var leading: CGFloat { CGFloat(verticalMetrics.lineGap) }
    /// One line's height: ascender − descender + leading (20.29 pt for the 17-pt system font, as on iOS).
    public var lineHeight: CGFloat { CGFloat(verticalMetrics.lineHeight) }

    /// The family: a named font's as iOS reports it (`Poppins` for `Poppins-SemiBold`, a registered
    /// font's own), else its name; iOS names the system font's family `.AppleSystemUIFont`.
    public var familyName: String {
        guard let postScriptName else { return ".AppleSystemUIFont" }
        return (try? FontLibrary.shared().familyName(ofFontNamed: postScriptName)) ?? postScriptName
    }

    /// The families installed on iOS (drawn by their stand-ins) and those the app registered.
    public class var familyNames: [String] { (try? FontLibrary.shared().familyNames) ?? [] }

    /// The PostScript names of a registered family's faces.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        (try? FontLibrary.shared().fontNames(inFamily: familyName)) ?? []
    }

    /// UIKit's standard sizes as commonly reported on iPhone (docs/API-SHIMS.md).
    public class var systemFontSize: CGFloat { 14 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
}
