import Foundation
import Testing

/// Issue 15: Match's images are read from the checkout the command runs in, never from the
/// checkout the binary was built from.
@Suite struct CLIAssetTests {
    @Test func imagesComeFromTheCheckoutYouAreIn() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-assets-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = "match/likes-you-tile-unlocked"

        let withoutAssets = try TemporaryCheckout()
        defer { withoutAssets.remove() }
        let missing = try MockupProcess.run(["render", scene, "-o", out.path], in: withoutAssets.root)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("image folder \(withoutAssets.root.path)/Scenes/Match/Assets is missing"), "\(missing.stderr)")

        let elsewhere = FileManager.default.temporaryDirectory
        let outside = try MockupProcess.run(["render", scene, "-o", out.path], in: elsewhere)
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("is not inside one; cd into the checkout"), "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let withAssets = try TemporaryCheckout(assets: true)
        defer { withAssets.remove() }
        let found = try MockupProcess.run(["render", scene, "-o", out.path], in: withAssets.root)
        #expect(found.status == 0, "\(found.stderr)")
    }

    /// A missing image is a warning of the render: it names the image, writes nothing and exits 1,
    /// unless `--allow-warnings` (then the placeholder is drawn and written).
    @Test func aMissingImageIsWithheldUnlessWarningsAreAllowed() throws {
        let checkout = try TemporaryCheckout(assets: true)
        defer { checkout.remove() }
        try FileManager.default.removeItem(at: checkout.root.appendingPathComponent("Scenes/Match/Assets/avatar-sam.png"))
        let out = checkout.root.appendingPathComponent("tile.png")
        let withheld = try MockupProcess.run(["render", "match/likes-you-tile-unlocked", "-o", out.path], in: checkout.root)
        #expect(withheld.status == 1)
        #expect(withheld.stderr.contains("warning: match/likes-you-tile-unlocked: image \"avatar-sam\" not found"), "\(withheld.stderr)")
        #expect(withheld.stderr.contains("--allow-warnings"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let allowed = try MockupProcess.run(["render", "match/likes-you-tile-unlocked", "-o", out.path, "--allow-warnings"],
                                            in: checkout.root)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("image \"avatar-sam\" not found"))
        #expect(FileManager.default.fileExists(atPath: out.path))
    }
}
