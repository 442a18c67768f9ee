// `import ImageIO` in pasted code: ImageIO's names (CGImageSource and its functions, the image
// property keys, CGImagePropertyOrientation) live in the SwiftUI module beside the Core Graphics
// names, as `import UIKit` brings ImageIO on iOS; this module re-exports it.
@_exported import SwiftUI
