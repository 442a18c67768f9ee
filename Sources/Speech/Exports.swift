// `import Speech` brings Foundation and AVFoundation's audio buffers with it, as Apple's does.
@_exported import AVFoundation
@_exported import Foundation
