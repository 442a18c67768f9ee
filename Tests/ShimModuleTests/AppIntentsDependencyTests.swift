import AppIntents
import Foundation
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// App Intents' dependency registry, and `LocalizedStringResource` reached through `import SwiftUI`.
struct AppIntentsDependencyTests {
    final class OrderStore: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    struct PlaceOrder: AppIntent {
        static let title: LocalizedStringResource = "Place order"
        @Dependency var store: OrderStore
        @Dependency(key: "backup") var backup: OrderStore
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anIntentReadsWhatTheAppAdded() {
        let manager = AppDependencyManager()
        manager.add(dependency: OrderStore(name: "main"))
        manager.add(key: "backup", dependency: OrderStore(name: "spare"))
        let main = AppDependency<OrderStore>(manager: manager), spare = AppDependency<OrderStore>(key: "backup", manager: manager)
        #expect(main.wrappedValue.name == "main")
        #expect(spare.wrappedValue.name == "spare")
        #expect(main.wrappedValue === main.wrappedValue, "made once")
    }

    @Test func aDefaultStandsInForAMissingDependency() {
        let manager = AppDependencyManager()
        manager.add { () async throws -> OrderStore in OrderStore(name: "async") }
        let read = AppDependency(manager: manager, default: OrderStore(name: "fallback"))
        #expect(read.wrappedValue.name == "fallback", "an async provider is not resolved outside an intent run")
        manager.add { OrderStore(name: "closure") }
        #expect(AppDependency<OrderStore>(manager: manager).wrappedValue.name == "closure")
        #expect(PlaceOrder.title.defaultValue == "Place order")
    }

    @MainActor @Test func textShowsALocalizedStringResource() throws {
        let resource: LocalizedStringResource = "Order **now**"
        #expect(String(localized: resource) == "Order **now**")
        func render(_ text: Text) throws -> [UInt32] {
            try ViewRenderer.render(RenderRequest(width: 200, height: 40, scale: 1), fonts: FontLibrary.shared()) { text }
                .image.pixels
        }
        #expect(try render(Text(resource)) == render(Text("Order **now**")))
        #expect(try render(Text(resource)) != render(Text(verbatim: "Order **now**")), "Markdown is read")
    }
}
