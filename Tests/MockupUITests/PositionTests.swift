import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `.position(x:y:)` fills the proposal and centres the view on the point.
@MainActor @Suite struct PositionTests {
    @Test func theViewIsCentredOnThePoint() throws {
        let laid = try layout(resolveView(Color.red.frame(width: 50, height: 20).position(x: 100, y: 50)),
                              width: 300, height: 200)
        expectRect(laid.one(.position).frame, 0, 0, 300, 200)
        expectRect(laid.all(.shape)[0].frame, 75, 40, 50, 20)
    }

    @Test func unspecifiedDimensionsBecomeTen() throws {
        let laid = try layout(resolveView(Color.red.frame(width: 4, height: 4).position(CGPoint(x: 5, y: 5))))
        expectSize(laid.one(.position).frame.size, 10, 10)
        expectRect(laid.all(.shape)[0].frame, 3, 3, 4, 4)
    }

    @Test func theChildIsProposedTheParentsSize() throws {
        let laid = try layout(resolveView(Color.red.position(x: 150, y: 100)), width: 300, height: 200)
        expectRect(laid.all(.shape)[0].frame, 0, 0, 300, 200)
    }

    @Test func positionedViewsInAZStackShareItsSpace() throws {
        let view = ZStack {
            Color.blue.frame(width: 200, height: 100)
            Circle().frame(width: 10, height: 10).position(x: 20, y: 30)
        }
        let laid = try layout(resolveView(view), width: 393, height: 400)
        expectSize(laid.root.frame.size, 393, 400)
        expectRect(laid.all(.shape)[1].frame, 15, 25, 10, 10)
    }
}
