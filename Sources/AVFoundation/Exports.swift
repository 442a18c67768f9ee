// `import AVFoundation` brings Foundation, Core Media's times and Audio Toolbox's system sounds
// with it, as Apple's does.
@_exported import AudioToolbox
@_exported import CoreMedia
@_exported import Foundation
