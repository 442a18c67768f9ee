// `import UIKit` beside `import SwiftUI` in pasted code: the UIKit names live in the SwiftUI module
// (Sources/SwiftUI), which this module re-exports. They are not in a module of their own because the
// toolchain's Testing library has a cross-import overlay for any module named UIKit (it would
// look for `_Testing_UIKit` in every test file that imports SwiftUI).
@_exported import SwiftUI
// UIKit's headers bring Core Image (`CIImage(image:)`, `UIImage(ciImage:)`): app code that imports only
// UIKit uses `CIImage` and `CIFilter`.
@_exported import CoreImage
