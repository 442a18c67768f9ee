import CoreTransferable
import Foundation
import UniformTypeIdentifiers

// The system file browser presented to import, export or move files (`.fileImporter`,
// `.fileExporter`, `.fileMover`) and its customisations. No completion handler runs in a render;
// a still shows the presenting view, with a render note while a browser is presented.

/// What the file browser shows, as SwiftUI's `FileDialogBrowserOptions`.
public struct FileDialogBrowserOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages can be browsed into.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Hidden files are listed.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File name extensions are shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension View {
    /// Imports one file of `allowedContentTypes` while `isPresented` is true.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, Error>) -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileImporter presented")
    }

    /// Imports one or, with `allowsMultipleSelection`, several files.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileImporter presented")
    }

    /// Imports files; `onCancellation` runs when the user dismisses the browser.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileImporter presented")
    }

    /// Exports `document` as `contentType`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, Error>) -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, Error>) -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Exports each of `documents` as `contentType`.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void) -> some View
        where C.Element: FileDocument {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void) -> some View
        where C.Element: ReferenceFileDocument {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Exports `document` as the first of `contentTypes` it can write (iOS 17).
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, Error>) -> Void,
                                                       onCancellation: @escaping () -> Void = {}) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Exports each of `documents` (iOS 17).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: FileDocument {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: ReferenceFileDocument {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Exports a transferable `item` (iOS 17).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Exports transferable `items` (iOS 17).
    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C,
                                                             contentTypes: [UTType] = [],
                                                             onCompletion: @escaping (Result<[URL], Error>) -> Void,
                                                             onCancellation: @escaping () -> Void = {}) -> some View
        where T == C.Element {
        renderNote(when: isPresented.wrappedValue, "fileExporter presented")
    }

    /// Moves `file` to a folder the user picks.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (_ result: Result<URL, Error>) -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileMover presented")
    }
    /// Moves `files` to a folder the user picks.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void) -> some View
        where C.Element == URL {
        renderNote(when: isPresented.wrappedValue, "fileMover presented")
    }
    /// Moves `file`; `onCancellation` runs when the user dismisses the browser.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, Error>) -> Void,
                          onCancellation: @escaping () -> Void) -> some View {
        renderNote(when: isPresented.wrappedValue, "fileMover presented")
    }
    /// Moves `files`; `onCancellation` runs when the user dismisses the browser.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C.Element == URL {
        renderNote(when: isPresented.wrappedValue, "fileMover presented")
    }

    /// The folder the file dialogs below open in.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// An identifier under which the dialogs below remember their state.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// The message the dialogs below show.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// The label of the dialogs' confirm button.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The label of the exporter's file-name field.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Which URLs the dialogs below let the user pick.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
    /// Whether the importers below return aliases unresolved.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// What the browser of the dialogs below shows.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
}
