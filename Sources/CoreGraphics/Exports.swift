// `import CoreGraphics` in pasted code: Mockup's Core Graphics names (CGPath, CGMutablePath,
// CGColor, CGColorSpace, CGContext, CGAffineTransform, CGVector; CGFloat, CGPoint, CGSize and CGRect
// are Foundation's) live in the SwiftUI module, as UIKit brings Core Graphics on iOS; this module
// re-exports it. They are not in a module of their own because the toolchain's Testing library has
// a cross-import overlay for any module named CoreGraphics (every test file importing SwiftUI would
// look for `_Testing_CoreGraphics`).
@_exported import SwiftUI
