@_exported import Foundation
@_exported import Security

// Audio Toolbox's system sound services, as apps call them for key clicks, alerts and vibration
// (`AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)`, `AudioServicesPlaySystemSound(1104)`).
// A still plays no sound and has no motor: playing does nothing, and a completion runs at once,
// as it would when the sound has finished.

/// A system sound: one of iOS's built-in sound IDs, or one registered from a file.
public typealias SystemSoundID = UInt32

/// The ID that makes the device vibrate (Apple's value, 0x00000FFF).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Audio Toolbox's success result.
public let kAudioServicesNoError: OSStatus = 0

/// The IDs sound files are registered under.
private let registeredSounds = RegisteredSounds()

/// The file-backed sound IDs given out so far: above the built-in ones (1000–1351) and the vibrate ID.
private final class RegisteredSounds: @unchecked Sendable {
    private let lock = NSLock()
    private var next: SystemSoundID = 0x1001

    func register() -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}

/// Plays a system sound (nothing plays in a still).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound as an alert, vibrating where the device can (nothing plays in a still).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound, then runs `inCompletionBlock` (at once: nothing plays in a still).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    inCompletionBlock?()
}

/// Plays an alert sound, then runs `inCompletionBlock` (at once: nothing plays in a still).
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    inCompletionBlock?()
}

/// Registers the sound file at `inFileURL` and writes its new ID to `outSystemSoundID`. The file
/// is not read (it is never played); each call gives a new ID, as iOS does.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    outSystemSoundID.pointee = registeredSounds.register()
    return kAudioServicesNoError
}

/// Unregisters a sound made by `AudioServicesCreateSystemSoundID`.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }
