import AVFoundation
import Foundation
import Speech
import Testing

/// Speech recognition as an app never granted it sees it, fed by an audio engine that runs silent:
/// the shape of Apple's Scrumdinger transcriber compiles and reports why it cannot transcribe.
struct SpeechTests {
    /// Scrumdinger's `SpeechRecognizer`: asks for permission, taps the microphone, starts recognizing.
    final class Transcriber {
        var transcript = ""
        private var audioEngine: AVAudioEngine?
        private var request: SFSpeechAudioBufferRecognitionRequest?
        private var task: SFSpeechRecognitionTask?
        private let recognizer = SFSpeechRecognizer()

        func transcribe() throws {
            guard let recognizer, recognizer.isAvailable else { throw SFSpeechError(.internalServiceError) }
            let (engine, request) = try Self.prepareEngine()
            (audioEngine, self.request) = (engine, request)
            task = recognizer.recognitionTask(with: request) { [weak self] result, error in
                if let result { self?.transcript = result.bestTranscription.formattedString }
                if error != nil { engine.stop(); engine.inputNode.removeTap(onBus: 0) }
            }
        }

        static func prepareEngine() throws -> (AVAudioEngine, SFSpeechAudioBufferRecognitionRequest) {
            let engine = AVAudioEngine()
            let request = SFSpeechAudioBufferRecognitionRequest()
            request.shouldReportPartialResults = true
            let inputNode = engine.inputNode
            let format = inputNode.outputFormat(forBus: 0)
            inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { buffer, _ in request.append(buffer) }
            engine.prepare()
            try engine.start()
            return (engine, request)
        }
    }

    @Test func anAppWithoutPermissionIsDeniedAtOnce() {
        #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        var answer: SFSpeechRecognizerAuthorizationStatus?
        SFSpeechRecognizer.requestAuthorization { answer = $0 }
        #expect(answer == .denied)
    }

    @Test func theRecognizerIsUnavailableAndARecognitionFailsAtOnce() throws {
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(recognizer.locale.identifier == "en-US" && !recognizer.isAvailable)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "fr_FR")) != nil)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "xx-YY")) == nil)
        var received: (SFSpeechRecognitionResult?, Error?)?
        let task = recognizer.recognitionTask(with: SFSpeechURLRecognitionRequest(url: URL(fileURLWithPath: "/tmp/talk.m4a"))) {
            received = ($0, $1)
        }
        #expect(task.state == .completed && !task.isCancelled)
        #expect(received?.0 == nil && (received?.1 as? SFSpeechError)?.code == .internalServiceError)
        #expect((task.error as NSError?)?.domain == SFSpeechErrorDomain && (task.error as NSError?)?.code == 1)

        final class Listener: SFSpeechRecognitionTaskDelegate {
            var finished: Bool?
            func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) { finished = successfully }
        }
        let listener = Listener()
        _ = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest(), delegate: listener)
        #expect(listener.finished == false)
    }

    @Test func theEngineRunsSilentAndTheTranscriberSaysWhy() throws {
        let (engine, request) = try Transcriber.prepareEngine()
        #expect(engine.isRunning)
        #expect(engine.inputNode.outputFormat(forBus: 0).sampleRate == 48_000)
        #expect(engine.attachedNodes.contains(engine.mainMixerNode))
        request.endAudio()
        #expect(request.hasEnded && request.nativeAudioFormat.sampleRate == 16_000)
        engine.stop()
        #expect(!engine.isRunning)

        let player = AVAudioPlayerNode()
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2))
        #expect(player.engine === engine && player.outputFormat(forBus: 0).channelCount == 2)
        player.play()
        #expect(player.isPlaying)

        #expect(throws: SFSpeechError(.internalServiceError)) { try Transcriber().transcribe() }
    }
}
