// `import TipKit` beside `import SwiftUI`: TipKit's views and modifiers are SwiftUI views.
@_exported import SwiftUI
