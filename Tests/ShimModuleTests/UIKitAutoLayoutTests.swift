import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Subviews a representable's view lays out with Auto Layout anchors are placed by their
/// constraints to the superview, its guides, constants and their own aspect ratio.
@MainActor @Suite struct UIKitAutoLayoutTests {
    struct Pinned: UIViewRepresentable {
        var dropsLeading = false
        func makeUIView(context: Context) -> UIView {
            let container = UIView()
            container.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            let bar = UIView()
            bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(bar)
            let leading = bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
            NSLayoutConstraint.activate([
                leading,
                container.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 16),
                bar.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 20),
                bar.heightAnchor.constraint(equalToConstant: 30),
            ])
            if dropsLeading { leading.isActive = false }
            let dot = UIView()
            dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            dot.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(dot)
            dot.widthAnchor.constraint(equalToConstant: 40).isActive = true
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor, multiplier: 0.5).isActive = true
            dot.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
            dot.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor).isActive = true
            return container
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    private func render(_ view: some View) throws -> PixelImage {
        try ViewRenderer.render(RenderRequest(width: 200, height: 100, scale: 1, colorScheme: .light),
                                fonts: FontLibrary.shared()) { view.frame(width: 200, height: 100) }.image
    }

    @Test func edgesPinnedToTheSuperviewAndItsGuidesPlaceTheSubview() throws {
        let image = try render(Pinned())
        let blue = (0, 0, 255, 255), red = (255, 0, 0, 255), white = (255, 255, 255, 255)
        // The bar: 16 pt in from each side, 20 pt below the top (no safe area inside), 30 pt tall.
        #expect(image.rgba(16, 20) == blue)
        #expect(image.rgba(183, 49) == blue)
        #expect(image.rgba(15, 35) == white)
        #expect(image.rgba(184, 35) == white)
        #expect(image.rgba(100, 19) == white)
        #expect(image.rgba(100, 50) == white)
        // The dot: 40 × 20, centred, its bottom on the 8-pt layout margin.
        #expect(image.rgba(80, 72) == red)
        #expect(image.rgba(119, 91) == red)
        #expect(image.rgba(79, 80) == white)
        #expect(image.rgba(120, 80) == white)
        #expect(image.rgba(100, 71) == white)
        #expect(image.rgba(100, 92) == white)
    }

    @Test func aDeactivatedConstraintNoLongerPlaces() throws {
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        #expect(!constraint.isActive)
        // Without its leading edge the bar's width is open: it keeps its (empty) frame's extent,
        // the superview's full width.
        let image = try render(Pinned(dropsLeading: true))
        #expect(image.rgba(0, 35) == (0, 0, 255, 255))
        #expect(image.rgba(199, 35) == (0, 0, 255, 255))
    }

    @Test func constraintsAreInstalledOnTheirFirstItemAndKeepTheirTerms() {
        let container = UIView(), child = UIView()
        container.addSubview(child)
        let pin = container.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 12)
        pin.priority = .defaultHigh - 1
        pin.isActive = true
        #expect(container.constraints.count == 1 && child.constraints.isEmpty)
        #expect(pin.firstItem === container && pin.secondItem === child)
        #expect(pin.firstAttribute == .trailing && pin.relation == .equal && pin.constant == 12)
        #expect(pin.priority == UILayoutPriority(749))
        let ratio = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(ratio.firstItem === child && ratio.secondItem == nil && !ratio.isActive)
        NSLayoutConstraint.deactivate([pin])
        #expect(container.constraints.isEmpty)
        child.setContentHuggingPriority(.required, for: .vertical)
        #expect(child.contentHuggingPriority(for: .vertical) == .required)
        #expect(child.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 10, 20).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                    == CGRect(x: 3, y: 3, width: 4, height: 16))
    }
}
