import Foundation
import UniformTypeIdentifiers

// UIKit's functions that add to the Photos library. A render has no photo library: nothing is
// written, and the completion selector is never sent (Linux has no Objective-C runtime to send it).

/// Adds `image` to the Saved Photos album (nothing is written in a render).
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?,
                                           _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?) {}

/// Adds the movie at `videoPath` to the Saved Photos album (nothing is written in a render).
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?,
                                                _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?) {}

/// Whether the file at `videoPath` is a movie the album could hold: it exists and its extension
/// names a movie type.
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool {
    let url = URL(fileURLWithPath: videoPath)
    guard FileManager.default.fileExists(atPath: videoPath),
          let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return type.conforms(to: .movie)
}
