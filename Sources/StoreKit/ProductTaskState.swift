extension Product {
    /// Where loading one product is: a render never gets past `.loading`.
    public enum TaskState: Sendable {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)

        /// The loaded product, if any.
        public var product: Product? {
            if case .success(let product) = self { product } else { nil }
        }
    }

    /// Where loading a collection of products is: a render never gets past `.loading`.
    public enum CollectionTaskState: Sendable {
        case loading
        case failure(any Error)
        case success([Product], unavailable: [Product.ID])

        /// The loaded products, if any.
        public var products: [Product]? {
            if case .success(let products, _) = self { products } else { nil }
        }
    }
}
