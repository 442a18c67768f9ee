// `import AVFoundation` brings Foundation and Core Media's times with it, as Apple's does.
@_exported import CoreMedia
@_exported import Foundation
