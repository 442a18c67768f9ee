import Foundation
import Testing
@testable import MockupUI
@testable import SwiftUI

// iOS 17's trait API as design systems use it: an app theme as a custom trait set on the window
// scene, bridged into SwiftUI's environment, and the Foundation tables that keep their observers.
// Written as apps write it; compiling it is half the test.

private enum AppTheme: Sendable { case standard, ocean }

private struct AppThemeTrait: UITraitDefinition {
    static let defaultValue = AppTheme.standard
}

private struct AppThemeKey: UITraitBridgedEnvironmentKey {
    static let defaultValue = AppTheme.standard
    static func read(from traitCollection: UITraitCollection) -> AppTheme { traitCollection[AppThemeTrait.self] }
    static func write(to mutableTraits: inout any UIMutableTraits, value: AppTheme) { mutableTraits[AppThemeTrait.self] = value }
}

extension EnvironmentValues {
    fileprivate var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

private final class Listener: NSObject {}

@MainActor
struct TraitOverridesTests {
    @Test func mutationsSetSystemAndCustomTraits() {
        let traits = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits[AppThemeTrait.self] = .ocean
        }
        #expect(traits.userInterfaceStyle == .dark && traits[AppThemeTrait.self] == .ocean)
        #expect(traits.horizontalSizeClass == .compact, "the rest is the render's iPhone")
        let larger = traits.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        #expect(larger.preferredContentSizeCategory == .extraLarge && larger.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .large, "modifying makes a copy")
        var written: any UIMutableTraits = TraitValues()
        AppThemeKey.write(to: &written, value: .ocean)
        #expect(written[AppThemeTrait.self] == .ocean)
    }

    @Test func overridesReachWhatTheObjectContains() {
        let scene = UIWindowScene()
        scene.traitOverrides[AppThemeTrait.self] = .ocean
        #expect(scene.traitCollection[AppThemeTrait.self] == .ocean && scene.traitOverrides.contains(AppThemeTrait.self))
        scene.traitOverrides.remove(AppThemeTrait.self)
        #expect(scene.traitCollection[AppThemeTrait.self] == .standard)

        let container = UIView(), label = UIView()
        container.addSubview(label)
        container.traitOverrides.userInterfaceStyle = .dark
        label.traitOverrides[AppThemeTrait.self] = .ocean
        #expect(label.traitCollection.userInterfaceStyle == .dark && label.traitCollection[AppThemeTrait.self] == .ocean)
        #expect(container.traitCollection[AppThemeTrait.self] == .standard)
        let controller = UIViewController()
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aBridgedKeyIsAnEnvironmentKey() {
        var environment = EnvironmentValues()
        #expect(environment.appTheme == .standard)
        environment.appTheme = .ocean
        #expect(environment.appTheme == .ocean)
    }

    @Test func weakTablesLetTheirMembersGo() {
        let table = NSHashTable<Listener>.weakObjects()
        var listener: Listener? = Listener()
        let kept = Listener()
        table.add(listener); table.add(kept); table.add(kept)
        #expect(table.count == 2 && table.contains(kept))
        listener = nil
        #expect(table.allObjects == [kept] && table.count == 1)
        #expect(Array(table) == [kept])

        let cells = NSMapTable<NSString, Listener>.strongToWeakObjects()
        cells.setObject(kept, forKey: "row" as NSString)
        #expect(cells.object(forKey: NSString(string: "row")) === kept, "keys compare by isEqual")
        var transient: Listener? = Listener()
        cells.setObject(transient, forKey: "gone" as NSString)
        #expect(cells.count == 2)
        transient = nil
        #expect(cells.count == 1 && cells.object(forKey: "gone" as NSString) == nil)
        cells.removeObject(forKey: "row" as NSString)
        #expect(cells.count == 0)
    }
}
