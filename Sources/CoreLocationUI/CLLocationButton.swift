import Foundation
import SwiftUI

/// The arrow a `CLLocationButton` shows.
public enum CLLocationButtonIcon: Int, Sendable { case none, arrowFilled, arrowOutline }

/// The text a `CLLocationButton` shows.
public enum CLLocationButtonLabel: Int, Sendable {
    case none, currentLocation, sendCurrentLocation, sendMyCurrentLocation, shareCurrentLocation, shareMyCurrentLocation

    var text: String? {
        switch self {
        case .none: return nil
        case .currentLocation: return LocationButton.Title.currentLocation.text
        case .sendCurrentLocation: return LocationButton.Title.sendCurrentLocation.text
        case .sendMyCurrentLocation: return LocationButton.Title.sendMyCurrentLocation.text
        case .shareCurrentLocation: return LocationButton.Title.shareCurrentLocation.text
        case .shareMyCurrentLocation: return LocationButton.Title.shareMyCurrentLocation.text
        }
    }
}

/// UIKit's location button. A representable draws it at rest as `LocationButton` draws: its icon
/// and label in white (or its `tintColor` background's foreground) on its tint, at `fontSize`, with
/// `cornerRadius` when set; nobody presses it in a render.
@preconcurrency @MainActor
open class CLLocationButton: UIControl, _UIKitDrawnAtRest {
    open var icon = CLLocationButtonIcon.arrowOutline
    open var label = CLLocationButtonLabel.currentLocation
    /// The title's size: 15 pt unless set (Mockup's choice: UIKit's button title size).
    open var fontSize: CGFloat = 15
    /// The corner radius; nil rounds as the prominent button style does.
    open var cornerRadius: CGFloat?

    public var _drawingAtRest: AnyView? {
        guard type(of: self) == CLLocationButton.self else { return nil }
        let symbol = icon == .arrowFilled ? "location.fill" : "location"
        let content = HStack(spacing: 6) {
            if icon != .none { Image(systemName: symbol) }
            if let text = label.text { Text(verbatim: text) }
        }
        let button = Button(action: {}) { content.font(.system(size: fontSize, weight: .semibold)) }
            .buttonStyle(.borderedProminent)
            .tint(tintColor.map(Color.init(uiColor:)) ?? .accentColor)
        guard let cornerRadius else { return AnyView(button) }
        return AnyView(button.clipShape(RoundedRectangle(cornerRadius: cornerRadius)))
    }
}
