import Foundation

/// UIKit's print panel and what it prints. Printing is available, as on every iOS device since
/// iOS 10, and the panel presents — a still shows no panel, and no one prints or cancels, so its
/// completion handler is never called.
@preconcurrency @MainActor
open class UIPrintInteractionController {
    /// Called when the panel closes: the controller, whether a job was sent, and the error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The one print controller of the app.
    public static let shared = UIPrintInteractionController()
    /// Whether the device can print: true (UIKit deprecated the check in iOS 10, when it became always true).
    open class var isPrintingAvailable: Bool { true }
    /// The document types the system prints: PDF and the image formats.
    open class var printableUTIs: Set<String> { ["com.adobe.pdf", "public.png", "public.jpeg", "public.heic", "public.tiff", "com.compuserve.gif"] }
    /// Whether the file at `url` is a PDF or an image by its extension.
    open class func canPrint(_ url: URL) -> Bool {
        ["pdf", "png", "jpg", "jpeg", "heic", "tif", "tiff", "gif"].contains(url.pathExtension.lowercased())
    }
    /// Whether `data` is a PDF document or an image.
    open class func canPrint(_ data: Data) -> Bool { data.starts(with: Array("%PDF".utf8)) || UIImage(data: data) != nil }

    open var printInfo: UIPrintInfo?
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    open var showsPageRange = true
    open var showsNumberOfCopies = true
    open var showsPaperSelectionForLoadedPapers = false
    open var showsPaperOrientation = true
    open var printPageRenderer: UIPrintPageRenderer?
    open var printFormatter: UIPrintFormatter?
    /// What is printed: a PDF or image as data, a URL or a `UIImage`.
    open var printingItem: Any?
    open var printingItems: [Any]?

    public init() {}

    /// Presents the panel: true, as it can present; a still never shows it.
    @discardableResult
    open func present(animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool { true }
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool { true }
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler: CompletionHandler? = nil) -> Bool { true }
    /// Prints without the panel: no printer answers in a render, so nothing is sent.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler: CompletionHandler? = nil) -> Bool { false }
    open func dismiss(animated: Bool) {}
}

/// What the print panel tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol UIPrintInteractionControllerDelegate: AnyObject {
    func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController?
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController)
    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController)
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionControllerParentViewController(_ printInteractionController: UIPrintInteractionController) -> UIViewController? { nil }
    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerWillStartJob(_ printInteractionController: UIPrintInteractionController) {}
    public func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {}
}

/// A print job's settings (UIKit's `UIPrintInfo`), with UIKit's defaults: general output, portrait,
/// one-sided, the app's name as the job's.
@preconcurrency @MainActor
open class UIPrintInfo {
    public enum OutputType: Int, Sendable { case general, photo, grayscale, photoGrayscale }
    public enum Orientation: Int, Sendable { case portrait, landscape }
    public enum Duplex: Int, Sendable { case none, longEdge, shortEdge }

    open var outputType = OutputType.general
    open var orientation = Orientation.portrait
    open var duplex = Duplex.none
    open var jobName = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? ""
    open var printerID: String?

    public init() {}
    /// A print info with UIKit's defaults.
    open class func printInfo() -> UIPrintInfo { UIPrintInfo() }
    open class func printInfo(dictionary: [AnyHashable: Any]?) -> UIPrintInfo { UIPrintInfo() }
}

/// A printer, by its URL (UIKit's `UIPrinter`).
@preconcurrency @MainActor
open class UIPrinter {
    public let url: URL
    open var displayName: String { url.host ?? url.absoluteString }
    public init(url: URL) { self.url = url }
}

/// Lays content out on printed pages (UIKit's `UIPrintFormatter`).
@preconcurrency @MainActor
open class UIPrintFormatter {
    open var perPageContentInsets = UIEdgeInsets.zero
    open var maximumContentHeight: CGFloat = 0
    open var maximumContentWidth: CGFloat = 0
    open var startPage = 0
    /// The pages the content takes: none laid out in a render.
    open var pageCount: Int { 0 }
    public init() {}
}

/// Plain text laid out for printing.
@preconcurrency @MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    open var text: String
    open var font: UIFont?
    open var color: UIColor?
    open var textAlignment = NSTextAlignment.natural
    public init(text: String) { self.text = text }
}

/// HTML laid out for printing.
@preconcurrency @MainActor
open class UIMarkupTextPrintFormatter: UIPrintFormatter {
    open var markupText: String?
    public init(markupText: String) { self.markupText = markupText }
}

/// Draws printed pages from formatters, headers and footers (UIKit's `UIPrintPageRenderer`).
@preconcurrency @MainActor
open class UIPrintPageRenderer {
    open var headerHeight: CGFloat = 0
    open var footerHeight: CGFloat = 0
    open private(set) var printFormatters: [UIPrintFormatter]?
    /// The pages to print: none are laid out in a render.
    open var numberOfPages: Int { 0 }
    public init() {}
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.startPage = pageIndex
        printFormatters = (printFormatters ?? []) + [formatter]
    }
}
