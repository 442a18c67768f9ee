import Foundation

/// A trait of media that selection groups are chosen by (`.legible` for subtitles and captions,
/// `.audible` for audio languages).
public struct AVMediaCharacteristic: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let visual = AVMediaCharacteristic(rawValue: "public.visual")
    public static let audible = AVMediaCharacteristic(rawValue: "public.audible")
    public static let legible = AVMediaCharacteristic(rawValue: "public.legible")
    public static let frameBased = AVMediaCharacteristic(rawValue: "public.framebased")
    public static let containsOnlyForcedSubtitles = AVMediaCharacteristic(rawValue: "public.subtitles.forced-only")
    public static let isMainProgramContent = AVMediaCharacteristic(rawValue: "public.main-program-content")
    public static let isAuxiliaryContent = AVMediaCharacteristic(rawValue: "public.auxiliary-content")
    public static let isOriginalContent = AVMediaCharacteristic(rawValue: "public.original-content")
    public static let transcribesSpokenDialogForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.transcribes-spoken-dialog")
    public static let describesMusicAndSoundForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.describes-music-and-sound")
    public static let describesVideoForAccessibility = AVMediaCharacteristic(rawValue: "public.accessibility.describes-video")
    public static let easyToRead = AVMediaCharacteristic(rawValue: "public.easy-to-read")
    public static let voiceOverTranslation = AVMediaCharacteristic(rawValue: "public.translation.voice-over")
    public static let dubbedTranslation = AVMediaCharacteristic(rawValue: "public.translation.dubbed")
    public static let languageTranslation = AVMediaCharacteristic(rawValue: "public.translation")
    public static let containsHDRVideo = AVMediaCharacteristic(rawValue: "public.contains-hdr-video")
}

/// One choice of a selection group: a subtitle language, an audio track.
open class AVMediaSelectionOption: NSObject, @unchecked Sendable {
    public let mediaType: AVMediaType
    public let displayName: String
    public let locale: Locale?
    public let extendedLanguageTag: String?
    public let mediaSubTypes: [NSNumber] = []
    public let availableMetadataFormats: [String] = []
    public let isPlayable: Bool
    private let characteristics: Set<AVMediaCharacteristic>

    init(mediaType: AVMediaType, displayName: String, locale: Locale?, characteristics: Set<AVMediaCharacteristic>) {
        self.mediaType = mediaType; self.displayName = displayName; self.locale = locale
        extendedLanguageTag = locale?.identifier.replacingOccurrences(of: "_", with: "-")
        self.characteristics = characteristics; isPlayable = true
        super.init()
    }

    open func hasMediaCharacteristic(_ characteristic: AVMediaCharacteristic) -> Bool { characteristics.contains(characteristic) }
    open func displayName(with locale: Locale) -> String { displayName }
}

/// The mutually exclusive options of one characteristic (an asset's subtitle languages).
open class AVMediaSelectionGroup: NSObject, @unchecked Sendable {
    public let options: [AVMediaSelectionOption]
    public let defaultOption: AVMediaSelectionOption?
    public let allowsEmptySelection: Bool

    init(options: [AVMediaSelectionOption], defaultOption: AVMediaSelectionOption?, allowsEmptySelection: Bool) {
        self.options = options; self.defaultOption = defaultOption; self.allowsEmptySelection = allowsEmptySelection
        super.init()
    }

    /// The option whose property list matches (none: options have no property lists here).
    open func mediaSelectionOption(withPropertyList plist: Any) -> AVMediaSelectionOption? { nil }

    /// The options that play.
    open class func playableMediaSelectionOptions(from options: [AVMediaSelectionOption]) -> [AVMediaSelectionOption] {
        options.filter(\.isPlayable)
    }

    /// The options in `locale`'s language.
    open class func mediaSelectionOptions(from options: [AVMediaSelectionOption], with locale: Locale) -> [AVMediaSelectionOption] {
        options.filter { $0.locale?.language.languageCode == locale.language.languageCode }
    }

    /// The options with every one of `characteristics`.
    open class func mediaSelectionOptions(from options: [AVMediaSelectionOption],
                                          withMediaCharacteristics characteristics: [AVMediaCharacteristic]) -> [AVMediaSelectionOption] {
        options.filter { option in characteristics.allSatisfy(option.hasMediaCharacteristic) }
    }

    /// The options with none of `characteristics`.
    open class func mediaSelectionOptions(from options: [AVMediaSelectionOption],
                                          withoutMediaCharacteristics characteristics: [AVMediaCharacteristic]) -> [AVMediaSelectionOption] {
        options.filter { option in !characteristics.contains(where: option.hasMediaCharacteristic) }
    }
}

/// The options chosen in an item's selection groups.
open class AVMediaSelection: NSObject, @unchecked Sendable {
    let chosen: [ObjectIdentifier: AVMediaSelectionOption]
    init(chosen: [ObjectIdentifier: AVMediaSelectionOption] = [:]) { self.chosen = chosen; super.init() }

    open func selectedMediaOption(in mediaSelectionGroup: AVMediaSelectionGroup) -> AVMediaSelectionOption? {
        chosen[ObjectIdentifier(mediaSelectionGroup)]
    }
    open func mediaSelectionCriteriaCanBeAppliedAutomatically(to mediaSelectionGroup: AVMediaSelectionGroup) -> Bool { true }
}

extension AVAsset {
    /// The asset's selection group of `mediaCharacteristic`: none, as a render reads no media.
    public func mediaSelectionGroup(forMediaCharacteristic mediaCharacteristic: AVMediaCharacteristic) -> AVMediaSelectionGroup? { nil }
    /// The selection group of `mediaCharacteristic`, loaded: none.
    public func loadMediaSelectionGroup(for mediaCharacteristic: AVMediaCharacteristic) async throws -> AVMediaSelectionGroup? { nil }
    /// The characteristics that have selection groups: none.
    public var availableMediaCharacteristicsWithMediaSelectionOptions: [AVMediaCharacteristic] { [] }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVMediaCharacteristic] {
    public static var availableMediaCharacteristicsWithMediaSelectionOptions: AVAsyncProperty<Root, [AVMediaCharacteristic]> {
        AVAsyncProperty { $0.availableMediaCharacteristicsWithMediaSelectionOptions }
    }
}

extension AVPlayerItem {
    /// The options chosen so far, group by group.
    public var currentMediaSelection: AVMediaSelection { AVMediaSelection(chosen: mediaSelections) }

    /// Chooses `option` in `group` (nil clears it when the group allows an empty selection).
    public func select(_ option: AVMediaSelectionOption?, in group: AVMediaSelectionGroup) {
        mediaSelections[ObjectIdentifier(group)] = option ?? (group.allowsEmptySelection ? nil : group.defaultOption)
    }

    /// Lets the player choose in `group` by the user's preferences: the group's default option.
    public func selectMediaOptionAutomatically(in group: AVMediaSelectionGroup) {
        mediaSelections[ObjectIdentifier(group)] = group.defaultOption
    }
}
