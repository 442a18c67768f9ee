import Foundation
import Lottie
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Lottie as app code calls it (its README's forms): the animation's frame drawn by rlottie at the
/// moment the playback stands — paused frames as set, a playback at the frame it plays to — sized
/// as Lottie sizes it.
@MainActor @Suite struct LottieTests {
    /// A 100 × 100 composition, 30 fps, frames 0…30: a 20-pt red square whose centre moves in a
    /// straight line from (25, 50) to (75, 50); marker "middle" at frame 15.
    static let json = Data("""
    {"v":"5.7.4","fr":30,"ip":0,"op":31,"w":100,"h":100,"nm":"slide","ddd":0,"assets":[],
     "markers":[{"cm":"middle","tm":15,"dr":5}],
     "layers":[{"ddd":0,"ind":1,"ty":4,"nm":"box","sr":1,"ao":0,"ip":0,"op":31,"st":0,"bm":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]},
             "p":{"a":1,"k":[{"t":0,"s":[25,50,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[75,50,0]}]}},
       "shapes":[{"ty":"gr","nm":"g","it":[
         {"ty":"rc","nm":"r","d":1,"s":{"a":0,"k":[20,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
         {"ty":"fl","nm":"f","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
         {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
    """.utf8)

    private func render(_ view: () -> some View) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: 100, height: 100, scale: 1, colorScheme: .light), fonts: FontLibrary.shared(), view).image
    }

    /// The x of the red square's centre along row `row`.
    private func squareCentre(_ image: PixelImage, row: Int = 50) -> Double? {
        let red = (0..<image.width).filter { let p = image.rgba($0, row); return p.r > 200 && p.g < 60 && p.b < 60 }
        guard let first = red.first, let last = red.last else { return nil }
        return Double(first + last + 1) / 2
    }

    @Test func theCompositionIsRead() throws {
        let animation = try LottieAnimation.from(data: Self.json)
        #expect(animation.size == CGSize(width: 100, height: 100) && animation.framerate == 30)
        #expect(animation.startFrame == 0 && animation.endFrame == 31 && abs(animation.duration - 31.0 / 30) < 1e-9)
        #expect(animation.markerNames == ["middle"] && animation.frameTime(forMarker: "middle") == 15)
        #expect(animation.progressTime(forFrame: 15.5) == 0.5)
        #expect(throws: DecodingError.self) { try LottieAnimation.from(data: Data("{}".utf8)) }
    }

    @Test func aViewDrawsTheFrameItsPlaybackStandsAt() throws {
        let animation = try LottieAnimation.from(data: Self.json)
        let paused = try render { LottieView(animation: animation) }
        #expect(squareCentre(paused) == 25, "a view not playing shows its first frame")
        let once = try render { LottieView(animation: animation).playing() }
        #expect(squareCentre(once) == 75, "a playback that ends comes to rest at its last frame")
        let loop = try render { LottieView(animation: animation).looping() }
        #expect(squareCentre(loop) == 75, "a loop is drawn at the frame it plays to")
        let backwards = try render { LottieView(animation: animation).playing(loopMode: .repeatBackwards(2)) }
        #expect(squareCentre(backwards) == 25, "played backwards, it ends at its start")
        let marker = try render { LottieView(animation: animation).paused(at: .marker("middle")) }
        #expect(squareCentre(marker) == 50)
        let progress = try render { LottieView(animation: animation).currentProgress(0.4) }
        #expect(squareCentre(progress).map { abs($0 - 45) <= 1 } == true)
    }

    @Test func aViewIsTheAnimationsSizeWithinTheOfferOrFillsItWhenResizable() throws {
        let animation = try LottieAnimation.from(data: Self.json)
        let laidOut = { (view: AnyView) in
            try ViewRenderer.layout(RenderRequest(width: 300, height: 300, scale: 1), fonts: FontLibrary.shared()) { view }.tree.root.frame.size
        }
        #expect(try laidOut(AnyView(LottieView(animation: animation).fixedSize())) == MockupRaster.Size(width: 100, height: 100))
        #expect(try laidOut(AnyView(LottieView(animation: animation).frame(width: 40, height: 40).fixedSize())) == MockupRaster.Size(width: 40, height: 40))
        // Resizable: the whole square offered, the frame drawn aspect-fit (the square's centre at 3/4 of 300).
        let resized = try ViewRenderer.render(RenderRequest(width: 300, height: 300, scale: 1), fonts: FontLibrary.shared()) {
            LottieView(animation: animation).playing().resizable()
        }.image
        #expect(squareCentre(resized, row: 150) == 225)
    }

    @Test func aUIKitViewsFrameFollowsItsPlayback() throws {
        let view = LottieAnimationView(animation: try LottieAnimation.from(data: Self.json))
        #expect(view.intrinsicContentSize == CGSize(width: 100, height: 100) && view.contentMode == .scaleAspectFit)
        #expect(view.currentFrame == 0 && !view.isAnimationPlaying)
        view.loopMode = .loop
        view.play()
        #expect(view.isAnimationPlaying && view.currentFrame == 31)
        view.play(fromProgress: 0, toProgress: 0.5, loopMode: .playOnce)
        #expect(view.currentProgress == 0.5)
        view.currentFrame = 10
        #expect(view.currentFrame == 10 && !view.isAnimationPlaying)
        view.stop()
        #expect(view.currentFrame == 0)
    }

    @Test func aDotLottieFileShowsItsFirstAnimation() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("slide.lottie")
        try Self.zip(["manifest.json": Data(#"{"animations":[{"id":"slide"}]}"#.utf8), "animations/slide.json": Self.json]).write(to: file)
        let dotLottie = try await DotLottieFile.loadedFrom(filepath: file.path)
        #expect(dotLottie.animationIDs == ["slide"])
        let drawn = try render { LottieView(dotLottieFile: dotLottie).playing() }
        #expect(squareCentre(drawn) == 75)
        await #expect(throws: (any Error).self) { try await DotLottieFile.loadedFrom(filepath: folder.appendingPathComponent("none.lottie").path) }
        try Data("not a zip".utf8).write(to: file)
        await #expect(throws: DotLottieError.self) { try await DotLottieFile.loadedFrom(filepath: file.path) }
    }

    /// A zip archive of `files`, stored (method 0), as the zip format's APPNOTE lays it out.
    static func zip(_ files: [String: Data]) -> Data {
        var archive = Data(), directory = Data()
        func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let offset = archive.count, nameBytes = Data(name.utf8)
            archive += le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le32(0) + le32(0)
            archive += le32(contents.count) + le32(contents.count) + le16(nameBytes.count) + le16(0) + nameBytes + contents
            directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le32(0) + le32(0)
            directory += le32(contents.count) + le32(contents.count) + le16(nameBytes.count) + le16(0) + le16(0) + le16(0) + le16(0)
            directory += le32(0) + le32(offset) + nameBytes
        }
        let directoryOffset = archive.count
        archive += directory
        archive += le32(0x0605_4B50) + le16(0) + le16(0) + le16(files.count) + le16(files.count) + le32(directory.count) + le32(directoryOffset) + le16(0)
        return archive
    }
}
