import AVFoundation
import Foundation
import Testing

/// Audio Toolbox's system sounds, as `import AVFoundation` brings them: nothing plays, completions
/// run at once, and each registered file gets an ID of its own.
struct AudioToolboxTests {
    @Test func soundsPlayNothingAndCompleteAtOnce() {
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        AudioServicesPlayAlertSound(1104)
        var completed = 0
        AudioServicesPlaySystemSoundWithCompletion(1520) { completed += 1 }
        AudioServicesPlayAlertSoundWithCompletion(1521) { completed += 1 }
        #expect(completed == 2 && kSystemSoundID_Vibrate == 4095)
    }

    @Test func registeredFilesGetTheirOwnIDs() {
        var first: SystemSoundID = 0, second: SystemSoundID = 0
        let url = URL(fileURLWithPath: "/nonexistent/click.caf")
        #expect(AudioServicesCreateSystemSoundID(url as CFURL, &first) == kAudioServicesNoError)
        #expect(AudioServicesCreateSystemSoundID(url as CFURL, &second) == kAudioServicesNoError)
        #expect(first > 0x0FFF && second != first)
        #expect(AudioServicesDisposeSystemSoundID(first) == kAudioServicesNoError)
    }
}
