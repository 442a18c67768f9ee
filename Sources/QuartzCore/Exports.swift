// `import QuartzCore` in pasted code: Core Animation's names (CALayer and its subclasses,
// CAAnimation and its subclasses, CAMediaTimingFunction, CATransaction, CADisplayLink,
// CATransform3D) live in the SwiftUI module beside the UIKit names, as `import UIKit` brings
// Core Animation on iOS; this module re-exports it.
@_exported import SwiftUI
