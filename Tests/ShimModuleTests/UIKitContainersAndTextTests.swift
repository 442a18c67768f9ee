import AVFoundation
import CoreLocation
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

/// UIKit pieces real view code reaches: page view controllers and page controls drawn in
/// representables, attributed labels with shadows, text views sized to their text, a
/// representable's own `sizeThatFits`, layer classes, table and collection view protocols, and
/// the spell checker.
@MainActor @Suite struct UIKitContainersAndTextTests {
    private func render(width: Double = 200, _ view: () -> some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: width, height: nil, scale: 1, colorScheme: .light),
                                fonts: FontLibrary.shared(), view)
    }

    /// Apple's "Interfacing with UIKit" page controller, reduced: pages of solid colours.
    struct Pages: UIViewControllerRepresentable {
        let colors: [Color]
        let current: Int
        var dots = false

        final class Coordinator: UIPageViewControllerDataSource {
            let controllers: [UIViewController]
            let dots: Bool
            init(_ pages: Pages) {
                controllers = pages.colors.map { UIHostingController(rootView: $0) }
                dots = pages.dots
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
            func presentationCount(for pageViewController: UIPageViewController) -> Int { dots ? controllers.count : 0 }
            func presentationIndex(for pageViewController: UIPageViewController) -> Int { 1 }
        }

        func makeCoordinator() -> Coordinator { Coordinator(self) }
        func makeUIViewController(context: Context) -> UIPageViewController {
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            controller.dataSource = context.coordinator
            return controller
        }
        func updateUIViewController(_ controller: UIPageViewController, context: Context) {
            controller.setViewControllers([context.coordinator.controllers[current]], direction: .forward, animated: true)
        }
    }

    @Test func aPageViewControllerDrawsItsCurrentPageAndTheDataSourcesDots() throws {
        let colors: [Color] = [.red, .green, .blue]
        let plain = try render { Pages(colors: colors, current: 2).frame(height: 100) }
        #expect(plain.image.rgba(100, 50) == (0, 122, 255, 255), "the third page, system blue")
        #expect(plain.image.rgba(100, 84) == (0, 122, 255, 255), "no dots without a presentation count")
        #expect(plain.layout.tree.all(.platformView).isEmpty)
        let dotted = try render { Pages(colors: colors, current: 0, dots: true).frame(height: 100) }
        try dotted.image.writeForInspection("uikit-page-view-controller")
        // Three 8-pt dots 8 pt apart, centred, 10 pt above the bottom plus the 6-pt margin: the
        // second (x 96…104) is the current one, white.
        #expect(dotted.image.rgba(100, 80) == (255, 255, 255, 255))
        #expect(dotted.image.rgba(100, 50) == (255, 59, 48, 255), "the first page, system red")
    }

    struct Dots: UIViewRepresentable {
        func makeUIView(context: Context) -> UIPageControl {
            let control = UIPageControl()
            control.numberOfPages = 4
            control.currentPage = 3
            control.currentPageIndicatorTintColor = .black
            control.pageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return control
        }
        func updateUIView(_ uiView: UIPageControl, context: Context) {}
    }

    @Test func aPageControlDrawsItsDotsInItsTints() throws {
        let rendered = try render { Dots().frame(width: 200, height: 20) }
        // Four dots (56 pt with gaps) centred in 200 pt: x 72…128, so dot 0 at 72…80, dot 3 at 120…128.
        #expect(rendered.image.rgba(76, 10) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(124, 10) == (0, 0, 0, 255))
        #expect(UIPageControl().size(forNumberOfPages: 4) == CGSize(width: 72, height: 20))
    }

    struct FixedSize: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
            CGSize(width: (proposal.width ?? 100) / 2, height: 30)
        }
    }

    @Test func aRepresentablesSizeThatFitsSizesItsView() throws {
        let rendered = try render { VStack(spacing: 0) { FixedSize(); Color.red.frame(height: 10) } }
        #expect(rendered.image.height == 40, "30 pt from sizeThatFits, then the 10-pt bar")
        #expect(rendered.image.rgba(100, 15) == (0, 0, 255, 255), "half the 200-pt width, centred: x 50…150")
        #expect(rendered.image.rgba(40, 15) != (0, 0, 255, 255))
    }

    struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            let text = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.boldSystemFont(ofSize: 30),
                                                                            .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
            text.append(NSAttributedString(string: " small", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
            label.attributedText = text
            label.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            label.shadowOffset = CGSize(width: 3, height: 3)
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
    }

    @Test func anAttributedLabelDrawsItsRunsAndItsShadow() throws {
        let rendered = try render(width: 300) { Label().frame(height: 60) }
        try rendered.image.writeForInspection("uikit-attributed-label")
        let texts = rendered.layout.tree.all(.text)
        #expect(texts.map(\.detail) == ["Big small"])
        var blue = 0, red = 0
        for y in 0..<60 {
            for x in 0..<300 {
                let pixel = rendered.image.rgba(x, y)
                if pixel == (0, 0, 255, 255) { blue += 1 }
                if pixel == (255, 0, 0, 255) { red += 1 }
            }
        }
        #expect(blue > 100, "the bold run in its colour")
        #expect(red > 100, "the hard red shadow 3 pt down and right")
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.red])
        label.text = "plain"
        let color = label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color === label.textColor, "setting text drops the attributes, as in UIKit")
        #expect(label.attributedText?.string == "plain")
    }

    @Test func attributedStringsFromUIKitKeepTheAttributesTextDraws() {
        let source = NSMutableAttributedString(string: "ab", attributes: [.kern: 2.0, .strikethroughStyle: 1,
                                                                        .strikethroughColor: UIColor.red])
        source.append(NSAttributedString(string: "c", attributes: [.font: UIFont.systemFont(ofSize: 40), .baselineOffset: NSNumber(value: 4)]))
        let converted = AttributedString(source)
        let runs = Array(converted.runs)
        #expect(String(converted.characters) == "abc")
        #expect(runs.count == 2)
        #expect(runs[0].kern == 2)
        #expect(runs[0].strikethroughStyle == Text.LineStyle(pattern: .solid, color: Color(uiColor: .red)))
        #expect(runs[1].font == Font(UIFont.systemFont(ofSize: 40)))
        #expect(runs[1].baselineOffset == 4)
    }

    @Test func aTextViewIsAScrollViewSizedToItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        view.font = .systemFont(ofSize: 17)
        view.text = "One line"
        let one = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        view.text = "A longer text that wraps onto more than one line at this width, surely"
        let more = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(one.width == 200 && one.height > 16 + 17 && one.height < 16 + 25, "one line of 17-pt text inside the 8-pt insets")
        #expect(more.height >= one.height * 2 - 16)
        #expect(view.contentSize.height == more.height, "the content size is the text's at the view's width")
        view.textContainer.lineFragmentPadding = 0
        #expect(view.sizeThatFits(CGSize(width: 200, height: 1000)).height <= more.height)
        let scrolling: UIScrollView = view
        #expect(scrolling.clipsToBounds)
    }

    final class VideoView: UIView {
        override class var layerClass: AnyClass { AVPlayerLayer.self }
        var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
    }

    @Test func aViewsLayerIsOfItsLayerClass() {
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(VideoView().playerLayer.videoGravity == .resizeAspect)
        final class Gradient: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        #expect(Gradient().layer is CAGradientLayer)
    }

    /// A layer subclass written as for Core Animation: its designated initializers (a presentation
    /// copy's, the archive's) and implicit actions turned off.
    @Test func layerSubclassesOverrideCoreAnimationsInitializersAndActions() {
        final class ShimmerLayer: CAGradientLayer {
            var tone = 0.85
            override init() {
                super.init()
                colors = [UIColor(white: tone, alpha: 1).cgColor]
            }
            override init(layer: Any) {
                tone = (layer as? ShimmerLayer)?.tone ?? 0.85
                super.init(layer: layer)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func action(forKey event: String) -> (any CAAction)? {
                event == "locations" ? nil : super.action(forKey: event)
            }
        }
        let layer = ShimmerLayer()
        layer.tone = 0.9
        #expect(ShimmerLayer(layer: layer).tone == 0.9 && layer.colors?.count == 1)
        #expect(layer.action(forKey: "locations") == nil && layer.action(forKey: "bounds") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade, "position": NSNull()]
        #expect(layer.action(forKey: "opacity") is CABasicAnimation && layer.action(forKey: "position") is NSNull)
        fade.run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animation(forKey: "opacity") != nil, "an animation action adds itself to the layer")
    }

    /// Layers, animations and emitter cells share Core Animation's timing protocol (an emitter sets
    /// its cell's `beginTime` to start particles late).
    @Test func layersAnimationsAndCellsAreTimed() {
        func delay(_ timed: some CAMediaTiming, by seconds: CFTimeInterval) { timed.beginTime = seconds; timed.fillMode = .backwards }
        let cell = CAEmitterCell(), layer = CALayer(), fade = CABasicAnimation(keyPath: "opacity")
        delay(cell, by: 1); delay(layer, by: 2); delay(fade, by: 3)
        #expect(cell.beginTime == 1 && layer.beginTime == 2 && fade.beginTime == 3)
        #expect(cell.fillMode == .backwards && layer.duration == 0 && cell.speed == 1 && !layer.autoreverses)
    }

    final class Table: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
    }

    @Test func tablesAskTheirDataSourceWithUIKitsDefaults() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let source = Table()
        table.dataSource = source
        table.delegate = source
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(source.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
        #expect(source.tableView(table, cellForRowAt: IndexPath(row: 2, section: 0)).textLabel?.text == "Row 2")
        #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
        let path = IndexPath(item: 4, section: 1)
        #expect(path.section == 1 && path.item == 4 && path.row == 4)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }

    /// A settings screen as UIKit apps write it: a table view controller subclass overriding the data source.
    final class SettingsController: UITableViewController {
        let rows = ["Account", "Notifications", "Privacy"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    final class GridController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    }

    @Test func tableAndCollectionViewControllersServeTheirOwnViews() {
        let settings = SettingsController(style: .insetGrouped)
        #expect(settings.tableView.style == .insetGrouped && settings.tableView.dataSource === settings && settings.tableView.delegate === settings)
        #expect(settings.tableView.numberOfRows(inSection: 0) == 3)
        #expect(settings.tableView(settings.tableView, cellForRowAt: IndexPath(row: 1, section: 0)).textLabel?.text == "Notifications")
        #expect(settings.clearsSelectionOnViewWillAppear && settings.refreshControl == nil)
        #expect(UITableViewController(style: .plain).tableView.numberOfRows(inSection: 0) == 0)
        let grid = GridController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.collectionViewLayout === grid.collectionViewLayout)
        #expect(grid.collectionView(grid.collectionView, numberOfItemsInSection: 0) == 12)
    }

    @Test func theSpellCheckerFindsNoMisspellingAndCompletesLearnedWords() {
        let checker = UITextChecker()
        let word = "recieve"
        let range = checker.rangeOfMisspelledWord(in: word, range: NSRange(location: 0, length: word.utf16.count),
                                                  startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound)
        UITextChecker.learnWord("Mockup")
        defer { UITextChecker.unlearnWord("Mockup") }
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "moc", language: "en") == ["Mockup"])
    }

    @Test func motionEventsAndTheAppAreUIKitsResponders() {
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        #expect(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue == 103)
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        #expect(UIApplication.shared.delegate == nil)
        #expect(UIVisualEffectView().effect == nil)
        #expect(UITextField().endEditing(true))
    }

    struct Segments: UIViewRepresentable {
        func makeUIView(context: Context) -> UISegmentedControl {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.selectedSegmentIndex = 1
            control.selectedSegmentTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return control
        }
        func updateUIView(_ uiView: UISegmentedControl, context: Context) {}
    }

    @Test func aSegmentedControlDrawsItsSegmentsAsASegmentedPicker() throws {
        let rendered = try render { Segments() }
        try rendered.image.writeForInspection("uikit-segmented-control")
        #expect(rendered.image.height == 32, "the 32-pt control, not the space offered")
        #expect(rendered.layout.tree.all(.text).map(\.detail) == ["One", "Two"])
        #expect(rendered.image.rgba(112, 8) == (255, 0, 0, 255), "the selected second segment in its tint")
        #expect(rendered.image.rgba(12, 8) != (255, 0, 0, 255))
        let control = UISegmentedControl(items: ["A"])
        control.insertSegment(withTitle: "B", at: 5, animated: false)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "B")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    struct InsetButton: UIViewRepresentable {
        let inset: CGFloat
        func makeUIView(context: Context) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: 0)
            return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
    }

    @Test func aButtonsEdgeInsetsMoveItsCentredContent() throws {
        /// The first column where the title's ink shows.
        func titleX(_ inset: CGFloat) throws -> Int? {
            let rendered = try render { InsetButton(inset: inset).frame(height: 44) }
            return (0..<200).first { x in (0..<44).contains { y in rendered.image.rgba(x, y).0 < 128 } }
        }
        let plain = try #require(try titleX(0))
        #expect(try titleX(40) == plain + 20, "a 40-pt left inset moves the centred title 20 pt right")
    }

    final class LocatingController: UIViewController, CLLocationManagerDelegate {}

    @Test func respondersAreNSObjectsForDelegateProtocols() {
        let controller = LocatingController()
        let manager = CLLocationManager()
        manager.delegate = controller
        #expect(manager.delegate === controller)
        #expect(controller.isEqual(controller) && !controller.isEqual(UIViewController()) && !controller.isProxy())
        #expect(controller.hash == ObjectIdentifier(controller).hashValue)
    }

    @Test func legacyBarImagesAndOrientationAreHeld() {
        let empty = UIImage()
        UINavigationBar.appearance().setBackgroundImage(empty, for: .default)
        UINavigationBar.appearance().shadowImage = empty
        UITabBar.appearance().backgroundImage = empty
        let control = UISegmentedControl(items: ["A"])
        control.setBackgroundImage(empty, for: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === empty)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) == nil)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }

    struct Month: UIViewRepresentable {
        final class Coordinator: NSObject, UICalendarSelectionSingleDateDelegate {
            func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {}
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UICalendarView {
            let view = UICalendarView()
            view.visibleDateComponents = DateComponents(year: 2025, month: 3)
            let selection = UICalendarSelectionSingleDate(delegate: context.coordinator)
            selection.setSelected(DateComponents(year: 2025, month: 3, day: 14), animated: false)
            view.selectionBehavior = selection
            return view
        }
        func updateUIView(_ uiView: UICalendarView, context: Context) {}
    }

    @Test func aCalendarViewDrawsItsVisibleMonthAndSelectionAsTheInlineCalendar() throws {
        let rendered = try render(width: 360) { Month() }
        try rendered.image.writeForInspection("uikit-calendar-view")
        let march = try render(width: 360) {
            DatePicker("", selection: .constant(Date(timeIntervalSince1970: 1_741_910_400)), displayedComponents: .date)
                .datePickerStyle(.graphical).labelsHidden()
        }
        #expect(rendered.layout.tree.all(.text).map(\.detail).contains("March 2025"))
        #expect(rendered.image == march.image, "drawn as a graphical date picker on March 14, 2025")
        #expect(rendered.layout.tree.all(.platformView).isEmpty)
    }

    @Test func documentPickersAndContextMenusHoldWhatIsSet() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
        picker.allowsMultipleSelection = true
        #expect(picker.contentTypes == [.pdf] && picker.asCopy && picker.exportedURLs.isEmpty)
        final class Menu: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
            }
        }
        let view = UIView()
        let delegate = Menu()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(interaction.view === view && interaction.delegate === delegate)
    }

    struct ListRow: UIViewRepresentable {
        func makeUIView(context: Context) -> UIListContentView {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Detail"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            cell.contentConfiguration = UIHostingConfiguration { Text("Hosted") }
            return UIListContentView(configuration: content)
        }
        func updateUIView(_ uiView: UIListContentView, context: Context) {}
    }

    @Test func aListContentViewDrawsItsImageAndTexts() throws {
        let rendered = try render(width: 300) { ListRow().frame(height: 60) }
        try rendered.image.writeForInspection("uikit-list-content")
        let texts = rendered.layout.tree.all(.text)
        #expect(texts.map(\.detail) == ["Title", "Detail"])
        let title = try #require(texts.first), detail = try #require(texts.last)
        #expect(detail.frame.minY > title.frame.maxY && title.frame.minX == detail.frame.minX, "the detail under the title")
        #expect(title.frame.minX > 36, "after the 20-pt margin, the image and the 16-pt padding")
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    }

    /// An emoji text field picks the emoji keyboard by overriding `textInputMode` (a chat app's
    /// `UIEmojiTextField`); the device has the English and the emoji keyboards, English current.
    @Test func aTextFieldCanPickTheEmojiKeyboard() {
        final class EmojiField: UITextField {
            override var textInputContextIdentifier: String? { "" }
            override var textInputMode: UITextInputMode? {
                UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" }
            }
        }
        #expect(UITextField().textInputMode?.primaryLanguage == "en-US" && UITextField().textInputContextIdentifier == nil)
        #expect(EmojiField().textInputMode?.primaryLanguage == "emoji" && EmojiField().textInputContextIdentifier == "")
    }
}
