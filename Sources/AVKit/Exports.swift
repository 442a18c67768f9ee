// AVKit re-exports AVFoundation, as Apple's does: `import AVKit` is enough for `AVPlayer`.
@_exported import AVFoundation
