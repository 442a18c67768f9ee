import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `GeometryProxy.frame(in:)` in the reader's own, the render's and named coordinate spaces.
@MainActor @Suite struct GeometryProxyFrameTests {
    /// Draws a bar whose width is the reader's minX in `space` and whose height is its minY.
    struct Probe<S: CoordinateSpaceProtocol>: View {
        let space: S
        var body: some View {
            GeometryReader { proxy in
                let frame = proxy.frame(in: space)
                Color.red.frame(width: max(frame.minX, 1), height: max(frame.minY, 1))
            }
            .frame(width: 50, height: 50)
        }
    }

    func probeSize<S: CoordinateSpaceProtocol>(_ space: S) throws -> Size {
        let view = VStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 30)
            Probe(space: space).padding(.leading, 40)
        }
        .padding(20)
        .coordinateSpace(name: "card")
        .padding(5)
        let laid = try layout(resolveView(view), width: 393)
        return laid.all(.shape).last!.frame.size
    }

    @Test func globalFrameIsWhereTheReaderIsInTheRender() throws {
        // Root 200×110 at the origin: padding 5 + padding 20 + 40 leading (x); 5 + 20 + 30 (y).
        expectSize(try probeSize(.global), 65, 55)
    }

    @Test func namedFrameIsRelativeToTheNamedView() throws {
        expectSize(try probeSize(.named("card")), 60, 50)
        expectSize(try probeSize(CoordinateSpace.named("card")), 60, 50)
    }

    /// SwiftUI-Kit names its hover group's space with a UUID: any hashable name works, as in SwiftUI.
    @Test func aSpaceNamedWithAnyHashableValueIsFound() throws {
        let id = UUID()
        let view = VStack(alignment: .leading, spacing: 0) { Color.blue.frame(height: 30); Probe(space: CoordinateSpace.named(id)) }
            .padding(20).coordinateSpace(name: id).padding(5)
        expectSize(try layout(resolveView(view), width: 393).all(.shape).last!.frame.size, 20, 50)
    }

    @Test func localFrameStartsAtZeroAndUnknownNamesFallBackToGlobal() throws {
        expectSize(try probeSize(.local), 1, 1)
        expectSize(try probeSize(.named("nowhere")), 65, 55)
    }

    @Test func scrollViewSpacesAreTheNearestScrollViewsViewport() throws {
        // A 40-pt header, then a horizontal scroll view (its content 15 pt in) inside a vertical one.
        func probe<S: CoordinateSpaceProtocol>(_ space: S) throws -> Size {
            let view = VStack(spacing: 0) {
                Color.blue.frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 25)
                        ScrollView(.horizontal) {
                            Probe(space: space).padding(.leading, 15)
                        }
                    }
                }
            }
            return try layout(resolveView(view), width: 393, height: 400).all(.shape).last!.frame.size
        }
        expectSize(try probe(.global), 15, 65)
        expectSize(try probe(.scrollView), 15, 1)                        // the horizontal one
        expectSize(try probe(.scrollView(axis: .horizontal)), 15, 1)
        expectSize(try probe(.scrollView(axis: .vertical)), 15, 25)     // the outer, vertical one
    }

    @Test func safeAreaInsetsAreZeroInARender() throws {
        var insets: EdgeInsets?
        _ = try layout(resolveView(GeometryReader { proxy in
            let _ = { insets = proxy.safeAreaInsets }()
            Color.red
        }), width: 100, height: 100)
        #expect(insets == EdgeInsets())
    }
}

/// `ForEach($items) { $item in … }` gives each view a binding to its element.
@MainActor @Suite struct BindingForEachTests {
    struct Item: Identifiable { let id: Int; var width: CGFloat }

    @Test func eachViewReadsAndWritesItsElement() throws {
        var items = [Item(id: 1, width: 20), Item(id: 2, width: 30)]
        let binding = Binding(get: { items }, set: { items = $0 })
        let view = HStack(spacing: 0) {
            ForEach(binding) { $item in
                Color.red.frame(width: item.width, height: 10)
            }
        }
        let frames = try layout(resolveView(view), width: 393).all(.shape).map(\.frame)
        expectRect(frames[0], 0, 0, 20, 10)
        expectRect(frames[1], 20, 0, 30, 10)
        let second = ForEach(binding) { $item in Color.red.frame(width: item.width) }.data[1]
        second.wrappedValue.width = 44
        #expect(items[1].width == 44)
    }
}
