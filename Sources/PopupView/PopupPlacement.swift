import SwiftUI

/// Where a shown popup is drawn, as PopupView places it on the screen: at its position's edge or
/// corner, a floater inset by its paddings and (unless told not to) the safe area, a toast against
/// the screen's edge, a default popup in the centre.
struct PopupPlacement {
    let position: Popup.Position
    let type: Popup.PopupType

    /// `popup` placed on the screen over `background`.
    @MainActor
    func place(_ popup: some View, over background: AnyView?) -> some View {
        let insets: (vertical: CGFloat, horizontal: CGFloat, safeArea: Bool) = switch type {
        case .floater(let vertical, let horizontal, let useSafeAreaInset): (vertical, horizontal, useSafeAreaInset)
        case .toast, .default: (0, 0, false)
        }
        return ZStack(alignment: position.alignment) {
            background.ignoresSafeArea()
            popup
                .padding(.vertical, insets.vertical)
                .padding(.horizontal, insets.horizontal)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: position.alignment)
                .ignoresSafeArea(insets.safeArea ? [] : .all)
        }
    }
}
