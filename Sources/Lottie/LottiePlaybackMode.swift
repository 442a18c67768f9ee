import Foundation
import SwiftUI

/// How many times, and which way, an animation plays.
public enum LottieLoopMode: Hashable, Sendable {
    case playOnce
    case loop
    case autoReverse
    case `repeat`(Float)
    case repeatBackwards(Float)
}

/// What an animation does when the app goes to the background.
public enum LottieBackgroundBehavior: Hashable, Sendable {
    case stop, pause, pauseAndRestore, forceFinish, continuePlaying
}

/// Called when an animation stops: `completed` tells whether it reached its end.
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void

/// Where a marker's time is read: its start or its end.
public enum LottieMarkerPosition: Hashable, Sendable { case start, end }

/// What an animation view shows: a paused frame or a playback.
public enum LottiePlaybackMode: Hashable, Sendable {
    case paused(at: PausedState)
    case playing(_ mode: PlaybackMode)
    case progress(_ progress: AnimationProgressTime)
    case frame(_ frame: AnimationFrameTime)
    case time(_ time: TimeInterval)
    case pause
    case fromProgress(_ fromProgress: AnimationProgressTime?, toProgress: AnimationProgressTime, loopMode: LottieLoopMode)
    case fromFrame(_ fromFrame: AnimationFrameTime?, toFrame: AnimationFrameTime, loopMode: LottieLoopMode)
    case fromMarker(_ fromMarker: String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
    case marker(_ marker: String, loopMode: LottieLoopMode)
    case markers(_ markers: [String])

    /// A paused animation's frame.
    public enum PausedState: Hashable, Sendable {
        case currentFrame
        case progress(_ progress: AnimationProgressTime)
        case frame(_ frame: AnimationFrameTime)
        case time(_ time: TimeInterval)
        case marker(_ name: String, position: LottieMarkerPosition = .start)
    }

    /// The part of an animation that plays, and how often.
    public enum PlaybackMode: Hashable, Sendable {
        case fromProgress(_ fromProgress: AnimationProgressTime?, toProgress: AnimationProgressTime, loopMode: LottieLoopMode)
        case fromFrame(_ fromFrame: AnimationFrameTime?, toFrame: AnimationFrameTime, loopMode: LottieLoopMode)
        case fromMarker(_ fromMarker: String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
        case marker(_ marker: String, loopMode: LottieLoopMode)
        case markers(_ markers: [String])

        public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> Self {
            .fromProgress(nil, toProgress: toProgress, loopMode: loopMode)
        }
        public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> Self {
            .fromFrame(nil, toFrame: toFrame, loopMode: loopMode)
        }
        public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode) -> Self {
            .fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode)
        }
    }

    public static var paused: Self { .paused(at: .currentFrame) }
    public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> Self {
        .playing(.fromProgress(nil, toProgress: toProgress, loopMode: loopMode))
    }
    public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> Self {
        .playing(.fromFrame(nil, toFrame: toFrame, loopMode: loopMode))
    }
    public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode) -> Self {
        .playing(.fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode))
    }
}

/// The still of a playback: where it stands in a render.
struct PlaybackStill {
    /// The frame shown.
    let frame: AnimationFrameTime
    /// How long the playback takes to finish, when it finishes (plays a bounded number of times).
    let finishesAfter: TimeInterval?
}

extension LottiePlaybackMode {
    /// Where this mode leaves `animation`, from `current`. A paused animation shows its frame; a
    /// playback is drawn at the frame it plays to — where one that ends comes to rest, as SwiftUI
    /// animations are drawn at their end, and a loop's turning point (an intro that builds its
    /// picture from an empty first frame shows the whole picture); one played backwards at its start.
    func still(of animation: LottieAnimation, from current: AnimationFrameTime) -> PlaybackStill {
        switch self {
        case .paused(at: let state): PlaybackStill(frame: state.frame(in: animation, current: current), finishesAfter: nil)
        case .pause: PlaybackStill(frame: current, finishesAfter: nil)
        case .progress(let progress): PlaybackStill(frame: animation.frameTime(forProgress: progress), finishesAfter: nil)
        case .frame(let frame): PlaybackStill(frame: frame, finishesAfter: nil)
        case .time(let time): PlaybackStill(frame: animation.frameTime(forTime: time), finishesAfter: nil)
        case .playing(let mode): mode.still(of: animation, from: current)
        case .fromProgress(let from, let to, let loop): PlaybackMode.fromProgress(from, toProgress: to, loopMode: loop).still(of: animation, from: current)
        case .fromFrame(let from, let to, let loop): PlaybackMode.fromFrame(from, toFrame: to, loopMode: loop).still(of: animation, from: current)
        case .fromMarker(let from, let to, let end, let loop):
            PlaybackMode.fromMarker(from, toMarker: to, playEndMarkerFrame: end, loopMode: loop).still(of: animation, from: current)
        case .marker(let marker, let loop): PlaybackMode.marker(marker, loopMode: loop).still(of: animation, from: current)
        case .markers(let markers): PlaybackMode.markers(markers).still(of: animation, from: current)
        }
    }
}

extension LottiePlaybackMode.PausedState {
    func frame(in animation: LottieAnimation, current: AnimationFrameTime) -> AnimationFrameTime {
        switch self {
        case .currentFrame: current
        case .progress(let progress): animation.frameTime(forProgress: progress)
        case .frame(let frame): frame
        case .time(let time): animation.frameTime(forTime: time)
        case .marker(let name, let position):
            (animation.frameTime(forMarker: name) ?? current) + (position == .end ? animation.durationFrameTime(forMarker: name) ?? 0 : 0)
        }
    }
}

extension LottiePlaybackMode.PlaybackMode {
    func still(of animation: LottieAnimation, from current: AnimationFrameTime) -> PlaybackStill {
        let (from, to, loop): (AnimationFrameTime, AnimationFrameTime, LottieLoopMode)
        switch self {
        case .fromProgress(let start, let end, let loopMode):
            (from, to, loop) = (start.map(animation.frameTime(forProgress:)) ?? current, animation.frameTime(forProgress: end), loopMode)
        case .fromFrame(let start, let end, let loopMode):
            (from, to, loop) = (start ?? current, end, loopMode)
        case .fromMarker(let start, let end, let playEndMarkerFrame, let loopMode):
            let endFrame = animation.frameTime(forMarker: end) ?? animation.endFrame
            (from, to, loop) = (start.flatMap(animation.frameTime(forMarker:)) ?? current,
                                endFrame + (playEndMarkerFrame ? 0 : -1), loopMode)
        case .marker(let name, let loopMode):
            let start = animation.frameTime(forMarker: name) ?? animation.startFrame
            (from, to, loop) = (start, start + (animation.durationFrameTime(forMarker: name) ?? 0), loopMode)
        case .markers(let names):
            let last = names.last.flatMap(animation.frameTime(forMarker:)) ?? animation.endFrame
            let first = names.first.flatMap(animation.frameTime(forMarker:)) ?? animation.startFrame
            (from, to, loop) = (first, last + (names.last.flatMap(animation.durationFrameTime(forMarker:)) ?? 0), .playOnce)
        }
        let once = abs(animation.time(forFrame: to) - animation.time(forFrame: from))
        switch loop {
        case .playOnce: return PlaybackStill(frame: to, finishesAfter: once)
        case .repeat(let count): return PlaybackStill(frame: to, finishesAfter: once * Double(max(count, 1)))
        case .repeatBackwards(let count): return PlaybackStill(frame: from, finishesAfter: once * 2 * Double(max(count, 1)))
        case .loop, .autoReverse: return PlaybackStill(frame: to, finishesAfter: nil)
        }
    }
}
