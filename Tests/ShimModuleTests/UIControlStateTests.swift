import Foundation
import Testing
@testable import SwiftUI

// A custom UIKit button as design-system packages write it (GOV.UK's `GOVUKButton`): it overrides
// focus and VoiceOver-focus callbacks, reads `state` and aligns its content. Compiling is half the
// test; the suite checks what each answers at rest.

private final class SystemButton: UIButton {
    private(set) var coordinatedAnimations = 0

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        coordinator.addCoordinatedAnimations({ self.coordinatedAnimations += 1 }, completion: nil)
    }

    override func accessibilityElementDidBecomeFocused() { backgroundColor = .red }
    override func accessibilityElementDidLoseFocus() { backgroundColor = .clear }

    func configureAlignment(leading: Bool) {
        contentHorizontalAlignment = leading ? .leading : .center
        contentVerticalAlignment = .top
    }
}

private final class ListController: UIViewController {
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        title = editing ? "Editing" : "List"
    }
}

@MainActor @Suite struct UIControlStateTests {
    @Test func aControlsStateIsMadeOfItsFlags() {
        let button = SystemButton(frame: .zero)
        #expect(button.state == .normal)
        button.isHighlighted = true
        button.isSelected = true
        #expect(button.state == [.highlighted, .selected])
        #expect(button.alpha == 0.5)
        button.isEnabled = false
        #expect(button.state.contains(.disabled))
        #expect(!button.state.contains(.focused), "nothing is focused in a render")
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
    }

    @Test func leadingAndTrailingAlignmentResolveLeftToRight() {
        let button = SystemButton(frame: .zero)
        #expect(button.contentHorizontalAlignment == .center)
        button.configureAlignment(leading: true)
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.contentHorizontalAlignment = .trailing
        #expect(button.effectiveContentHorizontalAlignment == .right)
        #expect(button.contentVerticalAlignment == .top)
        #expect(!button.isTracking && !button.isTouchInside)
    }

    @Test func focusCallbacksAreOverridableAndCoordinatedAnimationsRunAtOnce() {
        let button = SystemButton(frame: .zero)
        #expect(!button.isFocused && !button.canBecomeFocused)
        button.didUpdateFocus(in: UIFocusUpdateContext(), with: UIFocusAnimationCoordinator())
        #expect(button.coordinatedAnimations == 1)
        button.accessibilityElementDidBecomeFocused()
        #expect(button.backgroundColor == .red)
        #expect(!button.accessibilityElementIsFocused())
        let environment: any UIFocusEnvironment = ListController()
        #expect(environment.preferredFocusEnvironments.isEmpty)
    }

    @Test func theEditButtonFollowsEditMode() {
        let controller = ListController()
        let button = controller.editButtonItem
        #expect(button.title == "Edit" && button.style == .plain)
        controller.isEditing = true
        #expect(controller.title == "Editing", "setting isEditing calls setEditing(_:animated:)")
        #expect(button.title == "Done" && button.style == .done)
        #expect(controller.editButtonItem === button)
        controller.setEditing(false, animated: true)
        #expect(button.title == "Edit" && !controller.isEditing)
    }

    @Test func emptyAttributedStringsAreMadeWithoutArguments() {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "GOV.UK"))
        #expect(text.string == "GOV.UK")
        #expect(NSAttributedString().length == 0)
        let label = UILabel()
        label.preferredMaxLayoutWidth = 200
        #expect(label.preferredMaxLayoutWidth == 200)
    }
}
