// `import CoreText` in an app's font code: Mockup's Core Text names (`CTFontManagerRegisterFontsForURL`,
// `CTFontManagerRegisterGraphicsFont`, `CTFontManagerScope`) live in the SwiftUI module, as UIKit
// brings Core Text on iOS; this module re-exports it.
@_exported import SwiftUI
