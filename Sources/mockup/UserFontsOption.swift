import Foundation
import MockupGuide
import MockupText

/// `--fonts DIR` and the `Fonts/` folders beside guides: the user's own font files. They are
/// registered in this process (in-process renders and checks see them, and a missing folder or a
/// damaged file is one error line naming it before anything runs) and handed to guide runners.
enum UserFontsOption {
    static let option = "--fonts"

    /// The `--fonts` folder, registered; nil without the option.
    static func folder(_ options: CommandLineOptions) throws -> URL? {
        guard let path = options.value(option) else { return nil }
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        try register(folder)
        return folder
    }

    /// Registers every input's `Fonts/` folder (the runners register them too, per guide).
    static func registerFolders(of inputs: [GuideInput]) throws {
        for folder in Set(inputs.compactMap(\.fontsFolder)).sorted(by: { $0.path < $1.path }) { try register(folder) }
    }

    private static func register(_ folder: URL) throws {
        do { try FontLibrary.shared().registerFonts(in: folder) } catch let error as FontError {
            throw CommandError(error.description)
        }
    }
}
