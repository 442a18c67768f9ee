import Foundation

/// The Core Audio error an audio player or recorder throws when it cannot open its file:
/// `kAudioFileUnspecifiedError` ('wht?', 2003334207) in `NSOSStatusErrorDomain`.
enum AudioFileError {
    static var notFound: NSError { NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207) }
}
