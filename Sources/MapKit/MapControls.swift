import Foundation
import SwiftUI

/// The look of iOS 17's map control stack (Mockup's choice after iOS 17 Maps): 44-point square
/// buttons in a rounded 8-point column on the bar background, 16 points in from the map's top
/// trailing corner, glyphs in the accent colour.
enum MapControlMetrics {
    static let button: CGFloat = 44
    static let cornerRadius: CGFloat = 8
    static let margin: CGFloat = 16
}

/// A map control button: a glyph on the control background.
struct MapControlButton<Glyph: View>: View {
    @ViewBuilder let glyph: Glyph
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        glyph
            .font(.system(size: 17, weight: .medium))
            .foregroundStyle(Color.accentColor)
            .frame(width: MapControlMetrics.button, height: MapControlMetrics.button)
            .background(colorScheme == .dark ? Color(red: 0.17, green: 0.17, blue: 0.18) : Color.white)
            .clipShape(RoundedRectangle(cornerRadius: MapControlMetrics.cornerRadius, style: .continuous))
            .shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
    }
}

/// Centres the map on the user's location: a location arrow.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { MapControlButton { Image(systemName: "location") } }
}

/// Switches between 2D and 3D: "3D".
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { MapControlButton { Text("3D").font(.system(size: 15, weight: .semibold)) } }
}

/// The compass: shown only while the map is rotated, so never in a still.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The scale bar: shown only while zooming, so never in a still.
public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The pitch slider (macOS): not shown on iOS.
public struct MapPitchSlider: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The zoom stepper (macOS): not shown on iOS.
public struct MapZoomStepper: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The controls a map shows.
struct MapControlsSetting {
    var content: AnyView?
    var visibility: Visibility = .automatic
}

enum MapControlsKey: EnvironmentKey {
    static var defaultValue: MapControlsSetting { MapControlsSetting() }
}

extension EnvironmentValues {
    var mapControls: MapControlsSetting {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
}

extension View {
    /// The map's controls, stacked in its top trailing corner (those visible at rest are drawn).
    public func mapControls(@ViewBuilder _ content: () -> some View) -> some View {
        let controls = AnyView(content())
        return transformEnvironment(\.mapControls) { $0.content = controls }
    }
    /// Hides (or shows) the map's controls.
    public func mapControlVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.mapControls) { $0.visibility = visibility }
    }
}

/// The controls of `mapControls`, in a column at the map's top trailing corner.
struct MapControlsView: View {
    let controls: MapControlsSetting
    let size: CGSize

    var body: some View {
        if controls.visibility != .hidden, let content = controls.content {
            VStack(spacing: 8) { content }
                .padding(MapControlMetrics.margin)
                .frame(width: size.width, height: size.height, alignment: .topTrailing)
        }
    }
}
