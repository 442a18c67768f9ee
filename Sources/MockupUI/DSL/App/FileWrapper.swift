import Foundation

/// A file or a directory of files in memory, as Foundation's `FileWrapper` on Apple platforms
/// (swift-corelibs-foundation has none): what a `FileDocument` reads and writes.
open class FileWrapper: @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents
    open var filename: String?
    open var preferredFilename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    /// A directory of `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    /// The file or directory at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .file = contents { true } else { false } }
    open var isDirectory: Bool { if case .directory = contents { true } else { false } }
    open var isSymbolicLink: Bool { false }

    /// A regular file's bytes; nil for a directory.
    open var regularFileContents: Data? { if case let .file(data) = contents { data } else { nil } }

    /// A directory's children by file name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? { if case let .directory(children) = contents { children } else { nil } }

    /// Adds `child` to a directory under its preferred name (made unique) and returns that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case var .directory(children) = contents else { return child.preferredFilename ?? "" }
        let base = child.preferredFilename ?? "Untitled"
        var name = base, counter = 2
        while children[name] != nil { name = "\(counter) \(base)"; counter += 1 }
        child.filename = name
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file of `data` to a directory and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case var .directory(children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .directory(children)
    }

    /// Writes the file or directory to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case let .file(data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case let .directory(children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
