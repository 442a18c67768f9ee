import Foundation
import MockupUI

extension Diffing where Format == String {
    /// UTF-8 text compared line by line; a mismatch lists the first changed lines.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { expected, actual in
                guard expected != actual else { return nil }
                let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
                let changed = (0..<max(old.count, new.count)).filter { $0 >= old.count || $0 >= new.count || old[$0] != new[$0] }
                let shown = changed.prefix(8).map { index in
                    "line \(index + 1):\n    - " + (index < old.count ? old[index] : "(none)")
                        + "\n    + " + (index < new.count ? new[index] : "(none)")
                }
                return SnapshotDifference("\(changed.count) line\(changed.count == 1 ? "" : "s") changed\n"
                                          + shown.joined(separator: "\n") + (changed.count > 8 ? "\n…" : ""))
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text stored as a `.txt` file and compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's layout tree as text (`LayoutTree.textDump()`: kind, detail, `#identifier`,
    /// frame and display frame of every view), laid out by `layout` in `colorScheme`.
    public static func layoutTree(layout: SnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (view: Value) in
            let laidOut = try layout.layOut(colorScheme: colorScheme) { view }
            return Snapshot(laidOut.tree.textDump(), warnings: laidOut.layoutWarnings)
        }
    }

    /// The view's layout tree as text, laid out `.sizeThatFits` in light mode.
    public static var layoutTree: Snapshotting { layoutTree() }

    /// The view's display list as text (`DisplayList.textDump()`: every draw operation in painting
    /// order), laid out by `layout` in `colorScheme`.
    public static func displayList(layout: SnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { (view: Value) in
            let laidOut = try layout.layOut(colorScheme: colorScheme) { view }
            return Snapshot(laidOut.displayList.textDump(), warnings: laidOut.layoutWarnings)
        }
    }

    /// The view's display list as text, laid out `.sizeThatFits` in light mode.
    public static var displayList: Snapshotting { displayList() }
}
