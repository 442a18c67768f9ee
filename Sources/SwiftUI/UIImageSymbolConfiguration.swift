import Foundation
import MockupUI

extension UIImage {
    /// How an SF Symbol `UIImage` is drawn (UIKit's `UIImage.SymbolConfiguration`). Accepted and
    /// held; `Image(uiImage:)` draws the symbol at the SwiftUI font the view sets, so set the size
    /// and weight there (`.font(.system(size: 24, weight: .semibold))`).
    public final class SymbolConfiguration: Sendable {
        /// A symbol's size relative to the text beside it.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
        /// A symbol's stroke weight.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

        public let pointSize: CGFloat?
        public let weight: Weight?
        public let scale: Scale?
        public let textStyle: UIFont.TextStyle?

        private init(pointSize: CGFloat?, weight: Weight?, scale: Scale?, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale; self.textStyle = textStyle
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
        }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: nil) }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(pointSize: nil, weight: nil, scale: nil, textStyle: nil) }
        public static func preferringMonochrome() -> SymbolConfiguration { preferringMulticolor() }

        /// This configuration with `other`'s settings where `other` has them.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            SymbolConfiguration(pointSize: other?.pointSize ?? pointSize, weight: other?.weight ?? weight,
                                scale: other?.scale ?? scale, textStyle: other?.textStyle ?? textStyle)
        }
    }

    /// The SF Symbol `name` with a configuration (held; see `SymbolConfiguration`).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// The image with a configuration (held; see `SymbolConfiguration`).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
}
