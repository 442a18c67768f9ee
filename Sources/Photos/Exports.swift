// `import Photos` brings Foundation with it, as Apple's does, and AVFoundation, which its headers
// import for video requests (`requestAVAsset(forVideo:)`): code that imports Photos names
// `AVMediaType` and `AVAsset` without importing AVFoundation.
@_exported import Foundation
@_exported import AVFoundation
