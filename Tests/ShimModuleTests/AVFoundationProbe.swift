import AVKit
import Foundation
import SwiftUI

// AVFoundation and AVKit as apps write them: a player model with a time observer, a looping
// background video, sound effects, an audio session, speech, a camera screen and the UIKit player.

/// A video player's model: plays, seeks and reports progress through a periodic time observer.
@MainActor
final class VideoPlayerModel: ObservableObject {
    let player: AVPlayer
    @Published var progress: Double = 0
    @Published var isPlaying = false
    private var timeObserver: Any?

    init(url: URL) {
        player = AVPlayer(url: url)
        player.actionAtItemEnd = .none
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { _ in }
    }

    func toggle() {
        if player.timeControlStatus == .playing { player.pause() } else { player.play() }
        isPlaying = player.rate != 0
    }

    func skip(by seconds: Double) {
        let target = player.currentTime() + CMTime(seconds: seconds, preferredTimescale: 600)
        player.seek(to: target, toleranceBefore: .zero, toleranceAfter: .zero)
    }

    var durationText: String {
        guard let duration = player.currentItem?.duration, duration.isNumeric else { return "--:--" }
        let total = Int(duration.seconds)
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    func stopObserving() {
        if let timeObserver { player.removeTimeObserver(timeObserver) }
    }
}

/// A muted background video looping forever.
@MainActor
final class LoopingBackground {
    let player = AVQueuePlayer()
    let looper: AVPlayerLooper

    init(url: URL) {
        let item = AVPlayerItem(asset: AVURLAsset(url: url))
        looper = AVPlayerLooper(player: player, templateItem: item)
        player.isMuted = true
        player.play()
    }
}

/// Sound effects and speech.
@MainActor
final class SoundBoard: NSObject, AVAudioPlayerDelegate, AVSpeechSynthesizerDelegate {
    var player: AVAudioPlayer?
    let synthesizer = AVSpeechSynthesizer()
    private(set) var lastError: Error?

    override init() {
        super.init()
        synthesizer.delegate = self
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [.mixWithOthers, .duckOthers])
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            lastError = error
        }
    }

    func play(_ name: String) -> Bool {
        guard let url = Bundle.main.url(forResource: name, withExtension: "mp3")
            ?? URL(string: "file:///nonexistent/\(name).mp3") else { return false }
        do {
            player = try AVAudioPlayer(contentsOf: url)
            player?.delegate = self
            player?.numberOfLoops = -1
            player?.volume = 0.8
            player?.prepareToPlay()
            return player?.play() ?? false
        } catch {
            lastError = error
            return false
        }
    }

    func say(_ text: String) {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate * 0.9
        synthesizer.speak(utterance)
    }

    nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
}

/// A camera: permission, a session with the back camera and a photo output, a preview layer.
final class CameraModel: NSObject, ObservableObject, AVCapturePhotoCaptureDelegate, AVCaptureMetadataOutputObjectsDelegate,
    @unchecked Sendable {
    let session = AVCaptureSession()
    private let output = AVCapturePhotoOutput()
    private let scanner = AVCaptureMetadataOutput()
    @Published var status = AVCaptureDevice.authorizationStatus(for: .video)
    @Published var configured = false

    func requestAccess() {
        AVCaptureDevice.requestAccess(for: .video) { granted in
            if granted { self.configure() }
        }
    }

    func configure() {
        session.beginConfiguration()
        session.sessionPreset = .photo
        defer { session.commitConfiguration() }
        guard let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)
                ?? AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: device),
              session.canAddInput(input) else { return }
        session.addInput(input)
        if session.canAddOutput(output) { session.addOutput(output) }
        if session.canAddOutput(scanner) {
            session.addOutput(scanner)
            scanner.setMetadataObjectsDelegate(self, queue: .main)
            scanner.metadataObjectTypes = [.qr, .ean13]
        }
        configured = true
    }

    func capture() {
        let settings = AVCapturePhotoSettings()
        settings.flashMode = .auto
        output.capturePhoto(with: settings, delegate: self)
    }

    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {}
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
                        from connection: AVCaptureConnection) {
        _ = (metadataObjects.first as? AVMetadataMachineReadableCodeObject)?.stringValue
    }
}

/// The camera preview: a plain view with the preview layer as a sublayer.
struct CameraPreview: UIViewRepresentable {
    let session: AVCaptureSession

    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor = .black
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.videoGravity = .resizeAspectFill
        view.layer.addSublayer(preview)
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// The UIKit system player in SwiftUI.
struct PlayerController: UIViewControllerRepresentable {
    let player: AVPlayer
    var showsControls = true

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = player
        controller.videoGravity = .resizeAspectFill
        controller.allowsPictureInPicturePlayback = true
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        controller.showsPlaybackControls = showsControls
    }
}

/// A player controller subclass of the code's own.
final class BrandedPlayerController: AVPlayerViewController {}

struct BrandedPlayer: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BrandedPlayerController { BrandedPlayerController() }
    func updateUIViewController(_ controller: BrandedPlayerController, context: Context) {}
}

/// A screen with a video, the UIKit player and a camera preview.
struct MediaScreen: View {
    @StateObject private var model = VideoPlayerModel(url: URL(string: "https://example.com/clip.m3u8")!)
    @StateObject private var camera = CameraModel()

    var body: some View {
        VStack(spacing: 0) {
            VideoPlayer(player: model.player) {
                Text(model.durationText).foregroundStyle(.white)
            }
            .frame(height: 90)
            PlayerController(player: model.player).frame(height: 90)
            PlayerController(player: model.player, showsControls: false).frame(height: 90)
            CameraPreview(session: camera.session).frame(height: 60)
        }
        .onAppear { camera.requestAccess() }
    }
}
