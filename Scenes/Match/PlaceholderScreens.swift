import SwiftUI

// The tab screens `MatchTabView` shows. Real scenes replace them; until then each is the brand
// canvas with its title.

/// A tab screen: the Match canvas and text colour of the colour scheme (`matchTheme()`) with the
/// screen title.
struct MatchPlaceholderScreen: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.matchScreenTitle)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .matchTheme()
    }
}

struct DiscoverView: View { var body: some View { MatchPlaceholderScreen(title: "Discover") } }
struct LikesView: View { var body: some View { MatchPlaceholderScreen(title: "Likes") } }
struct MessagesView: View { var body: some View { MatchPlaceholderScreen(title: "Messages") } }
struct ProfileView: View { var body: some View { MatchPlaceholderScreen(title: "Profile") } }
