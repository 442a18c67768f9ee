import Foundation

/// The Core Audio errors audio files, players and recorders throw, in `NSOSStatusErrorDomain`.
enum AudioFileError {
    /// `kAudioFileUnspecifiedError` ('wht?', 2003334207): the file could not be opened.
    static var notFound: NSError { NSError(domain: "NSOSStatusErrorDomain", code: 2_003_334_207) }
    /// `kAudioFileUnsupportedFileTypeError` ('typ?', 1954115647): not a file type that can be read.
    static var unsupportedFileType: NSError { NSError(domain: "NSOSStatusErrorDomain", code: 1_954_115_647) }
    /// `kAudioFormatUnsupportedDataFormatError` ('fmt?', 1718449215): a sample format that cannot be used.
    static var unsupportedDataFormat: NSError { NSError(domain: "NSOSStatusErrorDomain", code: 1_718_449_215) }
}
