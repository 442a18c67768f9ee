import Foundation

/// An interaction a view can own (a context menu, a drag, a camera-control interaction), as
/// UIKit's `UIInteraction`: `UIView.addInteraction(_:)` keeps it and tells it which view it moved
/// to. Nothing interacts in a render.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view that owns the interaction.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            attachedInteractions.forEach { removeInteraction($0) }
            newValue.forEach { addInteraction($0) }
        }
    }

    /// Adds `interaction` to the view (moving it from another view first).
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
