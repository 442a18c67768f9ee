import Foundation
import MockupUI

// SwiftUI's conversions between its environment values and UIKit's traits, both ways, as Apple's
// SwiftUI declares them for UIKit: a UIKit value with no SwiftUI counterpart (`.unspecified`)
// converts to nil, and nil converts back to `.unspecified`.

extension ColorScheme {
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        case .unspecified: return nil
        }
    }
}

extension UIAccessibilityContrast {
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension UIContentSizeCategory {
    /// UIKit's categories from smallest to largest, in the order of SwiftUI's (`ContentSizeCategory.allCases`).
    private static let sized: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    public init(_ sizeCategory: ContentSizeCategory?) {
        self = sizeCategory.flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) }.map { Self.sized[$0] } ?? .unspecified
    }

    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        self = dynamicTypeSize.flatMap { DynamicTypeSize.allCases.firstIndex(of: $0) }.map { Self.sized[$0] } ?? .unspecified
    }

    /// The position of this category among the sized ones; nil for `.unspecified`.
    fileprivate var sizeIndex: Int? { Self.sized.firstIndex(of: self) }
}

extension ContentSizeCategory {
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = uiSizeCategory.sizeIndex else { return nil }
        self = Self.allCases[index]
    }
}

extension DynamicTypeSize {
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = uiSizeCategory.sizeIndex else { return nil }
        self = Self.allCases[index]
    }
}

extension LayoutDirection {
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        case .unspecified: return nil
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    public init(_ layoutDirection: LayoutDirection) {
        self = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension LegibilityWeight {
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case .unspecified: return nil
        }
    }
}

extension UILegibilityWeight {
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension UserInterfaceSizeClass {
    public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
        switch uiUserInterfaceSizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case .unspecified: return nil
        }
    }
}

extension UIUserInterfaceSizeClass {
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension TextInputAutocapitalization {
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}
