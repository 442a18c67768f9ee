import Foundation
import MockupText
import MockupUI

/// `mockup list [PATTERN]`: scenes with their size in points and their colour schemes.
enum ListCommand {
    @MainActor
    static func run(_ words: [String]) throws {
        let options = try CommandLineOptions(words, valueOptions: [], switchOptions: [])
        guard options.positional.count <= 1 else { throw CommandError.usage("list takes at most one pattern") }
        let scenes = SceneSelection.matching(options.positional.first)
        guard !scenes.isEmpty else {
            throw CommandError("no scene matches '\(options.positional[0])'. Run 'mockup list' to see every scene.")
        }
        let fonts = try FontLibrary.shared()
        let nameWidth = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            let size = try scene.outputFrame(of: scene.layout(scheme: scene.schemes[0], scale: 3, fonts: fonts)).size
            let points = "\(format(size.width))×\(format(size.height)) pt"
            let schemes = scene.schemes.map { "\($0)" }.joined(separator: ",")
            print(scene.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                  + points.padding(toLength: 18, withPad: " ", startingAt: 0)
                  + schemes.padding(toLength: 12, withPad: " ", startingAt: 0) + scene.summary)
        }
    }

    /// A point value to two decimals without needless zeros (393, 222.57, 84.8).
    static func format(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
