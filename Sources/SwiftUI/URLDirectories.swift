import Foundation

// Foundation's iOS 16 directory URLs that swift-corelibs-foundation lacks (it has
// `temporaryDirectory` and `homeDirectory`): the user domain's directories `FileManager` reports.
extension URL {
    public static var documentsDirectory: URL { userDirectory(.documentDirectory) }
    public static var libraryDirectory: URL { userDirectory(.libraryDirectory) }
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory) }
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory) }
    public static var applicationDirectory: URL { userDirectory(.applicationDirectory) }
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory) }
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory) }
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory) }
    public static var musicDirectory: URL { userDirectory(.musicDirectory) }
    public static var picturesDirectory: URL { userDirectory(.picturesDirectory) }
    public static var sharedPublicDirectory: URL { userDirectory(.sharedPublicDirectory) }
    public static var trashDirectory: URL { userDirectory(.trashDirectory) }

    /// The user domain's `directory` (the home directory where the system reports none), under
    /// `$HOME`: Foundation on Linux reads the account's home instead, but a render's runner has a
    /// home of its own, where what an app saves must go.
    private static func userDirectory(_ directory: FileManager.SearchPathDirectory) -> URL {
        let reported = (FileManager.default.urls(for: directory, in: .userDomainMask).first ?? homeDirectory).standardizedFileURL.path
        let accountHome = homeDirectory.standardizedFileURL.path
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty,
              reported == accountHome || reported.hasPrefix(accountHome + "/") else {
            return URL(fileURLWithPath: reported, isDirectory: true)
        }
        return URL(fileURLWithPath: home + reported.dropFirst(accountHome.count), isDirectory: true)
    }
}
