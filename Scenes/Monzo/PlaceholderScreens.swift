import SwiftUI

// The tab screens `MonzoTabView` shows. Real scenes replace them; until then each is the brand
// canvas with its title.

/// A tab screen: the Monzo canvas and text colour of the colour scheme (`monzoTheme()`) with the
/// screen title.
struct MonzoPlaceholderScreen: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.monzoScreenTitle)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .monzoTheme()
    }
}

struct HomeView: View { var body: some View { MonzoPlaceholderScreen(title: "Home") } }
struct PaymentsView: View { var body: some View { MonzoPlaceholderScreen(title: "Payments") } }
struct PotsView: View { var body: some View { MonzoPlaceholderScreen(title: "Pots") } }
struct TrendsView: View { var body: some View { MonzoPlaceholderScreen(title: "Trends") } }
struct AccountView: View { var body: some View { MonzoPlaceholderScreen(title: "Account") } }
