@testable import AVFoundation
import CoreSpotlight
import Foundation
import MockupAssets
import MobileCoreServices
import Photos
import StoreKit
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

// API a design-system package (Västra Götalandsregionen's, 180 files) and learners' projects call,
// written as they write it: iOS 26's role-only buttons behind `#available`, `DatePicker.Components`,
// VoiceOver announcement priorities, data assets, subtitles selection, App Store overlays,
// Spotlight, the `kUTType` constants and saving to the photo library.

/// A cancel button as the package writes it for iOS 26 and earlier.
private struct CancelButton: View {
    let displayedComponents: DatePicker.Components = [.date]
    var body: some View {
        Button(role: .cancel) {}
    }
}

/// A calendar controller that prefetches months ahead, as the package's does.
private final class MonthPrefetcher: UICollectionViewDataSourcePrefetching {
    private(set) var prefetched: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
}

@MainActor @Suite struct DesignSystemPackageGapsTests {
    /// A calendar controller's collection view made at the view's size in `viewDidLoad` follows the
    /// view when it is laid out at the screen's size.
    @Test func autoresizingSubviewsFollowTheirSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let fill = UIView(frame: root.bounds), badge = UIView(frame: CGRect(x: 70, y: 10, width: 20, height: 20))
        let centred = UIView(frame: CGRect(x: 20, y: 50, width: 60, height: 100)), fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleWidth]
        for view in [fill, badge, centred, fixed] { root.addSubview(view) }
        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(badge.frame == CGRect(x: 363, y: 10, width: 20, height: 20), "pinned to the top trailing corner")
        // 293 pt more width shared 20 : 60 : 20 among left margin, width and right margin.
        #expect(abs(centred.frame.minX - 78.6) < 1e-9 && abs(centred.frame.width - 235.8) < 1e-9 && centred.frame.minY == 50)
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        root.autoresizesSubviews = false
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(fill.frame.width == 393)
    }

    /// A file manager tutorial names saved images by `cgImage?.utType`.
    @Test func imagesKnowTheFileTypeTheyWereReadFrom() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(drawn.cgImage != nil && drawn.cgImage?.utType == nil, "a drawn image has no file")
        let png = try #require(drawn.pngData()), jpeg = try #require(drawn.jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: png)?.cgImage?.utType == "public.png")
        #expect(UIImage(data: jpeg)?.withRenderingMode(.alwaysOriginal).cgImage?.utType == "public.jpeg")
    }

    @Test func prefetchingDataSourcesAreHeldWeaklyAndNeverAsked() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let prefetcher = MonthPrefetcher()
        collection.prefetchDataSource = prefetcher
        prefetcher.collectionView(collection, cancelPrefetchingForItemsAt: [IndexPath(item: 0, section: 0)])
        #expect(collection.prefetchDataSource === prefetcher && prefetcher.prefetched.isEmpty)
    }

    @Test func roleOnlyButtonsShowTheRolesTitleAndSymbol() {
        let close = nodeTree(resolveView(Button(role: .close) {}))
        #expect(close.contains("symbol xmark") && close.contains("\"Close\""), "\(close)")
        #expect(nodeTree(resolveView(Button(role: .confirm) {})).contains("symbol checkmark"))
        #expect(nodeTree(resolveView(Button(role: .destructive) {})).contains("symbol trash"))
        #expect(nodeTree(resolveView(CancelButton())).contains("\"Cancel\""))
        #expect(CancelButton().displayedComponents == DatePickerComponents.date)
    }

    /// A tutorial's syntax highlighter colours keywords with a UIColor; `.red` alone stays SwiftUI's.
    @Test func attributedStringsTakeUIKitsAttributesBesideSwiftUIs() throws {
        var code = AttributedString("struct Card: View")
        let keyword = try #require(code.range(of: "struct"))
        code[keyword].foregroundColor = UIColor(red: 0.61, green: 0.15, blue: 0.59, alpha: 1)
        code[keyword].font = .body.bold()
        code[keyword].kern = 0.5
        let run = try #require(code.runs.first)
        #expect(run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] == UIColor(red: 0.61, green: 0.15, blue: 0.59, alpha: 1))
        #expect(run[MockupUI.KerningAttribute.self] == 0.5 && run[AttributeScopes.UIKitAttributes.KernAttribute.self] == nil,
                "a value both scopes take is SwiftUI's")
        var title = AttributedString("Title")
        title.foregroundColor = .red
        #expect(title.runs.first?[MockupUI.ForegroundColorAttribute.self] == Color.red)
        #expect(AttributeScopes.UIKitAttributes.ForegroundColorAttribute.name == "NSColor")
    }

    @Test func announcementsCarryTheirPriority() {
        let announcement = NSAttributedString(string: "Saved", attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high])
        #expect(announcement.attribute(.accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil) as? UIAccessibilityPriority == .high)
        #expect(UIAccessibilityPriority.default.rawValue == "UIAccessibilityPriorityDefault")
        #expect(NSAttributedString.Key.accessibilitySpeechQueueAnnouncement.rawValue == "UIAccessibilitySpeechAttributeQueueAnnouncement")
    }

    @Test func notificationTextsFillTheirArguments() {
        #expect(NSString.localizedUserNotificationString(forKey: "reminder.title", arguments: nil) == "reminder.title")
        #expect(NSString.localizedUserNotificationString(forKey: "%@ has %d new", arguments: ["Ana", 3]) == "Ana has 3 new")
        #expect(2 * NSEC_PER_SEC == 2_000_000_000 && NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && USEC_PER_SEC == 1_000_000)
    }

    @Test func dataAssetsComeFromTheAppsCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-asset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder); AppAssetCatalog.current = AssetCatalog() }
        let set = folder.appendingPathComponent("Assets.xcassets/whatsnew.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"data":[{"filename":"whatsnew.json","idiom":"universal","universal-type-identifier":"public.json"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"[{"id":"2.1"}]"#.utf8).write(to: set.appendingPathComponent("whatsnew.json"))
        #expect(NSDataAsset(name: "whatsnew") == nil, "no catalog yet")
        AppAssetCatalog.current = AssetCatalog(folders: [folder.appendingPathComponent("Assets.xcassets").path])
        let asset = try #require(NSDataAsset(name: "whatsnew"))
        struct Version: Decodable { let id: String }
        #expect(try JSONDecoder().decode([Version].self, from: asset.data).map(\.id) == ["2.1"])
        #expect(asset.typeIdentifier == "public.json" && asset.name == "whatsnew")
        #expect(NSDataAsset(name: "missing", bundle: .main) == nil)
    }

    @Test func subtitleSelectionFindsNothingInAnAssetWithoutMedia() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/film.m3u8"))
        #expect(try await asset.loadMediaSelectionGroup(for: .legible) == nil)
        #expect(try await asset.load(.availableMediaCharacteristicsWithMediaSelectionOptions).isEmpty)
        let swedish = AVMediaSelectionOption(mediaType: .subtitle, displayName: "Svenska", locale: Locale(identifier: "sv_SE"),
                                             characteristics: [.legible, .transcribesSpokenDialogForAccessibility])
        let english = AVMediaSelectionOption(mediaType: .subtitle, displayName: "English", locale: Locale(identifier: "en_US"),
                                             characteristics: [.legible])
        let group = AVMediaSelectionGroup(options: [english, swedish], defaultOption: english, allowsEmptySelection: true)
        #expect(AVMediaSelectionGroup.mediaSelectionOptions(from: group.options, with: Locale(identifier: "sv")) == [swedish])
        #expect(AVMediaSelectionGroup.mediaSelectionOptions(from: group.options,
                                                           withMediaCharacteristics: [.transcribesSpokenDialogForAccessibility]) == [swedish])
        #expect(AVMediaSelectionGroup.mediaSelectionOptions(from: group.options,
                                                           withoutMediaCharacteristics: [.transcribesSpokenDialogForAccessibility]) == [english])
        let item = AVPlayerItem(asset: asset)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == nil)
        item.select(swedish, in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == swedish)
        item.select(nil, in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == nil, "the group allows an empty selection")
        item.selectMediaOptionAutomatically(in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == english)
        #expect(swedish.extendedLanguageTag == "sv-SE")
    }

    @Test func appStoreOverlaysHoldTheirConfigurationAndDrawTheirContent() throws {
        let configuration = SKOverlay.AppConfiguration(appIdentifier: "1440611372", position: .bottomRaised)
        configuration.setAdditionalValue("spring", forKey: "campaign")
        let overlay = SKOverlay(configuration: configuration)
        #expect((overlay.configuration as? SKOverlay.AppConfiguration)?.appIdentifier == "1440611372")
        #expect(configuration.position == .bottomRaised && configuration.userDismissible)
        #expect(configuration.additionalValue(forKey: "campaign") as? String == "spring")
        let view = Text("Apps we like").appStoreOverlay(isPresented: .constant(true)) { configuration }
        #expect(nodeTree(resolveView(view)).contains("\"Apps we like\""))
    }

    @Test func spotlightIsUnavailableSoNothingIsIndexedOrFound() async throws {
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = "Chai latte"
        attributes.keywords = ["tea", "milk"]
        let item = CSSearchableItem(uniqueIdentifier: "drink-7", domainIdentifier: "menu", attributeSet: attributes)
        #expect(item.attributeSet.contentType == "public.text" && item.uniqueIdentifier == "drink-7")
        #expect(!CSSearchableIndex.isIndexingAvailable())
        var failure: CSIndexError?
        CSSearchableIndex.default().indexSearchableItems([item]) { failure = $0 as? CSIndexError }
        #expect(failure?.code == .indexingUnsupported)
        await #expect(throws: CSIndexError.self) { try await CSSearchableIndex.default().deleteAllSearchableItems() }
        let query = CSSearchQuery(queryString: "title == \"Chai*\"", attributes: ["title"])
        var found: [CSSearchableItem] = [], completed = false
        query.foundItemsHandler = { found += $0 }
        query.completionHandler = { completed = $0 == nil }
        query.start()
        #expect(found.isEmpty && completed)
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }

    @Test func typeIdentifierConstantsAreApplesIdentifiers() {
        let mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(mediaTypes == ["public.image", "public.movie"])
        #expect(String(kUTTypePDF) == UTType.pdf.identifier && kUTTypeJPEG == UTType.jpeg.identifier && kUTTypePNG == UTType.png.identifier)
        #expect(kUTTagClassFilenameExtension == "public.filename-extension")
    }

    @Test func savingToThePhotoLibraryIsDenied() {
        var saved: Bool?, denied: PHPhotosError?
        PHPhotoLibrary.shared().performChanges({
            let request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
            request.isFavorite = true
            _ = PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Mockups")
        }, completionHandler: { success, error in saved = success; denied = error as? PHPhotosError })
        #expect(saved == false && denied?.code == .accessUserDenied)
        let request = PHAssetCreationRequest.forAsset()
        request.addResource(with: .photo, data: Data([1, 2, 3]), options: nil)
        #expect(request.placeholderForCreatedAsset != nil)
    }

    @Test func devicesAndScenesAsUIKitReportsThem() {
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.portrait.isFlat)
        #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation && !UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
        #expect(!UIApplication.shared.openURL(URL(string: "https://example.com")!))
        let bar = UISearchBar()
        bar.barStyle = .black
        #expect(bar.barStyle == .black)
        // A search bar's text input traits are its text field's, as in UIKit.
        bar.enablesReturnKeyAutomatically = true
        bar.returnKeyType = .search
        #expect(bar.searchTextField.enablesReturnKeyAutomatically && bar.searchTextField.returnKeyType == .search)
        #expect(Data.WritingOptions.atomicWrite == .atomic)
    }
}
