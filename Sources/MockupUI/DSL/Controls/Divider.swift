import Foundation

/// A hairline separator, as SwiftUI's `Divider`: horizontal (full width) in a VStack or outside
/// stacks, vertical (full height) in an HStack, in the system separator colour of the scheme.
public struct Divider: View {
    public init() {}

    public var body: some View {
        DividerLine()
    }
}

/// The line itself: reads the enclosing stack's axis from the environment.
private struct DividerLine: View {
    @Environment(\.controls.stackAxis) private var stackAxis

    var body: some View {
        if stackAxis == .horizontal {
            Rectangle().fill(SystemMetrics.separator)
                .frame(width: SystemMetrics.hairline).frame(maxHeight: .infinity)
        } else {
            Rectangle().fill(SystemMetrics.separator)
                .frame(height: SystemMetrics.hairline).frame(maxWidth: .infinity)
        }
    }
}
