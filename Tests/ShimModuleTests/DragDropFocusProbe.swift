import Combine
import Foundation
import Observation
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

// SwiftUI's item-provider drag and drop, file dialogs, focus, focused values, user activities and
// interaction behaviours as Apple documents them, through `import SwiftUI`.

private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
}

private final class Library: ObservableObject {
    @Published var selection = "a"
}

@Observable private final class Inspector {
    var title = "Inspector"
}

private struct SelectionKey: FocusedValueKey {
    typealias Value = Binding<String>
}

private struct TitleKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var selection: Binding<String>? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
    fileprivate var title: String? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
}

private struct ReorderDelegate: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
}

private struct DragDropFocusProbe: View {
    enum Field: Hashable { case name, email }

    @State private var isTargeted = false
    @State private var importing = false
    @State private var exporting = false
    @State private var moving = false
    @State private var findShown = false
    @State private var suppressed = false
    @FocusState private var focused: Field?
    @FocusedValue(\.title) private var focusedTitle
    @FocusedBinding(\.selection) private var focusedSelection
    @FocusedObject private var library: Library?
    @FocusedValue(Inspector.self) private var inspector
    private let document = TextDocument()
    private let files = [URL(fileURLWithPath: "/tmp/a.txt")]

    var body: some View { behaviors }

    private var dragAndDrop: some View {
        ProbeCard()
            .onDrag { NSItemProvider(object: "Row" as NSString) }
            .onDrag { NSItemProvider(object: "Row" as NSString) } preview: { Text("Row") }
            .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in !providers.isEmpty }
            .onDrop(of: [UTType.url], isTargeted: nil) { providers, location in location.x > 0 && !providers.isEmpty }
            .onDrop(of: [.plainText], delegate: ReorderDelegate())
            .onDrop(of: ["public.text"], isTargeted: nil) { _ in false }
            .onDrop(of: ["public.text"], isTargeted: $isTargeted) { _, _ in false }
            .onDrop(of: ["public.text"], delegate: ReorderDelegate())
            .itemProvider { NSItemProvider(object: "Row" as NSString) }
            .itemProvider(nil)
            .draggable("Row")
            .dropDestination(for: String.self) { items, _ in !items.isEmpty }
    }

    private var fileDialogs: some View {
        dragAndDrop
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in _ = try? result.get() }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf], allowsMultipleSelection: false,
                          onCompletion: { _ in }, onCancellation: {})
            .fileExporter(isPresented: $exporting, document: document, contentType: .plainText) { _ in }
            .fileExporter(isPresented: $exporting, document: document, contentType: .plainText, defaultFilename: "Notes") { _ in }
            .fileExporter(isPresented: $exporting, documents: [document], contentType: .plainText) { _ in }
            .fileExporter(isPresented: $exporting, document: document, contentTypes: [.plainText],
                          defaultFilename: "Notes", onCompletion: { _ in }, onCancellation: {})
            .fileExporter(isPresented: $exporting, documents: [document], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, item: "Notes", contentTypes: [.plainText], onCompletion: { _ in })
            .fileExporter(isPresented: $exporting, items: ["a", "b"], onCompletion: { _ in }, onCancellation: {})
            .fileMover(isPresented: $moving, file: files.first) { _ in }
            .fileMover(isPresented: $moving, files: files) { _ in }
            .fileMover(isPresented: $moving, file: nil, onCompletion: { _ in }, onCancellation: {})
            .fileMover(isPresented: $moving, files: Set(files), onCompletion: { _ in }, onCancellation: {})
            .fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp"))
            .fileDialogCustomizationID("notes")
            .fileDialogMessage(Text("Pick notes"))
            .fileDialogMessage("Pick notes")
            .fileDialogMessage(String("Pick notes"))
            .fileDialogConfirmationLabel(Text("Use"))
            .fileDialogConfirmationLabel("Use")
            .fileDialogConfirmationLabel(String("Use"))
            .fileExporterFilenameLabel(Text("Save as"))
            .fileExporterFilenameLabel("Save as")
            .fileExporterFilenameLabel(String("Save as"))
            .fileDialogURLEnabled(#Predicate<URL> { $0.isFileURL })
            .fileDialogImportsUnresolvedAliases(false)
            .fileDialogBrowserOptions([.enumeratePackages, .includeHiddenFiles, .displayFileExtensions])
    }

    private var focus: some View {
        fileDialogs
            .focusable()
            .focusable(true, interactions: .activate)
            .focusable(interactions: [.edit, .automatic])
            .focusEffectDisabled()
            .focused($focused, equals: .name)
            .defaultFocus($focused, .email)
            .defaultFocus($focused, .name, priority: .userInitiated)
            .focusedValue(\.title, "Notes")
            .focusedValue(\.title, Optional<String>.none)
            .focusedValue(\.selection, .constant("a"))
            .focusedValue(Inspector())
            .focusedSceneValue(\.title, "Notes")
            .focusedSceneValue(\.title, Optional<String>.none)
            .focusedObject(Library())
            .focusedObject(Optional<Library>.none)
            .focusedSceneObject(Library())
            .focusedSceneObject(Optional<Library>.none)
    }

    private var behaviors: some View {
        focus
            .userActivity("com.example.view") { activity in activity.title = "Viewing" }
            .userActivity("com.example.edit", isActive: false) { _ in }
            .userActivity("com.example.item", element: Optional("a")) { item, activity in activity.addUserInfoEntries(from: ["id": item]) }
            .onContinueUserActivity("com.example.view") { activity in _ = activity.userInfo }
            .handlesExternalEvents(preferring: ["notes"], allowing: ["*"])
            .interactionActivityTrackingTag("card")
            .selectionDisabled()
            .selectionDisabled(false)
            .findNavigator(isPresented: $findShown)
            .findDisabled()
            .replaceDisabled(true)
            .scrollIndicatorsFlash(trigger: focusedTitle)
            .scrollIndicatorsFlash(onAppear: true)
            .buttonRepeatBehavior(.enabled)
            .springLoadingBehavior(.disabled)
            .menuActionDismissBehavior(.disabled)
            .paletteSelectionEffect(.symbolVariant(.fill))
            .paletteSelectionEffect(.custom)
            .paletteSelectionEffect(.automatic)
            .dialogIcon(Image(systemName: "doc"))
            .dialogIcon(nil)
            .dialogSuppressionToggle(isSuppressed: $suppressed)
            .dialogSuppressionToggle("Don't ask again", isSuppressed: $suppressed)
            .dialogSuppressionToggle(String("Don't ask again"), isSuppressed: $suppressed)
            .dialogSuppressionToggle(Text("Don't ask again"), isSuppressed: $suppressed)
    }

    /// What the focused-value readers hold: nothing is focused in a still.
    var focusedReadings: [Bool] {
        [focusedTitle == nil, focusedSelection == nil, $focusedSelection.wrappedValue == nil, library == nil,
         $library == nil, inspector == nil]
    }
}

/// Shows the interaction settings its environment holds.
private struct BehaviorReader: View {
    @Environment(\.isFocusEffectEnabled) private var focusEffect
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior
    @Environment(\.springLoadingBehavior) private var springLoading

    var body: some View {
        Text("\(focusEffect) \(repeatBehavior == .enabled) \(springLoading == .disabled)").id("settings")
    }
}

@MainActor @Suite struct DragDropFocusProbeTests {
    @Test func dragDropFileFocusModifiersLeaveTheLayoutExactlyAsIs() throws {
        try expectSameLayout(DragDropFocusProbe(), as: ProbeCard())
        #expect(DragDropFocusProbe().focusedReadings == [true, true, true, true, true, true])
    }

    @Test func rowInsertionByDropLeavesTheListAsIs() throws {
        let rows = ["Milk", "Eggs"]
        var inserted: [String] = []
        let dropping = List {
            ForEach(rows, id: \.self) { Text($0) }
                .onInsert(of: [.plainText]) { index, providers in _ = (index, providers.first?.suggestedName) }
                .onInsert(of: ["public.text"]) { _, _ in }
                .dropDestination(for: String.self) { items, index in inserted.insert(contentsOf: items, at: index) }
        }
        try expectSameLayout(VStack { ProbeCard(); dropping }, as: VStack { ProbeCard(); List { ForEach(rows, id: \.self) { Text($0) } } })
        #expect(inserted.isEmpty)
    }

    @Test func presentedFileBrowsersAndFindBarLeaveARenderNote() throws {
        let presented = Binding.constant(true)
        let importer = try layout(resolveView(ProbeCard().fileImporter(isPresented: presented, allowedContentTypes: [.plainText]) { _ in }), width: 390)
        #expect(importer.warnings.contains { $0.contains("fileImporter presented") }, "\(importer.warnings)")
        let mover = try layout(resolveView(ProbeCard().fileMover(isPresented: presented, file: nil) { _ in }), width: 390)
        #expect(mover.warnings.contains { $0.contains("fileMover presented") }, "\(mover.warnings)")
        let finder = try layout(resolveView(ProbeCard().findNavigator(isPresented: presented)), width: 390)
        #expect(finder.warnings.contains { $0.contains("find navigator presented") }, "\(finder.warnings)")
    }

    @Test func behaviorsReachTheEnvironment() throws {
        func shown(_ view: some View) throws -> String? {
            try layout(resolveView(VStack { view }), width: 390).node(identifiedBy: "settings")?.detail
        }
        #expect(try shown(BehaviorReader()) == "true false false")
        #expect(try shown(BehaviorReader().focusEffectDisabled().buttonRepeatBehavior(.enabled)
            .springLoadingBehavior(.disabled)) == "false true true")
        #expect(try shown(BehaviorReader().focusEffectDisabled(false)) == "true false false")
    }

    @Test func itemProvidersHandBackTheirItems() {
        let provider = NSItemProvider(object: "Row 1" as NSString)
        provider.suggestedName = "row"
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.url.identifier))
        #expect(provider.canLoadObject(ofClass: NSString.self) && !provider.canLoadObject(ofClass: NSURL.self))
        var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map(String.init) }
        #expect(loaded == "Row 1")
        var data: Data?
        provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { value, _ in data = value }
        #expect(data == Data("Row 1".utf8))
        var failure: Error?
        NSItemProvider().loadItem(forTypeIdentifier: UTType.url.identifier, options: nil) { _, error in failure = error }
        #expect(failure != nil)

        let info = DropInfo(location: .zero, providers: [provider, NSItemProvider(item: Data(), typeIdentifier: UTType.png.identifier)])
        #expect(info.itemProviders(for: [.image]).count == 1 && info.hasItemsConforming(to: [.text]))
        #expect(!info.hasItemsConforming(to: ["public.url"]))

        // SwiftUI-Kit's drag payloads: data registered to be loaded when asked for.
        let lazy = NSItemProvider()
        lazy.preferredPresentationSize = CGSize(width: 120, height: 80)
        lazy.registerDataRepresentation(for: .utf8PlainText) { completion in completion(Data("Payload".utf8), nil); return nil }
        var lazyData: Data?, lazyObject: String?
        lazy.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { value, _ in lazyData = value }
        lazy.loadObject(ofClass: NSString.self) { object, _ in lazyObject = (object as? NSString).map(String.init) }
        #expect(lazyData == Data("Payload".utf8))
        #expect(lazyObject == "Payload" && lazy.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(lazy.preferredPresentationSize.width == 120)
    }

    @Test func focusedValuesAndUserActivitiesHoldWhatIsSet() throws {
        var values = FocusedValues()
        #expect(values.title == nil)
        values.title = "Notes"
        #expect(values.title == "Notes")

        let activity = NSUserActivity(activityType: "com.example.view")
        activity.addUserInfoEntries(from: ["a": 1])
        activity.addUserInfoEntries(from: ["b": 2])
        activity.becomeCurrent()
        #expect(activity.userInfo?.count == 2 && activity.isCurrent)
        activity.invalidate()
        #expect(!activity.isCurrent)

        struct Route: Codable, Equatable { var id = 7 }
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload(Route.self) }
        #expect(throws: Never.self) { try activity.setTypedPayload(Route()) }
        #expect(try activity.typedPayload(Route.self) == Route())
        #expect(activity.userInfo?["a"] as? Int == 1, "the payload joins the other entries")
    }
}
