import Foundation
import SwiftUI

/// Widget and Live Activity dimensions on iOS 17 (docs/API-SHIMS.md, "WidgetKit", cites each value).
enum WidgetMetrics {
    /// The widget sizes of one screen size, in points (HIG "Widgets" → Specifications → iOS and
    /// iPadOS dimensions; iPad sizes are the design canvas, which the system scales on some iPads).
    struct ScreenSizes {
        let screen: CGSize
        let sizes: [WidgetFamily: CGSize]
    }

    private static func sizes(_ width: Double, _ height: Double, small: Double, medium: Double, large: Double,
                              extraLarge: Double? = nil, circular: Double? = nil,
                              rectangular: CGSize? = nil, inline: Double? = nil) -> ScreenSizes {
        var sizes: [WidgetFamily: CGSize] = [
            .systemSmall: CGSize(width: small, height: small),
            .systemMedium: CGSize(width: medium, height: small),
            .systemLarge: CGSize(width: medium, height: large),
        ]
        sizes[.systemExtraLarge] = extraLarge.map { CGSize(width: $0, height: large) }
        sizes[.accessoryCircular] = circular.map { CGSize(width: $0, height: $0) }
        sizes[.accessoryRectangular] = rectangular
        sizes[.accessoryInline] = inline.map { CGSize(width: $0, height: 26) }
        return ScreenSizes(screen: CGSize(width: width, height: height), sizes: sizes)
    }

    /// Every screen size the HIG lists, iPhones then iPads (portrait).
    static let screens: [ScreenSizes] = [
        sizes(430, 932, small: 170, medium: 364, large: 382, circular: 76, rectangular: CGSize(width: 172, height: 76), inline: 257),
        sizes(428, 926, small: 170, medium: 364, large: 382, circular: 76, rectangular: CGSize(width: 172, height: 76), inline: 257),
        sizes(414, 896, small: 169, medium: 360, large: 379, circular: 76, rectangular: CGSize(width: 160, height: 72), inline: 248),
        // The 414 × 736 row lists a medium widget 157 pt tall beside a 159 pt small one.
        ScreenSizes(screen: CGSize(width: 414, height: 736), sizes: [
            .systemSmall: CGSize(width: 159, height: 159), .systemMedium: CGSize(width: 348, height: 157),
            .systemLarge: CGSize(width: 348, height: 357), .accessoryCircular: CGSize(width: 76, height: 76),
            .accessoryRectangular: CGSize(width: 170, height: 76), .accessoryInline: CGSize(width: 248, height: 26)]),
        sizes(393, 852, small: 158, medium: 338, large: 354, circular: 72, rectangular: CGSize(width: 160, height: 72), inline: 234),
        sizes(390, 844, small: 158, medium: 338, large: 354, circular: 72, rectangular: CGSize(width: 160, height: 72), inline: 234),
        sizes(375, 812, small: 155, medium: 329, large: 345, circular: 72, rectangular: CGSize(width: 157, height: 72), inline: 225),
        sizes(360, 780, small: 155, medium: 329, large: 345, circular: 72, rectangular: CGSize(width: 157, height: 72), inline: 225),
        sizes(375, 667, small: 148, medium: 321, large: 324, circular: 68, rectangular: CGSize(width: 153, height: 68), inline: 225),
        sizes(320, 568, small: 141, medium: 292, large: 311),
        sizes(768, 1024, small: 141, medium: 305.5, large: 305.5, extraLarge: 634.5),
        sizes(744, 1133, small: 141, medium: 305.5, large: 305.5, extraLarge: 634.5),
        sizes(810, 1080, small: 146, medium: 320.5, large: 320.5, extraLarge: 669),
        sizes(820, 1180, small: 155, medium: 342, large: 342, extraLarge: 715.5),
        sizes(834, 1194, small: 155, medium: 342, large: 342, extraLarge: 715.5),
        sizes(834, 1112, small: 150, medium: 327.5, large: 327.5, extraLarge: 682),
        sizes(954, 1373, small: 162, medium: 350, large: 350, extraLarge: 726),
        sizes(970, 1389, small: 162, medium: 350, large: 350, extraLarge: 726),
        sizes(1024, 1366, small: 170, medium: 378.5, large: 378.5, extraLarge: 795),
        sizes(1192, 1590, small: 188, medium: 412, large: 412, extraLarge: 860),
    ]

    /// A family's size on a screen, and the listed screen it was taken from: the screen itself
    /// when the HIG lists it with that family, else the nearest listed screen that has the family.
    static func size(of family: WidgetFamily, onScreen screen: CGSize) -> (size: CGSize, listedScreen: CGSize) {
        let listed = screens.compactMap { row in row.sizes[family].map { (size: $0, listedScreen: row.screen) } }
        guard let nearest = listed.min(by: { distance($0.listedScreen, screen) < distance($1.listedScreen, screen) }) else {
            preconditionFailure("the HIG lists every family for some screen")
        }
        return nearest
    }

    private static func distance(_ a: CGSize, _ b: CGSize) -> Double { abs(a.width - b.width) + abs(a.height - b.height) }

    /// The default content margins of the system families: 16 pt on every side (HIG "Widgets",
    /// iOS 17 content margins). The accessory families have none.
    static func contentMargins(of family: WidgetFamily) -> EdgeInsets {
        family.isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }

    /// A Home Screen widget's corner radius (continuous), in points: Mockup's choice.
    static let cornerRadius = 22.0
    /// An `.accessoryRectangular` widget's container corner radius: Mockup's choice.
    static let accessoryRectangularCornerRadius = 12.0
    /// `AccessoryWidgetBackground`'s grey: Mockup's choice.
    static let accessoryBackgroundOpacity = 0.3
}
