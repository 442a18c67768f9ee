import SwiftUI

/// exyte's PopupView (github.com/exyte/PopupView, MIT; its API re-declared here, not its code): the
/// options of a popup, set through `customize:` closures (`$0.type(.floater()).position(.top)`).
@MainActor
public class Popup {
    public enum PopupType {
        case `default`
        case toast
        case floater(verticalPadding: CGFloat = 10, horizontalPadding: CGFloat = 10, useSafeAreaInset: Bool = true)

        public var isToast: Bool {
            if case .toast = self { return true }
            return false
        }

        /// Where a popup of this type sits unless told: the centre for `.default`, else the bottom.
        var defaultPosition: Position { if case .default = self { .center } else { .bottom } }
    }

    /// How the popup is shown: over the content, as a full-screen sheet or in a window above all.
    public enum DisplayMode: Identifiable {
        case overlay, sheet, window
        public var id: Self { self }
    }

    public enum Position {
        case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

        /// The alignment that puts a popup at this position.
        var alignment: Alignment {
            switch self {
            case .topLeading: .topLeading
            case .top: .top
            case .topTrailing: .topTrailing
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            case .bottomLeading: .bottomLeading
            case .bottom: .bottom
            case .bottomTrailing: .bottomTrailing
            }
        }
    }

    public enum AppearAnimation {
        case topSlide, bottomSlide, leftSlide, rightSlide, centerScale, none
    }

    /// What dismissed a popup.
    public enum DismissSource {
        case binding, tapInside, tapOutside, drag, autohide, exitCommand
    }

    /// Where a scroll popup sits.
    public enum ScrollPopupPosition {
        case bottom(_ topPadding: CGFloat)
        case center(_ verticalPadding: CGFloat)
    }

    public protocol PopupParameters {}

    /// Options every popup has. Dismissing (taps, drags, the autohide timer) happens after the still,
    /// so those are held, not acted on.
    @MainActor
    public class BasePopupParameters: PopupParameters {
        var displayMode: DisplayMode = .window
        var backgroundColor: Color?
        var backgroundView: AnyView?

        public init() {}

        public func displayMode(_ displayMode: DisplayMode) -> Self { self.displayMode = displayMode; return self }
        public func animation(_ animation: Animation) -> Self { self }
        public func autohideIn(_ autohideIn: Double?) -> Self { self }
        public func dismissibleIn(_ dismissibleIn: Double?, _ dismissEnabled: Binding<Bool>?) -> Self { self }
        public func dragToDismiss(_ dragToDismiss: Bool) -> Self { self }
        public func dragToDismissDistance(_ dragToDismissDistance: CGFloat) -> Self { self }
        public func closeOnTap(_ closeOnTap: Bool) -> Self { self }
        public func closeOnTapOutside(_ closeOnTapOutside: Bool) -> Self { self }
        public func allowTapThroughBG(_ allowTapThroughBG: Bool) -> Self { self }
        /// The colour drawn over the screen behind the popup.
        public func backgroundColor(_ backgroundColor: Color) -> Self { self.backgroundColor = backgroundColor; return self }
        /// The view drawn over the screen behind the popup.
        public func backgroundView<BackgroundView: View>(_ backgroundView: () -> BackgroundView) -> Self {
            self.backgroundView = AnyView(backgroundView()); return self
        }
        @available(*, deprecated, message: "use displayMode instead")
        public func isOpaque(_ isOpaque: Bool) -> Self { displayMode(isOpaque ? .sheet : .overlay) }
        public func useKeyboardSafeArea(_ useKeyboardSafeArea: Bool) -> Self { self }
        public func willDismissCallback(_ dismissCallback: @escaping (DismissSource) -> Void) -> Self { self }
        public func willDismissCallback(_ dismissCallback: @escaping () -> Void) -> Self { self }
        public func dismissCallback(_ dismissCallback: @escaping (DismissSource) -> Void) -> Self { self }
        public func dismissCallback(_ dismissCallback: @escaping () -> Void) -> Self { self }

        /// Where the popup sits and how it is inset (`PopupPlacement`).
        var placement: PopupPlacement { PopupPlacement(position: .center, type: .default) }
    }

    /// A popup's type and position.
    public class PopupTypeParameters: BasePopupParameters {
        var type: PopupType = .default
        var position: Position?

        public func type(_ type: PopupType) -> Self { self.type = type; return self }
        public func position(_ position: Position) -> Self { self.position = position; return self }
        public func appearFrom(_ appearFrom: AppearAnimation?) -> Self { self }
        public func disappearTo(_ disappearTo: AppearAnimation?) -> Self { self }

        override var placement: PopupPlacement { PopupPlacement(position: position ?? type.defaultPosition, type: type) }
    }

    /// A scroll popup's header and position.
    public class ScrollPopupParameters: BasePopupParameters {
        var headerView: () -> any View = { EmptyView() }
        var position: ScrollPopupPosition = .bottom(70)

        public func headerView(_ headerView: @escaping () -> any View) -> Self { self.headerView = headerView; return self }
        public func position(_ position: ScrollPopupPosition) -> Self { self.position = position; return self }

        override var placement: PopupPlacement {
            switch position {
            case .bottom: PopupPlacement(position: .bottom, type: .toast)
            case .center(let padding): PopupPlacement(position: .center, type: .floater(verticalPadding: padding, horizontalPadding: 0))
            }
        }
    }
}
