import Foundation

/// Which classes the rendered code declares itself, as opposed to the UIKit classes (and other
/// frameworks' classes) Mockup declares: a view or controller class of the code is drawn as the
/// framework class it inherits from, with what the code adds (its subviews, its `draw(_:)`).
/// Not Apple API, hence the underscore.
@MainActor
public enum _RenderedCodeClasses {
    /// The modules the rendered code is compiled into (the guide runner sets its own); empty until
    /// set, when every class counts as a framework's.
    public static var modules: Set<String> = []

    /// Whether the code declares `type` (its module is one of `modules`).
    static func declares(_ type: AnyClass) -> Bool {
        guard !modules.isEmpty else { return false }
        let name = _typeName(type, qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return false }
        return modules.contains(String(name[..<dot]))
    }

    /// The nearest class of `type`'s ancestry, itself included, that the code does not declare: the
    /// framework class a class of the code is drawn as.
    static func frameworkClass(of type: AnyClass) -> AnyClass {
        var current: AnyClass = type
        while declares(current), let superclass = _getSuperclass(current) { current = superclass }
        return current
    }

    /// Whether `type` is `framework` or a class of the code inheriting from it with no other
    /// framework class between them.
    static func isDrawn(_ type: AnyClass, as framework: AnyClass) -> Bool {
        ObjectIdentifier(frameworkClass(of: type)) == ObjectIdentifier(framework)
    }
}
