import Foundation
import SwiftUI

/// Live Activity dimensions on iPhone (HIG "Live Activities" → Specifications; docs/API-SHIMS.md).
enum LiveActivityMetrics {
    /// The Lock Screen presentation is the screen's width less 11 pt each side: 371 pt on a 393 pt
    /// screen and 408 pt on a 430 pt one, the two iPhone widths the HIG lists.
    static func lockScreenWidth(onScreenWidth width: Double) -> Double { width - 22 }
    /// The Lock Screen and expanded presentations are 84 to 160 pt tall.
    static let heightRange = 84.0...160.0
    /// The Lock Screen presentation's corner radius: Mockup's choice.
    static let lockScreenCornerRadius = 24.0

    /// The Dynamic Island of a screen: 230 pt compact / 371 pt expanded, or 250 / 408 on the large
    /// (430 pt and wider) iPhones.
    struct Island {
        let compactWidth: Double
        let expandedWidth: Double
        /// A compact leading or trailing region's width: 52.33 or 62.33 pt.
        var compactSideWidth: Double { compactWidth == 250 ? 62.33 : 52.33 }
        /// What lies between the compact regions: the TrueDepth camera.
        var cameraWidth: Double { compactWidth - 2 * compactSideWidth }
        /// Compact and minimal height, and the minimal presentation's least width.
        static let compactHeight = 36.67
        /// The minimal presentation's greatest width.
        static let minimalMaxWidth = 45.0
        /// The expanded island's corner radius.
        static let expandedCornerRadius = 44.0

        init(screenWidth: Double) {
            compactWidth = screenWidth >= 430 ? 250 : 230
            expandedWidth = screenWidth >= 430 ? 408 : 371
        }
    }
}

/// A Live Activity's Lock Screen presentation: the screen's width less its margins, as tall as its
/// content within 84…160 pt, on the `activityBackgroundTint` (else the system's platter material),
/// with rounded corners.
struct LockScreenActivityFrame: View {
    let content: AnyView
    @Environment(\.renderDevice) private var device

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: LiveActivityMetrics.lockScreenCornerRadius, style: .continuous)
        content
            .frame(width: LiveActivityMetrics.lockScreenWidth(onScreenWidth: device.width))
            .frame(minHeight: LiveActivityMetrics.heightRange.lowerBound, maxHeight: LiveActivityMetrics.heightRange.upperBound)
            .fixedSize()
            .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
                if let tint { Rectangle().fill(tint) } else { Rectangle().fill(.regularMaterial) }
            }
            .clipShape(shape)
            .environment(\.isWidgetKitContent, true)
    }
}

/// One presentation of the Dynamic Island, drawn alone (black, in the dark scheme, without the
/// screen around it or the keyline).
struct DynamicIslandFrame: View {
    enum Presentation { case compact, minimal, expanded }

    /// A presentation's content margins.
    struct Margins {
        var insets: EdgeInsets
        mutating func set(_ edges: Edge.Set, _ length: Double) {
            if edges.contains(.top) { insets.top = length }
            if edges.contains(.leading) { insets.leading = length }
            if edges.contains(.bottom) { insets.bottom = length }
            if edges.contains(.trailing) { insets.trailing = length }
        }
    }

    /// Default margins: 14 pt in the expanded island, none inside the compact and minimal regions
    /// (Mockup's choice).
    nonisolated static func defaultMargins(_ mode: DynamicIslandMode) -> Margins {
        Margins(insets: mode == .expanded ? EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14) : EdgeInsets())
    }

    let island: DynamicIsland
    let presentation: Presentation
    @Environment(\.renderDevice) private var device

    private func margins(_ mode: DynamicIslandMode) -> EdgeInsets {
        (island.contentMargins[mode] ?? Self.defaultMargins(mode)).insets
    }

    var body: some View {
        let metrics = LiveActivityMetrics.Island(screenWidth: device.width)
        presentationView(metrics)
            .fixedSize()
            .environment(\.colorScheme, .dark)
            .environment(\.isWidgetKitContent, true)
            // The iPhones with a Dynamic Island have a top safe area of 59 pt or more (docs/DEVICES.md).
            .modifier(Noted([
                device.safeAreaInsets.top < 59
                    ? WidgetNote("Dynamic Island on \(device.name), which has none", drawn: "drawn at the iPhone 16's size") : nil,
                island.keylineTint != nil
                    ? WidgetNote("Dynamic Island keylineTint (the border iOS draws around the island over dark content)",
                                 drawn: "drawn without the keyline") : nil,
            ]))
    }

    @ViewBuilder
    private func presentationView(_ metrics: LiveActivityMetrics.Island) -> some View {
        let height = LiveActivityMetrics.Island.compactHeight
        switch presentation {
        case .compact:
            // Each region is limited to its place beside the camera: content wider than it is cut
            // at the region's edge, and the island's shape cuts the outer corners.
            HStack(spacing: 0) {
                island.compactLeading.padding(margins(.compactLeading)).frame(width: metrics.compactSideWidth, height: height).clipped()
                Color.clear.frame(width: metrics.cameraWidth, height: height)
                island.compactTrailing.padding(margins(.compactTrailing)).frame(width: metrics.compactSideWidth, height: height).clipped()
            }
            .background(Capsule().fill(Color.black))
            .clipShape(Capsule())
        case .minimal:
            island.minimal.padding(margins(.minimal))
                .frame(minWidth: height, maxWidth: LiveActivityMetrics.Island.minimalMaxWidth, minHeight: height, maxHeight: height)
                .background(Capsule().fill(Color.black))
                .clipShape(Capsule())
        case .expanded:
            expanded(metrics)
                .padding(margins(.expanded))
                .frame(width: metrics.expandedWidth)
                .frame(minHeight: LiveActivityMetrics.heightRange.lowerBound, maxHeight: LiveActivityMetrics.heightRange.upperBound)
                .background(RoundedRectangle(cornerRadius: LiveActivityMetrics.Island.expandedCornerRadius, style: .continuous)
                    .fill(Color.black))
        }
    }

    /// Leading and trailing at their own widths beside the camera, center below it in the width
    /// between them, bottom under all three.
    private func expanded(_ metrics: LiveActivityMetrics.Island) -> some View {
        func regions(_ position: DynamicIslandExpandedRegionPosition) -> some View {
            VStack(spacing: 0) {
                ForEach(Array(island.expanded.enumerated()), id: \.offset) { _, region in
                    if region.position == position { region.content }
                }
            }
        }
        let cameraDrop = max(0, LiveActivityMetrics.Island.compactHeight - margins(.expanded).top)
        return VStack(spacing: 0) {
            HStack(alignment: .top, spacing: 0) {
                regions(.leading).layoutPriority(1)
                VStack(spacing: 0) {
                    Color.clear.frame(height: cameraDrop)
                    regions(.center)
                }
                .frame(minWidth: metrics.cameraWidth, maxWidth: .infinity)
                regions(.trailing).layoutPriority(1)
            }
            regions(.bottom).frame(maxWidth: .infinity)
        }
    }
}
