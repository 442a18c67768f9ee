/// A query's filters (PostgREST's operators).
public class PostgrestFilterBuilder: PostgrestTransformBuilder, @unchecked Sendable {
    public enum Operator: String, CaseIterable, Sendable {
        case eq, neq, gt, gte, lt, lte, like, ilike, `is`, `in`, cs, cd, sl, sr, nxl, nxr, adj, ov, fts, plfts, phfts, wfts
    }

    public func not(_ column: String, operator op: Operator, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func or(_ filters: any PostgrestFilterValue, referencedTable: String? = nil) -> PostgrestFilterBuilder { self }
    public func eq(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func neq(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func gt(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func gte(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func lt(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func lte(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func like(_ column: String, pattern: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func likeAllOf(_ column: String, patterns: [some PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
    public func likeAnyOf(_ column: String, patterns: [some PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
    public func ilike(_ column: String, pattern: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func iLikeAllOf(_ column: String, patterns: [some PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
    public func iLikeAnyOf(_ column: String, patterns: [some PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
    public func `is`(_ column: String, value: Bool?) -> PostgrestFilterBuilder { self }
    public func `in`(_ column: String, values: [any PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
    public func contains(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func containedBy(_ column: String, value: some PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func rangeLt(_ column: String, range: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func rangeGt(_ column: String, range: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func rangeGte(_ column: String, range: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func rangeLte(_ column: String, range: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func rangeAdjacent(_ column: String, range: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func overlaps(_ column: String, value: any PostgrestFilterValue) -> PostgrestFilterBuilder { self }
    public func textSearch(_ column: String, query: any PostgrestFilterValue, config: String? = nil,
                           type: TextSearchType? = nil) -> PostgrestFilterBuilder { self }
    public func fts(_ column: String, query: any PostgrestFilterValue, config: String? = nil) -> PostgrestFilterBuilder { self }
    public func filter(_ column: String, operator: String, value: String) -> PostgrestFilterBuilder { self }
    public func match(_ query: [String: any PostgrestFilterValue]) -> PostgrestFilterBuilder { self }
}
