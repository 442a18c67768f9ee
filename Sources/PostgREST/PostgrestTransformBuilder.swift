/// A query's shape: the columns it returns, its order and its range.
public class PostgrestTransformBuilder: PostgrestBuilder, @unchecked Sendable {
    public func select(_ columns: String = "*") -> PostgrestTransformBuilder { self }
    public func order(_ column: String, ascending: Bool = true, nullsFirst: Bool = false,
                      referencedTable: String? = nil) -> PostgrestTransformBuilder { self }
    public func limit(_ count: Int, referencedTable: String? = nil) -> PostgrestTransformBuilder { self }
    public func range(from: Int, to: Int, referencedTable: String? = nil) -> PostgrestTransformBuilder { self }
    /// The answer as one row rather than an array.
    public func single() -> PostgrestTransformBuilder { self }
    public func csv() -> PostgrestTransformBuilder { self }
    public func geojson() -> PostgrestTransformBuilder { self }
    public func explain(analyze: Bool = false, verbose: Bool = false, settings: Bool = false, buffers: Bool = false,
                        wal: Bool = false, format: String = "text") -> PostgrestTransformBuilder { self }
}
