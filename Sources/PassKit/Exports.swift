// `import PassKit` brings Foundation with it, as Apple's does.
@_exported import Foundation
