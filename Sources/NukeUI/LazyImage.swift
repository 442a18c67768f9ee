import Foundation
import SwiftUI

/// The state of a `LazyImage`'s load, as its content closure sees it.
@MainActor
public protocol LazyImageState {
    var result: Result<ImageResponse, any Error>? { get }
    var imageContainer: ImageContainer? { get }
    var isLoading: Bool { get }
    var progress: FetchImage.Progress { get }
}

extension LazyImageState {
    public var error: (any Error)? {
        if case .failure(let error) = result { return error }
        return nil
    }
    public var image: Image? { imageContainer.map { Image(uiImage: $0.image) } }
}

/// NukeUI's remote image view. A render shows it as the load stands: an image the render's code
/// put in the memory cache shows at once, as Nuke shows a memory hit; otherwise the load is under
/// way — the content closure sees a loading state with no image, and the default content is
/// NukeUI's placeholder, `Color(.secondarySystemBackground)` filling the frame.
@MainActor
public struct LazyImage<Content: View>: View {
    private let request: ImageRequest?
    private let makeContent: ((any LazyImageState) -> Content)?
    private var pipeline = ImagePipeline.shared

    public init(url: URL?) where Content == Image { self.init(request: url.map { ImageRequest(url: $0) }) }
    public init(request: ImageRequest?) where Content == Image {
        self.request = request
        makeContent = nil
    }
    public init(url: URL?, transaction: Transaction = Transaction(animation: nil),
                @ViewBuilder content: @escaping (any LazyImageState) -> Content) {
        self.init(request: url.map { ImageRequest(url: $0) }, transaction: transaction, content: content)
    }
    public init(request: ImageRequest?, transaction: Transaction = Transaction(animation: nil),
                @ViewBuilder content: @escaping (any LazyImageState) -> Content) {
        self.request = request
        makeContent = content
    }

    public var body: some View {
        let state = FetchImage(pipeline: pipeline, request: request)
        ZStack {
            if let makeContent {
                makeContent(state)
            } else if let image = state.image {
                image
            } else {
                Color(uiColor: .secondarySystemBackground)
            }
        }
    }

    /// What a `LazyImage` does with its load when it disappears.
    public enum DisappearBehavior: Sendable {
        case cancel, lowerPriority
        /// NukeUI 0.x: cancel and forget the image.
        case reset
    }

    public func processors(_ processors: [any ImageProcessing]?) -> Self { self }
    public func priority(_ priority: ImageRequest.Priority?) -> Self { self }
    public func pipeline(_ pipeline: ImagePipeline) -> Self {
        var copy = self
        copy.pipeline = pipeline
        return copy
    }
    public func onStart(_ closure: @escaping (ImageTask) -> Void) -> Self { self }
    public func onDisappear(_ behavior: DisappearBehavior?) -> Self { self }
    public func onCompletion(_ closure: @escaping (Result<ImageResponse, any Error>) -> Void) -> Self { self }
}

/// An observable image load (`LazyImage`'s model, used on its own in views): a memory-cache hit
/// is the result at once; any other load stays under way in a render.
@MainActor
public final class FetchImage: ObservableObject, Identifiable, LazyImageState {
    @Published public private(set) var result: Result<ImageResponse, any Error>?
    @Published public private(set) var imageContainer: ImageContainer?
    @Published public private(set) var isLoading = false
    public let progress = Progress()
    public var transaction = Transaction(animation: nil)
    public var priority: ImageRequest.Priority?
    public var pipeline = ImagePipeline.shared
    public var processors: [any ImageProcessing] = []
    public var onStart: ((ImageTask) -> Void)?
    public var onCompletion: ((Result<ImageResponse, any Error>) -> Void)?

    /// A load's progress in bytes.
    public final class Progress: ObservableObject {
        @Published public internal(set) var completed: Int64 = 0
        @Published public internal(set) var total: Int64 = 0
        public var fraction: Float { total > 0 ? Float(completed) / Float(total) : 0 }
    }

    public nonisolated init() {}
    convenience init(pipeline: ImagePipeline, request: ImageRequest?) {
        self.init()
        self.pipeline = pipeline
        load(request)
    }

    public func load(_ url: URL?) { load(url.map { ImageRequest(url: $0) }) }
    public func load(_ request: ImageRequest?) {
        guard var request else {
            reset()
            return
        }
        if !processors.isEmpty { request.processors = processors }
        if case .success(let response) = pipeline.response(for: request) {
            result = .success(response)
            imageContainer = response.container
            isLoading = false
        } else {
            isLoading = true
        }
    }
    /// Runs `action` (a render does not wait for it: the load stays under way).
    public func load(_ action: @escaping () async throws -> ImageResponse) { isLoading = true }
    public func cancel() { isLoading = false }
    public func reset() {
        result = nil
        imageContainer = nil
        isLoading = false
    }
    public var image: Image? { imageContainer.map { Image(uiImage: $0.image) } }
}
