import Foundation
import SwiftUI
import Testing

/// Xcode's colour and image literals and other iOS forms real apps use (jy's SwiftUI samples).
@MainActor @Suite struct ObjectLiteralsAndShapeInitializersTests {
    @Test func colourLiteralsAreUIColors() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let typed: UIColor = literal
        #expect(Color(typed).resolve(in: EnvironmentValues()).description == "#FF8000FF")
        let image = #imageLiteral(resourceName: "avatar")
        #expect(image.size == .zero, "a missing asset is an empty image, as UIImage(named:) draws it")
    }

    @Test func transformedShapesHavePublicInitializers() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(OffsetShape(shape: Rectangle(), offset: CGSize(width: 5, height: 0)).path(in: rect).boundingRect.minX == 5)
        #expect(ScaledShape(shape: Rectangle(), scale: CGSize(width: 2, height: 2)).path(in: rect).boundingRect.width == 20)
        #expect(RotatedShape(shape: Rectangle(), angle: .degrees(90)).path(in: rect).boundingRect.width.rounded() == 10)
        #expect(TransformedShape(shape: Rectangle(), transform: .identity).path(in: rect).boundingRect == rect)
    }

    @Test func listsOfDataTakeAMultipleSelection() {
        struct Item: Identifiable { let id: Int }
        _ = List([Item(id: 1)], selection: .constant(Set<Int>())) { Text("\($0.id)") }
        _ = List([1, 2], id: \.self, selection: .constant(Set<Int>())) { Text("\($0)") }
    }
}
