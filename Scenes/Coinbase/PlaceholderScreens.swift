import SwiftUI

// The tab screens `CoinbaseRootTabView` shows. Real scenes replace them; until then each is the
// brand canvas with its title.

/// A tab screen: the Coinbase canvas of the colour scheme with the screen title.
struct CoinbasePlaceholderScreen: View {
    let title: String
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        ZStack {
            (scheme == .dark ? Color.cbDarkCanvas : Color.cbCanvas).ignoresSafeArea()
            Text(title)
                .font(.cbScreenTitle)
                .foregroundStyle(scheme == .dark ? Color.cbDarkTextPri : Color.cbTextPrimary)
        }
    }
}

struct HomeView: View { var body: some View { CoinbasePlaceholderScreen(title: "Home") } }
struct TradeView: View { var body: some View { CoinbasePlaceholderScreen(title: "Trade") } }
struct CardsView: View { var body: some View { CoinbasePlaceholderScreen(title: "Cards") } }
struct EarnView: View { var body: some View { CoinbasePlaceholderScreen(title: "Earn") } }
struct WalletView: View { var body: some View { CoinbasePlaceholderScreen(title: "Wallet") } }
