import AVKit
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// AVFoundation and AVKit: media times, players that never play, audio that throws for a missing
/// file, capture that finds no camera, and the UIKit player drawn as `VideoPlayer` draws.
@MainActor @Suite struct AVFoundationTests {
    private func render(width: Double = 160, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: nil, scale: 1), fonts: FontLibrary.shared(), view)
    }

    @Test func anExportSessionTakesAVFoundationsPresetsAndFailsInARender() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        #expect(AVAssetExportSession(asset: asset, presetName: "AVAssetExportPreset1337") == nil)
        let session = AVAssetExportSession(asset: asset, presetName: AVAssetExportPreset1920x1080)
        #expect(session?.presetName == "AVAssetExportPreset1920x1080" && session?.status == .unknown)
        await #expect(throws: NSError.self) { try await session?.export(to: URL(fileURLWithPath: "/tmp/out.mp4"), as: .mp4) }
        #expect(session?.status == .failed && session?.outputFileType == .mp4)
        let picker = UIImagePickerController()
        picker.videoExportPreset = AVAssetExportPresetHEVC1920x1080
        #expect(picker.videoExportPreset == "AVAssetExportPresetHEVC1920x1080")
        var transaction = Transaction()
        transaction.scrollPositionUpdatePreservesVelocity = true
        #expect(transaction.scrollPositionUpdatePreservesVelocity)
    }

    @Test func mediaTimesAreRationalAndCompareByValue() {
        let half = CMTimeMake(value: 1, timescale: 2)
        #expect(half == CMTime(value: 300, timescale: 600))
        #expect(Set([half, CMTime(value: 300, timescale: 600)]).count == 1)
        #expect((half + CMTime(seconds: 0.25, preferredTimescale: 600)).seconds == 0.75)
        #expect((half + CMTime(value: 1, timescale: 3)).timescale == 6, "the least common multiple of the timescales")
        #expect((half - CMTime(seconds: 1, preferredTimescale: 1)).seconds == -0.5)
        #expect((half * Int32(3)).seconds == 1.5 && (half * 0.5).seconds == 0.25 && (half * 0.5).timescale == 65_536)
        #expect(CMTimeMultiplyByRatio(half, multiplier: 2, divisor: 3) == CMTime(value: 1, timescale: 3))
        #expect(CMTimeGetSeconds(CMTimeMakeWithSeconds(2.5, preferredTimescale: 1000)) == 2.5)
        #expect(CMTime(seconds: 1.0 / 3, preferredTimescale: 10).value == 3)
        #expect(CMTime.zero < half && half < .positiveInfinity && CMTime.negativeInfinity < .zero)
        #expect(CMTime.invalid.seconds.isNaN && !CMTime.indefinite.isNumeric && CMTime.indefinite.isValid)
        #expect((CMTime.positiveInfinity + half).isPositiveInfinity && !(CMTime.positiveInfinity + .negativeInfinity).isValid)
        #expect(CMTimeRange(start: half, duration: half).containsTime(CMTime(value: 3, timescale: 4)))
        #expect(CMTimeRange(start: .zero, end: half).duration == half)
    }

    @Test func playersNeverPlayAndTimeStaysAtZero() async throws {
        let model = VideoPlayerModel(url: URL(string: "https://example.com/a.mp4")!)
        model.toggle()
        #expect(!model.isPlaying && model.player.timeControlStatus == .paused && model.player.rate == 0)
        model.skip(by: 10)
        #expect(model.player.currentTime() == .zero)
        #expect(model.player.currentItem?.duration.isIndefinite == true, "an item's duration is indefinite until it loads")
        #expect(model.durationText == "--:--")
        #expect(await model.player.seek(to: CMTime(seconds: 5, preferredTimescale: 600)) == false)
        model.stopObserving()

        let asset = AVURLAsset(url: URL(string: "https://example.com/a.mp4")!)
        #expect(try await asset.load(.duration) == .zero)
        let (playable, tracks) = try await asset.load(.isPlayable, .tracks)
        #expect(!playable && tracks.isEmpty)
    }

    /// A filter player's outputs: frames and captions never come, so code drawing a frame through
    /// Core Image takes its "nothing new" path.
    @Test func playerItemOutputsNeverHaveAFrameOrACaption() {
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/clip.mp4"))
        let video = AVPlayerItemVideoOutput(pixelBufferAttributes: [kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA])
        let captions = AVPlayerItemLegibleOutput(mediaSubtypesForNativeRepresentation: [])
        item.add(video)
        item.add(captions)
        item.add(video)
        #expect(item.outputs.count == 2)
        let time = video.itemTime(forHostTime: CACurrentMediaTime())
        #expect(time == .zero && !video.hasNewPixelBuffer(forItemTime: time))
        #expect(video.copyPixelBuffer(forItemTime: time, itemTimeForDisplay: nil) == nil)
        #expect(kCVPixelFormatType_32BGRA == 0x42475241)
        item.remove(captions)
        #expect(item.outputs.count == 1 && item.outputs.first === video)
        captions.textStylingResolution = .sourceAndRulesOnly
        #expect(captions.textStylingResolution.rawValue == "AVPlayerItemLegibleOutputTextStylingResolutionSourceAndRulesOnly")
    }

    /// iPhones support picture in picture, but with nothing playing it never becomes possible.
    @Test func pictureInPictureIsSupportedButNeverPossible() throws {
        #expect(AVPictureInPictureController.isPictureInPictureSupported())
        let controller = try #require(AVPictureInPictureController(playerLayer: AVPlayerLayer(player: AVPlayer())))
        controller.startPictureInPicture()
        #expect(!controller.isPictureInPicturePossible && !controller.isPictureInPictureActive)
    }

    @Test func aQueuePlayerKeepsItsQueueAndTheLooperQueuesItsItem() {
        let first = AVPlayerItem(url: URL(string: "https://example.com/1.mp4")!)
        let second = AVPlayerItem(url: URL(string: "https://example.com/2.mp4")!)
        let queue = AVQueuePlayer(items: [first])
        queue.insert(second, after: first)
        #expect(queue.items() == [first, second] && queue.currentItem === first && queue.actionAtItemEnd == .advance)
        queue.advanceToNextItem()
        #expect(queue.currentItem === second && queue.items() == [second])
        queue.removeAllItems()
        #expect(queue.currentItem == nil)

        let background = LoopingBackground(url: URL(string: "https://example.com/loop.mp4")!)
        #expect(background.player.items().count == 1 && background.looper.loopCount == 0)
        #expect(background.player.isMuted && background.player.rate == 0)
    }

    @Test func audioOpensOnlyExistingFilesAndNeverPlays() throws {
        let board = SoundBoard()
        #expect(AVAudioSession.sharedInstance().category == .playback)
        #expect(AVAudioSession.sharedInstance().categoryOptions == [.mixWithOthers, .duckOthers])
        #expect(!board.play("missing"))
        let error = try #require(board.lastError as NSError?)
        #expect(error.domain == "NSOSStatusErrorDomain" && error.code == 2_003_334_207)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-probe-\(UUID().uuidString).caf")
        try Data([0, 1, 2, 3]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let player = try AVAudioPlayer(contentsOf: file)
        player.numberOfLoops = 2
        #expect(!player.play() && !player.isPlaying && player.duration == 0 && player.numberOfLoops == 2)
        let unloaded = AVAudioPlayer()
        #expect(unloaded.url == nil && unloaded.data == nil && !unloaded.play())

        board.say("Hello")
        #expect(!board.synthesizer.isSpeaking && AVSpeechSynthesisVoice.speechVoices().isEmpty)
        #expect(AVSpeechSynthesisVoice(language: "en-US") == nil)
    }

    @Test func captureFindsNoCameraAndAccessIsNeverGranted() async {
        let camera = CameraModel()
        #expect(camera.status == .notDetermined)
        camera.requestAccess()
        camera.configure()
        #expect(!camera.configured && camera.session.inputs.isEmpty && !camera.session.isRunning)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front).devices.isEmpty)
        camera.capture()
        #expect(AVCaptureVideoPreviewLayer(session: camera.session).videoGravity == .resizeAspect)
        #expect(AVPlayerLayer(player: nil).isReadyForDisplay == false)
    }

    @Test func thePlayerControllerDrawsAsVideoPlayerAndTheCameraPreviewAsItsView() throws {
        let rendered = try render { MediaScreen() }
        try rendered.image.writeForInspection("avkit-media-screen")
        // VideoPlayer, the controller with controls, the controller without: black, with a play
        // glyph in the first two.
        for y in [10, 100, 190] { #expect(rendered.image.rgba(5, y) == (0, 0, 0, 255), "row \(y)") }
        let controls = ["play.fill", "arrow.up.left.and.arrow.down.right", "speaker.wave.2.fill"]
        #expect(rendered.layout.tree.all(.symbol).map(\.detail) == controls + controls)
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["--:--"])
        #expect(rendered.image.rgba(80, 245) == (0, 0, 0, 255), "the preview's black view (the layer shows no picture)")
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
    }

    @Test func thePausedControlsSitOverTheVideoOverlay() throws {
        let rendered = try render(width: 320) {
            VideoPlayer(player: nil) { Color(red: 1, green: 0, blue: 0).frame(width: 320, height: 180) }.frame(height: 180)
        }
        let tree = rendered.layout.tree
        // The overlay is drawn first, the controls over it.
        let order = tree.nodes.filter { $0.kind == .symbol || $0.kind == .shape }.compactMap { node -> String? in
            node.kind == .symbol ? node.detail : (node.frame.height == 180 ? "overlay" : nil)
        }
        #expect(try #require(order.lastIndex(of: "overlay")) < (try #require(order.firstIndex(of: "play.fill"))))
        let play = tree.one(.symbol, "play.fill").frame
        #expect(abs(play.midX - 160) < 1e-6 && abs(play.midY - 90) < 1e-6, "the play button in the centre")
        let fullScreen = tree.one(.symbol, "arrow.up.left.and.arrow.down.right").frame
        let volume = tree.one(.symbol, "speaker.wave.2.fill").frame
        #expect(fullScreen.minX == 16 && fullScreen.minY == 16 && volume.maxX == 320 - 16 && volume.minY == 16)
        // The scrubber's 4-pt track along the bottom, 16 pt in: white at 30 % over the red overlay.
        let track = rendered.image.rgba(160, 180 - 16 - 2)
        #expect(track.r == 255 && abs(Int(track.g) - 77) <= 1 && abs(Int(track.b) - 77) <= 1, "\(track)")
        #expect(rendered.image.rgba(8, 180 - 16 - 2) == (255, 0, 0, 255), "no track outside the 16-pt insets")
    }

    @Test func theRoutePickerDrawsTheAirPlayGlyphInItsTint() throws {
        let rendered = try render(width: 44) { RoutePicker(tint: .systemPink, video: false).frame(width: 44, height: 44) }
        let glyph = rendered.layout.tree.one(.symbol, "airplayaudio").frame
        #expect(abs(glyph.midX - 22) < 0.5 && abs(glyph.midY - 22) < 0.5, "centred in the view: \(glyph)")
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
        let pink = Color(uiColor: .systemPink).resolve(in: EnvironmentValues())
        let inked = (0..<44).flatMap { y in (0..<44).map { rendered.image.rgba($0, y) } }
            .contains { abs(Double($0.r) / 255 - Double(pink.red)) < 0.02 && abs(Double($0.g) / 255 - Double(pink.green)) < 0.02 }
        #expect(inked, "the glyph in the view's tintColor")
        let video = try render(width: 44) { RoutePicker(tint: nil, video: true).frame(width: 44, height: 44) }
        #expect(video.layout.tree.all(.symbol).map(\.detail) == ["airplayvideo"])
    }

    @Test func aPlayerControllerSubclassOfTheCodesOwnDrawsThePlaceholder() throws {
        let rendered = try render { BrandedPlayer().frame(height: 50) }
        #expect(rendered.layout.tree.all(.platformView).map(\.detail) == ["BrandedPlayer"])
    }
}

/// An AirPlay button in a representable, as apps add one beside their own player controls.
private struct RoutePicker: UIViewRepresentable {
    let tint: UIColor?
    let video: Bool

    func makeUIView(context: Context) -> AVRoutePickerView {
        let picker = AVRoutePickerView()
        picker.tintColor = tint
        picker.prioritizesVideoDevices = video
        return picker
    }

    func updateUIView(_ uiView: AVRoutePickerView, context: Context) {}
}
