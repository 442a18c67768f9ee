// `import WebKit` brings Foundation with it, as Apple's does, and on Linux Foundation's URL loading
// (`URLRequest`, `URLResponse`, authentication challenges), which is Foundation on Apple platforms.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
