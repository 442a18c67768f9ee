// `import SwiftUI` in pasted guide code resolves to this module on Linux.
@_exported import MockupUI
