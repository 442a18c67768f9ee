import DeveloperToolsSupport
import Foundation

// Xcode's object literals: `#colorLiteral(red:green:blue:alpha:)` is a `UIColor` and
// `#imageLiteral(resourceName:)` a `UIImage`, as UIKit declares them (`_ColorLiteralType`,
// `_ImageLiteralType`), so `Color(#colorLiteral(…))` and `Image(uiImage: #imageLiteral(…))` compile.

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type of a colour literal whose type is not otherwise known.
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {
    /// The asset catalog image `name`, as `UIImage(named:)` finds it.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(resource: ImageResource(name: name, bundle: .main))
    }
}

/// The type of an image literal whose type is not otherwise known.
public typealias _ImageLiteralType = UIImage
