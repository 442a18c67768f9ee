import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// Canvas (recorded GraphicsContext commands drawn as views) and TimelineView (one fixed date).
@MainActor @Suite struct DSLCanvasTests {
    @Test func canvasFillsStrokesAndTextLandWhereTheContextPutsThem() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 60, y: 10)
            moved.opacity = 0.5
            moved.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            context.stroke(Path { p in p.move(to: CGPoint(x: 50, y: 45)); p.addLine(to: CGPoint(x: 100, y: 45)) },
                           with: .color(.black), lineWidth: 4)
        }
        .frame(width: 100, height: 50)
        let (list, rendered) = try R.render(view: resolveView(canvas), width: 100, scale: 1)
        try rendered.image.writeForInspection("canvas")
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        #expect(rendered.image.rgba(10, 25) == (255, 59, 48, 255))        // left half: system red
        let circle = rendered.image.rgba(70, 20)                             // blue at 50 % over white
        #expect(abs(circle.r - 128) <= 1 && abs(circle.g - 189) <= 1 && circle.b == 255, "\(circle)")
        #expect(rendered.image.rgba(75, 45) == (0, 0, 0, 255))              // the stroke
        #expect(rendered.image.rgba(90, 30) == (255, 255, 255, 255))
    }

    @Test func canvasRecordsWhatItCannotDraw() throws {
        let canvas = Canvas { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.addFilter(.blur(radius: 4))
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 80, height: 40)
        let (list, _) = try R.render(view: resolveView(canvas), width: 80, scale: 1)
        #expect(list.warnings.contains { $0.contains("GraphicsContext.clip") })
        #expect(list.warnings.contains { $0.contains("GraphicsContext.addFilter(.blur)") })
    }

    @Test func timelineViewShowsItsFixedDate() {
        let view = TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
        }
        #expect(nodeTree(resolveView(view)) == "text \"9:41\u{202F}AM\" system(default) 17 regular #000000")
        let everyMinute = TimelineView(.everyMinute) { context in Text(verbatim: "\(Int(context.date.timeIntervalSince1970))") }
        #expect(nodeTree(resolveView(everyMinute)).hasPrefix("text \"1735724460\""))
    }
}
