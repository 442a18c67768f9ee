// `import SwiftUI` in pasted guide code resolves to this module on Linux: the DSL, Foundation
// (CGFloat, CGPoint, UUID, DispatchQueue, as real SwiftUI re-exports them) and the UIKit names
// guides call.
@_exported import Foundation
@_exported import MockupUI
