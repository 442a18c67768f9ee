import Foundation
import SwiftUI

/// Whether the app may read or add to the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
    /// The user chose which photos the app may read (iOS 14).
    case limited
}

/// The access an app asks for: adding photos only, or reading and writing the library.
public enum PHAccessLevel: Int, Sendable { case addOnly = 1, readWrite = 2 }

/// The user's photo library, as PhotoKit's `PHPhotoLibrary`. A render has no photo library and the
/// app has never been asked for access: the status is `.notDetermined` for every access level, a
/// request is answered at once with `.denied` (no one answers the prompt in a still; the status
/// stays put, so every render is the same), and changes fail with `PHPhotosError.accessUserDenied`
/// without running their block.
@preconcurrency @MainActor
open class PHPhotoLibrary {
    private static let sharedLibrary = PHPhotoLibrary()
    private var observers: [ObjectIdentifier: any PHPhotoLibraryChangeObserver] = [:]

    init() {}

    /// The app's photo library.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    /// The app's access to the library (iOS 8–13 form, the read-write status).
    open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

    /// Asks for access: answered at once with `.denied`.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { handler(.denied) }
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        handler(.denied)
    }
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

    /// Registers `observer` for library changes, which never come.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) { observers[ObjectIdentifier(observer)] = observer }
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    /// Why the library is unavailable: nil, it is available (and empty).
    open var unavailabilityReason: (any Error)? { nil }

    /// A change to the library: refused, as the app has no access; `changeBlock` does not run.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, PHPhotosError(.accessUserDenied))
    }
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws { throw PHPhotosError(.accessUserDenied) }
    open func performChangesAndWait(_ changeBlock: () -> Void) throws { throw PHPhotosError(.accessUserDenied) }

    /// Shows the limited-library picker: a render presents nothing.
    open func presentLimitedLibraryPicker(from controller: UIViewController) {}
    open func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] { [] }
}

/// An object told about changes to the photo library (never, in a render).
@preconcurrency @MainActor
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// A set of library changes, as PhotoKit's `PHChange`: never made in a render.
public final class PHChange {
    private init() {}
    /// The changes to the objects of `object`: none.
    public func changeDetails<T: PHObject>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
    public func changeDetails(for object: PHObject) -> PHObjectChangeDetails<PHObject>? { nil }
}

/// What changed in a fetch result.
public final class PHFetchResultChangeDetails<ObjectType: PHObject> {
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    public var hasIncrementalChanges: Bool { false }
    public var removedIndexes: IndexSet? { nil }
    public var insertedIndexes: IndexSet? { nil }
    public var changedIndexes: IndexSet? { nil }
    public var removedObjects: [ObjectType] { [] }
    public var insertedObjects: [ObjectType] { [] }
    public var changedObjects: [ObjectType] { [] }
    public var hasMoves: Bool { false }
    public func enumerateMoves(_ handler: (Int, Int) -> Void) {}

    /// The differences between two fetch results of the same query.
    public init(from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>, changedObjects: [ObjectType]) {
        fetchResultBeforeChanges = fromResult
        fetchResultAfterChanges = toResult
    }
}

/// What changed in one asset or collection.
public final class PHObjectChangeDetails<ObjectType: PHObject> {
    public let objectBeforeChanges: ObjectType
    public let objectAfterChanges: ObjectType?
    public var assetContentChanged: Bool { false }
    public var objectWasDeleted: Bool { objectAfterChanges == nil }
    init(before: ObjectType, after: ObjectType?) { objectBeforeChanges = before; objectAfterChanges = after }
}

/// A PhotoKit error, as `PHPhotosError`.
public struct PHPhotosError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case internalError = -1
        case userCancelled = 3072
        case identifierNotFound = 3201
        case changeNotSupported = 3300
        case invalidResource = 3302
        case accessRestricted = 3310
        case accessUserDenied = 3311
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { PHPhotosErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var internalError: Code { .internalError }
    public static var userCancelled: Code { .userCancelled }
    public static var identifierNotFound: Code { .identifierNotFound }
    public static var changeNotSupported: Code { .changeNotSupported }
    public static var invalidResource: Code { .invalidResource }
    public static var accessRestricted: Code { .accessRestricted }
    public static var accessUserDenied: Code { .accessUserDenied }
}

extension PHPhotosError.Code {
    /// `catch PHPhotosError.accessUserDenied`: whether `error` is a PhotoKit error with `code`.
    public static func ~= (code: PHPhotosError.Code, error: Error) -> Bool { (error as? PHPhotosError)?.code == code }
}

/// The domain of PhotoKit's errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"
