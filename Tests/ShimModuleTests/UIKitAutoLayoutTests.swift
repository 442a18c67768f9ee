import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Subviews a representable's view lays out with Auto Layout anchors are placed by their
/// constraints to the superview, its guides, their siblings, constants and their own aspect ratio;
/// placed but not sized, a label takes its text's size and a view its subviews' with their insets.
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

    /// An icon and a title in a row, as a banner lays them out: the icon 15 pt from the leading edge
    /// and centred vertically, the title 10 pt after it and centred on it (constraints between
    /// siblings), each at its content's size; and a chip in the middle: a title inside 12 and 6 pt
    /// insets, the chip placed by its centre only.
    struct Banner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let banner = UIView()
            let icon = UILabel(), title = UILabel(), chip = UIView(), chipTitle = UILabel()
            icon.text = "★"
            title.text = "Saved"
            chipTitle.text = "New"
            chip.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            for view in [icon, title, chip, chipTitle] { view.translatesAutoresizingMaskIntoConstraints = false }
            banner.addSubview(icon)
            banner.addSubview(title)
            banner.addSubview(chip)
            chip.addSubview(chipTitle)
            NSLayoutConstraint.activate([
                icon.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 15),
                icon.centerYAnchor.constraint(equalTo: banner.safeAreaLayoutGuide.centerYAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 10),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                chip.centerXAnchor.constraint(equalTo: banner.centerXAnchor),
                chip.bottomAnchor.constraint(equalTo: banner.bottomAnchor, constant: -4),
                chipTitle.leadingAnchor.constraint(equalTo: chip.leadingAnchor, constant: 12),
                chip.trailingAnchor.constraint(equalTo: chipTitle.trailingAnchor, constant: 12),
                chipTitle.topAnchor.constraint(equalTo: chip.topAnchor, constant: 6),
                chipTitle.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: -6),
            ])
            return banner
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func siblingsAndContentSizesPlaceTheSubviews() throws {
        let tree = try ViewRenderer.layout(RenderRequest(width: 200, height: 100, scale: 1), fonts: FontLibrary.shared()) {
            Banner().frame(width: 200, height: 100)
        }.tree
        let texts = tree.all(.text).map(\.frame)
        #expect(texts.count == 3)
        let (icon, title, chipTitle) = (texts[0], texts[1], texts[2])
        #expect(icon.minX == 15 && abs(icon.midY - 50) < 1e-9, "\(icon)")
        #expect(abs(title.minX - (icon.maxX + 10)) < 1e-9 && abs(title.midY - icon.midY) < 1e-9, "\(title)")
        #expect(abs(chipTitle.midX - 100) < 1e-9, "the chip centred: as wide as its title and insets")
        #expect(abs(chipTitle.maxY - (100 - 4 - 6)) < 1e-9, "its title 6 pt above the chip's bottom, 4 pt above the banner's")
        let image = try render(Banner())
        let chipLeft = Int((chipTitle.minX - 12).rounded()), chipTop = Int((chipTitle.minY - 6).rounded())
        #expect(image.rgba(chipLeft + 1, chipTop + 1) == (0, 0, 255, 255), "the chip's corner: its insets around the title")
        #expect(image.rgba(chipLeft - 2, chipTop + 1) != (0, 0, 255, 255), "not wider than them")
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
