import Foundation
import SwiftUI

/// Why a Kingfisher load failed, by stage, as Kingfisher reports it (codes and descriptions as its).
public enum KingfisherError: Error, @unchecked Sendable {
    /// The request could not be made or was cancelled.
    public enum RequestErrorReason: @unchecked Sendable {
        case emptyRequest
        case invalidURL(request: URLRequest)
        case taskCancelled(task: SessionDataTask, token: SessionDataTask.CancelToken)
        case asyncTaskContextCancelled
        case dataProviderCancelled(provider: any ImageDataProvider)
    }
    /// The server's response was not an image.
    public enum ResponseErrorReason: @unchecked Sendable {
        case invalidURLResponse(response: URLResponse)
        case invalidHTTPStatusCode(response: HTTPURLResponse)
        case URLSessionError(error: any Error)
        case dataModifyingFailed(task: SessionDataTask)
        case noURLResponse(task: SessionDataTask)
        case cancelledByDelegate(response: URLResponse)
    }
    /// The cache could not read or write an image.
    public enum CacheErrorReason: @unchecked Sendable {
        case imageNotExisting(key: String)
        case cannotLoadDataFromDisk(url: URL, error: any Error)
        case cannotCreateDirectory(path: String, error: any Error)
        case cannotSerializeImage(image: KFCrossPlatformImage?, original: Data?, serializer: any CacheSerializer)
    }
    /// A processor could not make its image.
    public enum ProcessorErrorReason: @unchecked Sendable {
        case processingFailed(processor: any ImageProcessor, item: ImageProcessItem)
    }
    /// The image could not be set on its view.
    public enum ImageSettingErrorReason: @unchecked Sendable {
        case emptySource
        case notCurrentSourceTask(result: RetrieveImageResult?, error: (any Error)?, source: Source)
        case dataProviderError(provider: any ImageDataProvider, error: any Error)
        case alternativeSourcesExhausted([PropagationError])
    }
    /// A failure of one of several sources tried in turn.
    public struct PropagationError: @unchecked Sendable {
        public let source: Source
        public let error: KingfisherError
    }

    case requestError(reason: RequestErrorReason)
    case responseError(reason: ResponseErrorReason)
    case cacheError(reason: CacheErrorReason)
    case processorError(reason: ProcessorErrorReason)
    case imageSettingError(reason: ImageSettingErrorReason)

    /// Whether the load was cancelled (how every download ends in a render).
    public var isTaskCancelled: Bool {
        if case .requestError(reason: .taskCancelled) = self { return true }
        return false
    }

    /// Whether the server answered with an HTTP status code that is not success.
    public var isInvalidResponseStatusCode: Bool {
        if case .responseError(reason: .invalidHTTPStatusCode) = self { return true }
        return false
    }

    /// Whether the server answered with `code`.
    public func isInvalidResponseStatusCode(_ code: Int) -> Bool {
        if case .responseError(reason: .invalidHTTPStatusCode(let response)) = self { return response.statusCode == code }
        return false
    }

    /// Whether the view had moved on to another source when this one finished.
    public var isNotCurrentTask: Bool {
        if case .imageSettingError(reason: .notCurrentSourceTask) = self { return true }
        return false
    }

    /// What every download ends with in a render: cancelled before it reached the network.
    static let notLoaded = KingfisherError.requestError(reason: .taskCancelled(task: SessionDataTask(originalURL: nil), token: 0))
}

extension KingfisherError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .requestError(let reason):
            switch reason {
            case .emptyRequest: "The request is empty or `nil`."
            case .invalidURL(let request): "The request contains an invalid or empty URL. Request: \(request)."
            case .taskCancelled(let task, _): "The session task was cancelled. Task: \(task)."
            case .asyncTaskContextCancelled: "The async task context was cancelled."
            case .dataProviderCancelled(let provider): "The data provider was cancelled. Provider: \(provider)."
            }
        case .responseError(let reason):
            switch reason {
            case .invalidURLResponse(let response): "The URL response is invalid: \(response)"
            case .invalidHTTPStatusCode(let response): "The HTTP status code in response is invalid. Code: \(response.statusCode)."
            case .URLSessionError(let error): "A URL session error happened. The underlying error: \(error)"
            case .dataModifyingFailed(let task): "The data modifying delegate returned `nil` for the downloaded data. Task: \(task)."
            case .noURLResponse(let task): "No URL response received. Task: \(task)."
            case .cancelledByDelegate(let response): "The downloading task is cancelled by the downloader delegate. Response: \(response)."
            }
        case .cacheError(let reason):
            switch reason {
            case .imageNotExisting(let key): "The image is not in cache, but you requires it should only be from cache. Key: \(key)."
            case .cannotLoadDataFromDisk(let url, let error): "Cannot load data from disk. File URL: \(url). Underlying error: \(error)"
            case .cannotCreateDirectory(let path, let error): "Cannot create directory. Path: \(path). Underlying error: \(error)"
            case .cannotSerializeImage(let image, _, let serializer):
                "Cannot serialize an image due to the cache serializer returning `nil`. Image: \(String(describing: image)), serializer: \(serializer)."
            }
        case .processorError(let reason):
            switch reason {
            case .processingFailed(let processor, let item):
                "Processing image failed. Processor: \(processor). Processing item: \(item)."
            }
        case .imageSettingError(let reason):
            switch reason {
            case .emptySource: "The input resource is empty."
            case .notCurrentSourceTask(_, _, let source):
                "Retrieving resource succeeded, but this source is not the one currently expected. Resource: \(source)."
            case .dataProviderError(let provider, let error):
                "Image data provider fails to provide data. Provider: \(provider), error: \(error)"
            case .alternativeSourcesExhausted(let errors):
                "Image setting from alternative sources failed: \(errors)"
            }
        }
    }
}
