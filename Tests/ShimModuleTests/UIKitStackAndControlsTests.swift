import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// UIKit's stack view, spinner, slider, stepper and progress bar in representables, drawn at rest
/// as the SwiftUI controls iOS draws them with; alert controllers hold what the code builds.
@MainActor @Suite struct UIKitStackAndControlsTests {
    struct Hosted<V: UIView>: UIViewRepresentable {
        let make: () -> V
        func makeUIView(context: Context) -> V { make() }
        func updateUIView(_ uiView: V, context: Context) {}
    }

    private func render(width: Double, height: Double, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: height, scale: 1, background: .clear), fonts: FontLibrary.shared(), view)
    }

    /// A plain view of a colour and a constant size.
    private func block(_ color: UIColor, width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.translatesAutoresizingMaskIntoConstraints = false
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    @Test func stackViewsArrangeTheirViews() throws {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        // .fill: a 40-pt view, a 10-pt gap, and a plain view taking the rest; .fill across.
        let filled = try render(width: 200, height: 50) {
            Hosted {
                let stack = UIStackView(arrangedSubviews: [self.block(red, width: 40), self.block(blue)])
                stack.spacing = 10
                return stack
            }
        }
        #expect(filled.image.rgba(20, 25) == (255, 0, 0, 255) && filled.image.rgba(45, 25).a == 0)
        #expect(filled.image.rgba(51, 2) == (0, 0, 255, 255) && filled.image.rgba(198, 48) == (0, 0, 255, 255))

        // .fillEqually in a column, with the layout margins.
        let column = try render(width: 100, height: 120) {
            Hosted {
                let stack = UIStackView(arrangedSubviews: [self.block(red), self.block(blue)])
                stack.axis = .vertical
                stack.distribution = .fillEqually
                stack.isLayoutMarginsRelativeArrangement = true
                stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return stack
            }
        }
        #expect(column.image.rgba(50, 5).a == 0 && column.image.rgba(50, 15) == (255, 0, 0, 255))
        #expect(column.image.rgba(50, 58) == (255, 0, 0, 255) && column.image.rgba(50, 62) == (0, 0, 255, 255))
        #expect(column.image.rgba(5, 60).a == 0 && column.image.rgba(50, 115).a == 0)

        // Centred across, custom spacing after the first view.
        let centred = try render(width: 200, height: 60) {
            Hosted {
                let first = self.block(red, width: 20, height: 20), second = self.block(blue, width: 20, height: 40)
                let stack = UIStackView(arrangedSubviews: [first, second])
                stack.alignment = .center
                stack.setCustomSpacing(30, after: first)
                return stack
            }
        }
        #expect(centred.image.rgba(10, 30) == (255, 0, 0, 255) && centred.image.rgba(10, 15).a == 0)
        #expect(centred.image.rgba(60, 30) == (0, 0, 255, 255) && centred.image.rgba(60, 12) == (0, 0, 255, 255))
        #expect(centred.image.rgba(35, 30).a == 0, "the 30-pt custom gap")
    }

    @Test func controlsDrawAtRestAsSwiftUIDrawsThem() throws {
        let spinner = try render(width: 60, height: 60) {
            Hosted {
                let view = UIActivityIndicatorView(style: .large)
                view.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                view.startAnimating()
                return view
            }
        }
        let inked = (0..<60).flatMap { x in (0..<60).map { (x, $0) } }.filter { spinner.image.rgba($0.0, $0.1).a > 100 }
        #expect(!inked.isEmpty && inked.allSatisfy { spinner.image.rgba($0.0, $0.1).r > spinner.image.rgba($0.0, $0.1).g })
        let xs = inked.map(\.0), ys = inked.map(\.1)
        #expect(xs.max()! - xs.min()! > 30 && abs((xs.max()! + xs.min()!) / 2 - 30) <= 1 && abs((ys.max()! + ys.min()!) / 2 - 30) <= 1,
                "a large spinner, centred")
        let stopped = try render(width: 60, height: 60) { Hosted { UIActivityIndicatorView(style: .medium) } }
        #expect((0..<60).allSatisfy { x in (0..<60).allSatisfy { stopped.image.rgba(x, $0).a == 0 } }, "hidden when stopped")

        let bar = try render(width: 200, height: 4) {
            Hosted {
                let view = UIProgressView(progressViewStyle: .default)
                view.progress = 0.25
                view.progressTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
                return view
            }
        }
        #expect(bar.image.rgba(30, 2).g > 100 && bar.image.rgba(30, 2).r < 20 && bar.image.rgba(100, 2).g < 240)

        let slider = try render(width: 200, height: 30) {
            Hosted {
                let view = UISlider()
                view.value = 2
                view.minimumTrackTintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                return view
            }
        }
        #expect(slider.image.rgba(20, 15) == (255, 128, 0, 255), "the value clamps to the maximum, so the filled track runs on")

        let stepper = try render(width: 94, height: 32) { Hosted { UIStepper() } }
        #expect(stepper.warnings.isEmpty && stepper.image.rgba(47, 16).a > 0)
    }

    /// The rectangles a subclass overrides to restyle a slider (a thicker track calls `super`):
    /// the track between the value images, the thumb travelling along it.
    @Test func sliderRectanglesLayTheTrackAndThumbOut() {
        final class ChunkySlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                var rect = super.trackRect(forBounds: bounds)
                rect.size.height = 10
                return rect
            }
        }
        // Made with `init()`, which a subclass of the code inherits as in UIKit.
        let slider = ChunkySlider()
        slider.frame = CGRect(x: 0, y: 0, width: 200, height: 31)
        final class PlainSwitch: UISwitch {}
        #expect(PlainSwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 200, height: 10))
        slider.minimumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 18)).image { _ in }
        let leading = slider.minimumValueImageRect(forBounds: slider.bounds)
        #expect(leading == CGRect(x: 0, y: 6.5, width: 20, height: 18))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == leading.maxX + 8 && track.maxX == 200)
        let start = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(start.minX == track.minX && end.maxX == track.maxX && start.width == 27 && start.midY == track.midY)
    }

    @Test func alertControllersHoldWhatIsBuilt() {
        let alert = UIAlertController(title: "Delete photo?", message: "This can't be undone.", preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Reason" }
        #expect(alert.title == "Delete photo?" && alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.textFields?.first?.placeholder == "Reason" && alert.preferredAction === delete)
    }
}

/// UIKit's colour well and colour picker controller.
@MainActor @Suite struct UIKitColorWellTests {
    struct Well: UIViewRepresentable {
        func makeUIView(context: Context) -> UIColorWell {
            let well = UIColorWell()
            well.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            return well
        }
        func updateUIView(_ uiView: UIColorWell, context: Context) {}
    }

    @Test func aColorWellDrawsAsTheColorPickerSwatch() throws {
        let request = RenderRequest(width: 60, height: 60, scale: 1, background: .clear)
        let well = try ViewRenderer.render(request, fonts: FontLibrary.shared()) { Well() }
        let swatch = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            ColorPicker("", selection: .constant(Color(red: 0, green: 0, blue: 1))).labelsHidden()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        #expect(well.warnings == swatch.warnings, "the same render note as SwiftUI's picker: \(well.warnings)")
        #expect(well.image == swatch.image, "the well is SwiftUI's swatch, centred")
        #expect(well.image.rgba(30, 30) == (0, 0, 255, 255), "the selected colour in the middle")
        let picker = UIColorPickerViewController()
        picker.selectedColor = .systemPink
        #expect(picker.supportsAlpha && picker.delegate == nil)
    }
}
