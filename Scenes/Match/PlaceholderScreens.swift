import SwiftUI

// The tab screens `MatchTabView` shows. Discover is the real swipe screen; the others are the
// brand canvas with the screen title at the top of the safe area.

/// A tab screen: the Match canvas, text colour and tint of the colour scheme (`matchTheme()`) with
/// the screen title.
struct MatchPlaceholderScreen: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.matchScreenTitle)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .matchTheme()
    }
}

/// The Discover tab: the wordmark and filter button, then the full-bleed profile card with the
/// action dock floating over its bottom edge (the card's 92 pt bottom padding clears it).
struct DiscoverView: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Text("match").font(.matchWordmark).foregroundStyle(.tint)
                Spacer()
                Image(systemName: "slider.horizontal.3").font(.system(size: 24))
            }
            .padding(.horizontal, 20)
            ZStack(alignment: .bottom) {
                MatchSamples.profileCard
                    .frame(width: MatchSamples.cardSize.width, height: MatchSamples.cardSize.height)
                ActionDock()
                    .padding(.bottom, 20)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .matchTheme()
    }
}

struct LikesView: View { var body: some View { MatchPlaceholderScreen(title: "Likes") } }
struct MessagesView: View { var body: some View { MatchPlaceholderScreen(title: "Messages") } }
struct ProfileView: View { var body: some View { MatchPlaceholderScreen(title: "Profile") } }
