import Foundation
import Testing
import MockupRaster
@testable import MockupGuide

/// UIKit's `#Preview` forms (a body returning a `UIView` or a `UIViewController`) render through
/// the runner, and the code's own UIKit classes draw: a view's `draw(_:)`, a controller's views
/// once `viewDidLoad` and `viewWillAppear` have run, in a window of the screen's size; a controller
/// whose outlets an Interface Builder file would connect stays a placeholder.
@MainActor struct UIKitPreviewTests {
    @Test(.timeLimit(.minutes(3)))
    func uiKitPreviewsDrawTheCodesViewsAndControllers() throws {
        try GuideBuildTests.renderThroughRunner("""
            import UIKit

            final class DotView: UIView {
                var color = UIColor.red
                override func draw(_ rect: CGRect) {
                    color.setFill()
                    UIBezierPath(ovalIn: bounds).fill()
                }
            }

            final class BannerController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    banner.backgroundColor = .blue
                }
            }

            final class OutletController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Connected by a storyboard"
                }
            }

            /// A control subclass of the code's draws as its UIKit class.
            final class ChunkySlider: UISlider {
                override func trackRect(forBounds bounds: CGRect) -> CGRect {
                    var rect = super.trackRect(forBounds: bounds)
                    rect.size.height = 10
                    return rect
                }
            }

            #Preview("Chunky", traits: .sizeThatFitsLayout) {
                let slider = ChunkySlider()
                slider.value = 1
                slider.minimumTrackTintColor = .red
                return slider
            }
            #Preview("Dot", traits: .fixedLayout(width: 100, height: 100)) {
                let dot = DotView()
                dot.color = .green
                dot
            }
            #Preview("Banner") { BannerController() }
            #Preview("Outlets") {
                let controller = OutletController()
                return controller
            }
            """, as: "Kit.swift") { report, output in
            let entries = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.component, $0) })
            #expect(report.entries.allSatisfy { $0.status == "rendered" }, "\(report.entries)")
            let folder = output.appendingPathComponent("kit")

            let dot = try PNGDecoder.decode(fileAt: folder.appendingPathComponent("dot.png").path)
            let dotScale = dot.width / 100
            #expect(dot[50 * dotScale, 50 * dotScale].green > 100 && dot[50 * dotScale, 50 * dotScale].red == 0,
                    "the oval its draw(_:) fills, in the colour the preview set")
            #expect(dot[2 * dotScale, 2 * dotScale].red == 255, "the canvas around the oval")

            let chunky = try PNGDecoder.decode(fileAt: folder.appendingPathComponent("chunky.png").path)
            // At its own 27-pt height in the component's 16-pt margin: the track's middle is 29.5 pt down.
            let chunkyScale = chunky.width / (393 + 32)
            #expect(chunky[100 * chunkyScale, 29 * chunkyScale].red == 255 && chunky[100 * chunkyScale, 29 * chunkyScale].green < 40,
                    "the slider's filled track, in its minimum track colour (not a placeholder)")

            #expect(entries["Banner"]?.fullScreen == true && entries["Banner"]?.size == [393, 852])
            let banner = try PNGDecoder.decode(fileAt: folder.appendingPathComponent("banner.png").path)
            let scale = banner.width / 393
            #expect(banner[196 * scale, 110 * scale].blue > 200 && banner[196 * scale, 110 * scale].red < 60,
                    "the banner below the safe area's top, coloured in viewWillAppear")
            #expect(banner[196 * scale, 170 * scale].red == 255, "the controller's white view below it")

            let outlets = try #require(entries["Outlets"])
            #expect(outlets.warnings.contains { $0.contains("UIViewController OutletController") && $0.contains("placeholder") },
                    "\(outlets.warnings)")
        }
    }
}
