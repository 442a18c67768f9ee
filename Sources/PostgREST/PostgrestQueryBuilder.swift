/// A query on a table: what it reads or writes.
public final class PostgrestQueryBuilder: PostgrestBuilder, @unchecked Sendable {
    public func select(_ columns: String = "*", head: Bool = false, count: CountOption? = nil) -> PostgrestFilterBuilder {
        PostgrestFilterBuilder()
    }
    public func insert(_ values: some Encodable & Sendable, returning: PostgrestReturningOptions? = nil,
                       count: CountOption? = nil) throws -> PostgrestFilterBuilder { PostgrestFilterBuilder() }
    public func upsert(_ values: some Encodable & Sendable, onConflict: String? = nil,
                       returning: PostgrestReturningOptions = .representation, count: CountOption? = nil,
                       ignoreDuplicates: Bool = false) throws -> PostgrestFilterBuilder { PostgrestFilterBuilder() }
    public func update(_ values: some Encodable & Sendable, returning: PostgrestReturningOptions = .representation,
                       count: CountOption? = nil) throws -> PostgrestFilterBuilder { PostgrestFilterBuilder() }
    public func delete(returning: PostgrestReturningOptions = .representation, count: CountOption? = nil) -> PostgrestFilterBuilder {
        PostgrestFilterBuilder()
    }
}
