import Foundation

/// The indicator after an inline navigation title that has a title menu (`toolbarTitleMenu`), as
/// UIKit's title control draws it: `chevron.down.circle.fill` at the headline text style, its
/// chevron in the secondary label colour on a circle of the secondary system fill (CONTROLS.md [NB1]).
struct TitleMenuIndicator: View {
    var body: some View {
        Image(systemName: "chevron.down.circle.fill")
            .font(.headline)
            .symbolRenderingMode(.palette)
            .foregroundStyle(Color.secondary, SystemMetrics.secondaryFill)
    }
}
