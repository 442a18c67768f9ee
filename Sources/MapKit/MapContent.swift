import Foundation
import SwiftUI

/// Something drawn on a `Map` (iOS 17 map content: markers, annotations, overlays). Map content is
/// also a `View` (drawing nothing on its own) so that `ForEach` and `Group` can hold it.
@MainActor @preconcurrency
public protocol MapContent: View {
    /// The items this content adds to the map.
    var _mapItems: [MapItem] { get }
}

extension MapContent where Body: MapContent {
    /// A custom map content type's items: those of its body.
    public var _mapItems: [MapItem] { body._mapItems }
}

/// Map content that is a leaf (a marker, an overlay): as a view it draws nothing.
@MainActor @preconcurrency
public protocol _MapContentLeaf: MapContent {}

extension _MapContentLeaf {
    public var body: some View { EmptyView() }
}

/// Builds map content from the statements of a `Map { }` closure.
@preconcurrency @MainActor @resultBuilder
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentGroup { _MapContentGroup(items: content._mapItems) }
    public static func buildBlock() -> _MapContentGroup { _MapContentGroup(items: []) }
    public static func buildBlock(_ parts: _MapContentGroup...) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ part: _MapContentGroup?) -> _MapContentGroup { part ?? _MapContentGroup(items: []) }
    public static func buildIf(_ part: _MapContentGroup?) -> _MapContentGroup { buildOptional(part) }
    public static func buildEither(first: _MapContentGroup) -> _MapContentGroup { first }
    public static func buildEither(second: _MapContentGroup) -> _MapContentGroup { second }
    public static func buildArray(_ parts: [_MapContentGroup]) -> _MapContentGroup {
        _MapContentGroup(items: parts.flatMap(\.items))
    }
    public static func buildLimitedAvailability(_ part: _MapContentGroup) -> _MapContentGroup { part }
}

/// Several pieces of map content.
public struct _MapContentGroup: _MapContentLeaf {
    let items: [MapItem]
    public var _mapItems: [MapItem] { items }
}

/// No map content.
public struct EmptyMapContent: _MapContentLeaf {
    public init() {}
    public var _mapItems: [MapItem] { [] }
}

extension ForEach: MapContent where Content: MapContent {
    public var _mapItems: [MapItem] { data.flatMap { content($0)._mapItems } }
}

extension ForEach where Content == _MapContentGroup, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Map content for each element, built by a map content builder.
    @_disfavoredOverload
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> _MapContentGroup) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content == _MapContentGroup {
    /// Map content for each element identified by `id`, built by a map content builder.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> _MapContentGroup) {
        self.init(data, id: id, content: content)
    }
}

/// Map content built from a collection (`ForEach`).
@MainActor @preconcurrency
public protocol DynamicMapContent: MapContent {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicMapContent where Content: MapContent {}

extension Optional: MapContent where Wrapped: MapContent {
    public var _mapItems: [MapItem] { self?._mapItems ?? [] }
}

/// Several items built by a view builder (`ForEach(places) { Marker(…); MapCircle(…) }`): the items
/// of each. A tuple's type says nothing of its elements' conformances, so any tuple of views is map
/// content; views that are not map content add none.
extension TupleView: MapContent {
    public var _mapItems: [MapItem] { _children.flatMap { ($0 as? any MapContent)?._mapItems ?? [] } }
}
