import Foundation

/// A size class, as SwiftUI's `UserInterfaceSizeClass`: compact or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// Whether the scene is in the foreground, as SwiftUI's `ScenePhase`; a render is `.active`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// The contrast setting, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// The Bold Text setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// Whether a list is being edited, as SwiftUI's `EditMode`; a render is never editing.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// True while editing (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content hidden (for example on the lock screen).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (a widget's invalidatable content).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The deprecated presentation state behind `presentationMode`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public let isPresented: Bool
    /// Dismisses the view; does nothing in a render.
    public mutating func dismiss() {}
}

/// The older Dynamic Type sizes, as SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category of the same size (every Dynamic Type size has one).
    public init?(_ size: DynamicTypeSize) {
        guard let index = DynamicTypeSize.allCases.firstIndex(of: size) else { return nil }
        self = Self.allCases[index]
    }

    /// The same size as a `DynamicTypeSize`.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of the same size as an older content size category.
    public init?(_ category: ContentSizeCategory) {
        guard let index = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        self = Self.allCases[index]
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension View {
    /// Marks the content as redacted for `reason`. A `.placeholder` redaction draws each text's
    /// lines and each image as rounded bars of their size (shapes and colours stay); `.privacy`
    /// draws the `privacySensitive` content below it so and leaves the rest; `.invalidated` is
    /// recorded as a render note.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentWriter { $0.redactionReasons.formUnion(reason) })
            .renderNote(when: reason.contains(.invalidated), "redacted(reason: .invalidated) draws the content as is")
    }

    /// Marks the view as private: under a `.privacy` redaction it is drawn as a `.placeholder`
    /// redaction draws (Apple: "SwiftUI redacts views marked with this modifier when you apply the
    /// privacy redaction reason"); otherwise nothing changes.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive && reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }

    /// Marks content a widget may show out of date (`.invalidated` redaction); an app's content is
    /// never invalidated, so nothing changes.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// Clears the redaction reasons for this view and its descendants.
    public func unredacted() -> some View {
        modifier(EnvironmentWriter { $0.redactionReasons = [] })
    }
}
